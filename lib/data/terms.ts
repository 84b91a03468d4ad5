import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { termsAcceptances } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import { areaOf, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { termsOfFrame } from './member-menu';
import { getSettings } from './settings';

/**
 * Members' consent to the Terms and Privacy Policy (issue 23, item 3). Registration through the
 * form records it with the version in force; a member who has not accepted the current version
 * (the terms changed, or the account came through the legacy POST /register/memberaction, which
 * keeps its email-and-password contract) is asked on the next page they open. API calls are not
 * held back meanwhile.
 */
type Writer = Pick<typeof db, 'insert'>;

/** Records that `userId` accepted `version` now (once per version: a repeat keeps the first time). */
export async function recordTermsAcceptance(
  writer: Writer,
  { userId, version, via }: { userId: number; version: string; via: 'registration' | 'prompt' },
): Promise<void> {
  await writer.insert(termsAcceptances).values({ userId, version, via }).onConflictDoNothing();
}

export type TermsPrompt = { version: string; date: string; firstTime: boolean };

/**
 * Whether the signed-in member must accept the current version before using the member pages,
 * and what to show them; null when nothing is pending (or the account is not a member's).
 */
export async function pendingTermsFor(actor: Actor): Promise<TermsPrompt | null> {
  if (areaOf(actor.roles) !== 'member') return null;
  const { legal } = await getSettings();
  // Every member page asks: the member frame (member-menu.ts) has read it with the layout's figures.
  const terms = await termsOfFrame(actor);
  if (terms && terms.version === legal.version) {
    return terms.accepted ? null : { version: legal.version, date: legal.date, firstTime: !terms.ever };
  }
  const accepted = await db
    .select({ version: termsAcceptances.version })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, actor.id));
  if (accepted.some((row) => row.version === legal.version)) return null;
  return { version: legal.version, date: legal.date, firstTime: accepted.length === 0 };
}

/**
 * The member accepts `version`, the one they were shown. 409 when it is no longer the current
 * one (changed while they read): they must see and accept the new text.
 */
export async function acceptTerms({ actor, version }: { actor: Actor | null; version: string }): Promise<void> {
  const member = assertArea(actor, 'member');
  const { legal } = await getSettings();
  if (version !== legal.version) {
    throw AppError.conflict('The terms have changed meanwhile: please read the new version.');
  }
  await recordTermsAcceptance(db, { userId: member.id, version, via: 'prompt' });
}

/** When `userId` accepted `version` (null: never); for tests and the member's data export. */
export async function termsAcceptedAt(userId: number, version: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, version)));
  return row?.at ?? null;
}
