import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { activationLinkIn, decodeQuotedPrintable, resetLinkIn } from '../helpers/mail-text';

/** Where the e2e server's SMTP sink files the mail it receives (tests/e2e/server.mjs). */
const MAIL_DIR = path.resolve(__dirname, '../../data/e2e/mail');

export function messagesTo(email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const to = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return files.map((f) => readFileSync(path.join(MAIL_DIR, f), 'utf8')).filter((raw) => to.test(raw));
}

/** The activation link of the latest captured message to `email`, waiting for it to arrive. */
export async function activationLinkFor(email: string, count = 1): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => {
      const messages = messagesTo(email);
      link = messages.length >= count ? activationLinkIn(messages[messages.length - 1]) : null;
      return link;
    })
    .not.toBeNull();
  return link!;
}

/** How many captured messages to `email` match `pattern` (in their decoded text). */
export function mailCountTo(email: string, pattern: RegExp): number {
  return messagesTo(email).filter((raw) => pattern.test(decodeQuotedPrintable(raw))).length;
}

/** The code of the latest sign-in code e-mail to `email`, waiting until `count` of them have arrived. */
export async function signInCodeFor(email: string, count: number): Promise<string> {
  const codes = () =>
    messagesTo(email)
      .map((raw) => decodeQuotedPrintable(raw).match(/Your sign-in code is (\d{6})\./)?.[1])
      .filter((code): code is string => Boolean(code));
  await expect.poll(() => codes().length).toBeGreaterThanOrEqual(count);
  return codes()[count - 1];
}

/** The ticket link of the `count`-th captured message about a complaint to `email`. */
export async function grievanceLinkFor(email: string, count = 1): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => {
      const messages = messagesTo(email);
      link =
        messages.length >= count
          ? (decodeQuotedPrintable(messages[count - 1]).match(
              /https?:\/\/\S+\/grievance\/ticket\?token=[A-Za-z0-9_%-]+/,
            )?.[0] ?? null)
          : null;
      return link;
    })
    .not.toBeNull();
  return link!;
}

/** The password-reset link of the latest captured message to `email`, waiting for it to arrive. */
export async function resetLinkFor(email: string, count = 1): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => {
      const messages = messagesTo(email);
      link = messages.length >= count ? resetLinkIn(messages[messages.length - 1]) : null;
      return link;
    })
    .not.toBeNull();
  return link!;
}

/** The sign-in e-mail confirmation link of the latest captured message to `email`, waiting for it. */
export async function confirmEmailLinkFor(email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => {
      const latest = messagesTo(email).at(-1);
      link = latest
        ? (/https?:\/\/[^\s"<]+\/confirm-email\?token=[A-Za-z0-9_%-]+/.exec(
            decodeQuotedPrintable(latest),
          )?.[0] ?? null)
        : null;
      return link;
    })
    .not.toBeNull();
  return link!;
}
