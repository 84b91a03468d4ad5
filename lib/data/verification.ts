import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles, users, verificationCalls, type VerificationOutcome } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { idFromIri } from '@/lib/resources/iri';
import { VERIFICATION_COLLECTION } from '@/lib/resources/bureau-lists';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { parseInput } from '@/lib/validation/parse-input';
import { VERIFICATION_MESSAGES, verificationCallSchema } from '@/lib/validation/verification';
import { recordAudit } from './audit/record';
import { expectObject, foreignIriViolation, pickTyped, rowId } from './input';
import { pagingOf, resultOf, type ListResult } from './list-query';
import { mobileVerificationColumns } from './profiles/verification';
import { invalidateProfileSearches } from './profiles/search';

/**
 * The administrators' verification queue (issue 25 item 1): members whose mobile is not verified
 * yet, oldest registration first, each with the calls made so far. A member to be called back
 * later stays out of the queue until that time. Administrators only: it shows members' mobiles.
 */
type VerificationCall = {
  id: number;
  outcome: VerificationOutcome;
  note: string | null;
  callBackAt: Date | null;
  calledBy: string | null;
  createdAt: Date;
};

export type VerificationEntry = {
  profileId: number;
  fullName: string;
  mobile: string;
  registeredAt: Date;
  mobileVerified: boolean;
  mobileVerifiedAt: Date | null;
  calls: VerificationCall[];
};

/** The latest call's call-back time; the member shows again once it has passed (no call-back: shown). */
const dueNow = sql`coalesce((select v.call_back_at from ${verificationCalls} v where v.profile_id = ${profiles.id} order by v.id desc limit 1), '-infinity') <= now()`;
const awaiting = and(eq(profiles.mobileVerified, false), dueNow);

async function callsOf(profileIds: number[]): Promise<Map<number, VerificationCall[]>> {
  const byProfile = new Map<number, VerificationCall[]>(profileIds.map((id) => [id, []]));
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .select({
      id: verificationCalls.id,
      profileId: verificationCalls.profileId,
      outcome: verificationCalls.outcome,
      note: verificationCalls.note,
      callBackAt: verificationCalls.callBackAt,
      calledBy: users.email,
      createdAt: verificationCalls.createdAt,
    })
    .from(verificationCalls)
    .leftJoin(users, eq(users.id, verificationCalls.calledBy))
    .where(inArray(verificationCalls.profileId, profileIds))
    .orderBy(desc(verificationCalls.createdAt), desc(verificationCalls.id));
  for (const { profileId, ...call } of rows) byProfile.get(profileId)!.push(call);
  return byProfile;
}

const entryColumns = {
  profileId: profiles.id,
  fullName: profiles.fullName,
  mobile: profiles.mobile,
  registeredAt: profiles.date,
  mobileVerified: profiles.mobileVerified,
  mobileVerifiedAt: profiles.mobileVerifiedAt,
};

/** A page of the queue (30 by default), oldest registration first. */
export async function listVerificationQueue({
  actor,
  page,
  itemsPerPage,
}: {
  actor: Actor | null;
  page?: number;
  itemsPerPage?: number;
}): Promise<ListResult<VerificationEntry>> {
  assertArea(actor, 'admin');
  const paging = pagingOf({ page, itemsPerPage });
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(entryColumns)
      .from(profiles)
      .where(awaiting)
      .orderBy(asc(profiles.date), asc(profiles.id))
      .limit(paging.limit!)
      .offset(paging.offset),
    db.select({ total: count() }).from(profiles).where(awaiting),
  ]);
  const calls = await callsOf(rows.map((r) => r.profileId));
  return resultOf(
    rows.map((row) => ({ ...row, calls: calls.get(row.profileId)! })),
    total,
    paging,
  );
}

/** One member's verification: their mobile, whether verified, and every call (newest first). */
export async function getVerification({ actor, id }: { actor: Actor | null; id: number | string }): Promise<VerificationEntry> {
  assertArea(actor, 'admin');
  const [row] = await db.select(entryColumns).from(profiles).where(eq(profiles.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return { ...row, calls: (await callsOf([row.profileId])).get(row.profileId)! };
}

/** The profile a call names: its IRI (the API) or its id (the queue's buttons). */
function calledProfile(value: unknown): number {
  if (value === undefined || value === null || value === '') {
    throw AppError.validation([{ propertyPath: 'profile', message: VERIFICATION_MESSAGES.profileRequired }]);
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  const foreign = typeof value === 'string' ? foreignIriViolation('profile', value) : null;
  if (foreign) throw AppError.validation([foreign]);
  const id = typeof value === 'string' ? idFromIri(value, PROFILE_COLLECTION) : null;
  if (id === null) throw AppError.badRequest(`Invalid IRI "${String(value)}".`);
  return id;
}

/**
 * Records a call: {"profile", "outcome", "note", "callBackAt"}. 'verified' sets Mobile Verified
 * (who and when, as the profile form does) in the same transaction, which also writes the audit
 * entries. A member already verified: 409, nothing recorded.
 */
export async function recordVerificationCall({ actor, input }: { actor: Actor | null; input: unknown }): Promise<VerificationEntry> {
  const admin = assertArea(actor, 'admin');
  const body = expectObject(input);
  const profileId = calledProfile(body.profile);
  const typed = pickTyped(body, [
    { name: 'outcome', kind: 'string' },
    { name: 'note', kind: 'string' },
    { name: 'callBackAt', kind: 'string' },
  ]);
  const call = parseInput(verificationCallSchema, typed);
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id, verified: profiles.mobileVerified })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    if (!profile) throw AppError.badRequest(`Invalid IRI "${String(body.profile)}".`);
    if (profile.verified) throw AppError.conflict(VERIFICATION_MESSAGES.alreadyVerified);
    const [saved] = await tx
      .insert(verificationCalls)
      .values({ profileId, outcome: call.outcome, note: call.note, callBackAt: call.callBackAt, calledBy: admin.id })
      .returning();
    await recordAudit(tx, admin, {
      action: 'create',
      entity: VERIFICATION_COLLECTION,
      entityId: saved.id,
      after: { profile: profileId, outcome: saved.outcome, note: saved.note, callBackAt: saved.callBackAt },
    });
    if (call.outcome !== 'verified') return;
    const verified = mobileVerificationColumns(true, admin);
    await tx
      .update(profiles)
      .set({ ...verified, updatedAt: new Date() })
      .where(eq(profiles.id, profileId));
    await recordAudit(tx, admin, {
      action: 'update',
      entity: PROFILE_COLLECTION,
      entityId: profileId,
      before: { mobileVerified: false, mobileVerifiedAt: null, mobileVerifiedBy: null },
      after: verified,
    });
  });
  if (call.outcome === 'verified') invalidateProfileSearches();
  return getVerification({ actor, id: profileId });
}
