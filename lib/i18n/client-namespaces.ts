import type en from './messages/en.json';
import { ENGLISH_VALIDATION } from './spec-lookup';

/**
 * The catalogue's namespaces that client components read (useTranslations in a 'use client' module
 * or anything it imports): the client islands get only these (or fewer), not the texts only the
 * server uses (e-mails, astrology words of the PDFs, admin lists, menus). A test
 * (tests/unit/client-namespaces.test.ts) walks the client modules and fails when one reads a
 * namespace missing here.
 */
export const CLIENT_NAMESPACES = [
  'account',
  'auth',
  'contact',
  'footer',
  'form',
  'grievance',
  'home',
  'interests',
  'language',
  'legal',
  'matchAlerts',
  'matches',
  'member',
  'messages',
  'notifications',
  'pdf',
  'plans',
  'porutham',
  'profile',
  'searches',
  'shell',
  'site',
  'validation',
] as const satisfies readonly (keyof typeof en)[];

export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/**
 * A client island's messages (components/i18n/client-island.tsx): the namespaces it reads, by
 * default all of the above. `validation` is read only through useSpecText
 * (components/i18n/use-spec-text.ts), which looks the spec's English texts up in the English
 * `validation` namespace and says them in the page's language: on a page in another language it
 * comes with those English texts (ENGLISH_VALIDATION); on an English page it is sent empty,
 * since the lookup would only turn each English text into itself (it passes any text it does not
 * find through unchanged), and its ~16 kB would be weight on every page that lists it.
 */
export function clientMessages(
  messages: Record<string, unknown>,
  locale: string,
  namespaces: readonly ClientNamespace[] = CLIENT_NAMESPACES,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  const english = locale === 'en' && namespaces.includes('validation');
  const names = !namespaces.includes('validation')
    ? namespaces
    : english
      ? namespaces.filter((name) => name !== 'validation')
      : [...namespaces, ENGLISH_VALIDATION];
  for (const name of names) if (name in messages) picked[name] = messages[name];
  // Empty, not missing: next-intl answers useTranslations('validation') over a missing namespace by
  // building two Error objects (stack traces) in each component that asks, on every render (the
  // match list: one per card's buttons), though `t` is never called there.
  if (english) picked.validation = NO_TEXTS;
  return picked;
}

/** An English page's `validation`: no texts (sent as `{}`). */
const NO_TEXTS: Record<string, string> = Object.freeze({});
