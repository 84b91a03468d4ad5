import 'server-only';
import { and, asc, eq, gt, isNotNull, lte, max, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { interestMails, interests, profiles } from '@/db/schema';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { interestReceivedMail, interestsGatheredMail } from '@/lib/mail/interest-messages';
import type { Recipient } from '@/lib/mail/messages';
import { recipientOfUser } from './mail-recipient';
import { wantsMailNow } from './notifications/mail-choices';
import { visibleProfile } from './member-visibility';
import { notBlockedWith } from './moderation/visibility';

/**
 * At most one interest e-mail per recipient per INTEREST_MAIL_INTERVAL_MINUTES (issue 21 item 10:
 * one member's 84 interests were 84 e-mails in 0.9 s). The first interest after a quiet spell is
 * mailed at once; those arriving within the interval after it are gathered into one e-mail sent
 * when the interval is over, by a sweep every instance runs (startInterestMailSweep). The state is
 * one row per recipient (migration 0014); see there for why ids and locks keep it exact.
 */
type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

const interval = () => sql`make_interval(mins => ${env().INTEREST_MAIL_INTERVAL_MINUTES})`;

/**
 * In the interest's transaction, before the interest is inserted: takes the recipient's row, so
 * the interests to one recipient commit one after another, in the order of their ids.
 */
export async function lockRecipientMail(tx: Transaction, recipientProfileId: number): Promise<void> {
  await tx.insert(interestMails).values({ recipientProfileId }).onConflictDoNothing();
  await tx
    .select({ id: interestMails.recipientProfileId })
    .from(interestMails)
    .where(eq(interestMails.recipientProfileId, recipientProfileId))
    .for('update');
}

/**
 * Still in that transaction, once the interest is inserted: true when it is to be mailed right
 * away (nothing mailed within the interval, nothing waiting); otherwise it waits for the gathered
 * e-mail, due one interval after the last one.
 */
export async function claimInterestMail(tx: Transaction, recipientProfileId: number, interestId: number): Promise<boolean> {
  const mine = eq(interestMails.recipientProfileId, recipientProfileId);
  const now = await tx
    .update(interestMails)
    .set({ lastMailedAt: sql`now()`, mailedThroughId: interestId })
    .where(
      and(
        mine,
        sql`${interestMails.dueAt} is null`,
        sql`(${interestMails.lastMailedAt} is null or ${interestMails.lastMailedAt} <= now() - ${interval()})`,
      ),
    )
    .returning({ id: interestMails.recipientProfileId });
  if (now.length > 0) return true;
  await tx
    .update(interestMails)
    .set({ dueAt: sql`coalesce(${interestMails.dueAt}, ${interestMails.lastMailedAt} + ${interval()})` })
    .where(mine);
  return false;
}

/** Mail goes out after the change is stored; a mail server that is down does not undo it. */
export async function mailMember(userId: number | null, build: (to: Recipient) => Parameters<typeof sendMail>[0]) {
  try {
    const to = await recipientOfUser(userId);
    if (to) await sendMail(build(to));
  } catch (error) {
    console.error('[interests] could not send the e-mail', error);
  }
}

type GatheredMail = { userId: number | null; senders: string[] };

/**
 * Sends the gathered e-mails that are due, and returns how many went out. Each recipient's row is
 * taken FOR UPDATE SKIP LOCKED and marked sent in the same transaction, so sweeps running at once
 * (several instances) never pick the same recipient; the e-mails go out after the commit. An
 * interest withdrawn meanwhile is left out, as is one whose sender has since vanished or is
 * blocked either way (pair-mail.ts says why at sending time); a recipient left with none gets no e-mail.
 */
export async function sendDueInterestMails(batchSize = 50): Promise<number> {
  const gathered = await db.transaction(async (tx) => {
    const due = await tx
      .select({ recipientProfileId: interestMails.recipientProfileId, through: interestMails.mailedThroughId })
      .from(interestMails)
      .where(and(isNotNull(interestMails.dueAt), lte(interestMails.dueAt, sql`now()`)))
      .orderBy(asc(interestMails.dueAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const mails: GatheredMail[] = [];
    for (const { recipientProfileId, through } of due) {
      const arrived = and(eq(interests.toProfileId, recipientProfileId), gt(interests.id, through));
      const senders = await tx
        .select({ name: profiles.fullName })
        .from(interests)
        .innerJoin(profiles, eq(profiles.id, interests.fromProfileId))
        .where(
          and(
            arrived,
            eq(interests.status, 'pending'),
            visibleProfile(),
            notBlockedWith(recipientProfileId, interests.fromProfileId),
          ),
        )
        .orderBy(asc(interests.id));
      const [{ last }] = await tx.select({ last: max(interests.id) }).from(interests).where(arrived);
      await tx
        .update(interestMails)
        .set({
          dueAt: null,
          mailedThroughId: Math.max(through, last ?? 0),
          ...(senders.length ? { lastMailedAt: sql`now()` } : {}),
        })
        .where(eq(interestMails.recipientProfileId, recipientProfileId));
      if (senders.length === 0) continue;
      const [recipient] = await tx
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.id, recipientProfileId));
      // A member who chose the digest or no e-mail for interests has the notices alone.
      if (await wantsMailNow(recipientProfileId, 'interest_received', tx))
        mails.push({ userId: recipient?.userId ?? null, senders: senders.map((s) => s.name) });
    }
    return mails;
  });
  for (const { userId, senders } of gathered) {
    await mailMember(userId, (to) =>
      senders.length === 1 ? interestReceivedMail(to, senders[0]) : interestsGatheredMail(to, senders),
    );
  }
  return gathered.length;
}

/** How often each instance looks for due e-mails: they are late by at most this much. */
const SWEEP_EVERY_MS = 30_000;

declare global {
  // One sweep per process, whatever bundle (instrumentation, dev reloads) starts it.
  var thirumanamInterestMailSweep: ReturnType<typeof setInterval> | undefined;
}

/** Starts this instance's sweep (instrumentation.ts); a failed round (database away) is logged and retried. */
export function startInterestMailSweep(): void {
  if (globalThis.thirumanamInterestMailSweep) return;
  let running = false;
  globalThis.thirumanamInterestMailSweep = setInterval(() => {
    if (running) return;
    running = true;
    sendDueInterestMails()
      .catch((error: unknown) => console.warn('[interests] sending gathered e-mails failed:', String(error)))
      .finally(() => (running = false));
  }, SWEEP_EVERY_MS);
  globalThis.thirumanamInterestMailSweep.unref();
}
