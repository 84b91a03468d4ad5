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
 * default all of the above, and with `validation` the English validation texts the spec's messages
 * are looked up in (components/i18n/use-spec-text.ts; on a Tamil page only).
 */
export function clientMessages(
  messages: Record<string, unknown>,
  namespaces: readonly ClientNamespace[] = CLIENT_NAMESPACES,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  const names = namespaces.includes('validation') ? [...namespaces, ENGLISH_VALIDATION] : namespaces;
  for (const name of names) if (name in messages) picked[name] = messages[name];
  return picked;
}
