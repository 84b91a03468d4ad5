import type en from './messages/en.json';
import { ENGLISH_VALIDATION } from './spec-lookup';

/**
 * The catalogue's namespaces that client components read (useTranslations in a 'use client' module
 * or anything it imports): the root layout sends only these with each page, not the texts only the
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

/** A page's messages as the client gets them: the namespaces above (and the English validation texts). */
export function clientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of [...CLIENT_NAMESPACES, ENGLISH_VALIDATION])
    if (name in messages) picked[name] = messages[name];
  return picked;
}
