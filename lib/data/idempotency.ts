import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, lt, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { idempotencyKeys } from '@/db/schema';

/**
 * Idempotency-Key (issue 21, item 4), the data layer's half; lib/hydra/idempotency.ts is the HTTP
 * half. A key is scoped to the account that sent it and lives 24 hours.
 *
 * What makes a retried payment safe is that the key is written in the SAME transaction as the
 * payment: a write function that takes part calls claimIdempotencyKey(tx) first and
 * recordIdempotentResource(tx, iri) last. Then either both the receipt and its key committed
 * (a retry is answered from the key, even when the first client got a 503 after the commit), or
 * neither did (a retry runs afresh). The key reaches the transaction through the request's async
 * context (withIdempotencyKey), so write functions keep their signature and callers without a key
 * (pages, server actions) pay nothing.
 *
 * Two requests with one key at once: the second's INSERT waits on the first's uncommitted row
 * (PostgreSQL's unique index does the queuing), then finds it committed and gives up before writing
 * anything: it waits and gets the first answer, never a second receipt and never a spurious error.
 * Claiming first, before the write's own checks, is what keeps the second from failing those
 * checks (an "already paid" 422) instead of being answered.
 */
const WINDOW = sql`now() - interval '24 hours'`;

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
export type IdempotencyClaim = { accountId: number; key: string; requestHash: string };
type Ambient = IdempotencyClaim & { claimed: boolean };

const ambient = new AsyncLocalStorage<Ambient>();

/** Thrown inside a write's transaction when its key was committed by another request meanwhile. */
export class IdempotentRepeat extends Error {
  constructor() {
    super('Idempotency-Key already used');
    this.name = 'IdempotentRepeat';
  }
}

/** Runs `write` with `claim` visible to the transactions it opens. */
export function withIdempotencyKey<T>(claim: IdempotencyClaim, write: () => Promise<T>): Promise<T> {
  return ambient.run({ ...claim, claimed: false }, write);
}

/**
 * The first statement of a write that takes an Idempotency-Key: takes the key for this
 * transaction, waiting for a concurrent holder to finish. A live key of another request throws
 * IdempotentRepeat (the caller's transaction rolls back); a key older than 24 hours is taken over.
 */
export async function claimIdempotencyKey(tx: Tx): Promise<void> {
  const claim = ambient.getStore();
  if (!claim) return;
  const taken = await tx
    .insert(idempotencyKeys)
    .values({ accountId: claim.accountId, key: claim.key, requestHash: claim.requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.key],
      set: {
        requestHash: claim.requestHash,
        resource: null,
        status: null,
        body: null,
        headers: null,
        createdAt: sql`now()`,
      },
      where: lt(idempotencyKeys.createdAt, WINDOW),
    })
    .returning({ key: idempotencyKeys.key });
  if (!taken.length) throw new IdempotentRepeat();
  claim.claimed = true;
}

/** The last statement of such a write: the IRI of what it created, so a retry can be answered from it. */
export async function recordIdempotentResource(tx: Tx, iri: string): Promise<void> {
  const claim = ambient.getStore();
  if (!claim?.claimed) return;
  await tx
    .update(idempotencyKeys)
    .set({ resource: iri })
    .where(and(eq(idempotencyKeys.accountId, claim.accountId), eq(idempotencyKeys.key, claim.key)));
}

export type IdempotencyRecord = {
  requestHash: string;
  resource: string | null;
  status: number | null;
  body: string | null;
  headers: Record<string, string> | null;
};

/** The live (under 24 hours) record of this account's key, or null. */
export async function findIdempotencyRecord(accountId: number, key: string): Promise<IdempotencyRecord | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      resource: idempotencyKeys.resource,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      headers: idempotencyKeys.headers,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.accountId, accountId),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} >= ${WINDOW}`,
      ),
    );
  return row ?? null;
}

export type StoredAnswer = { status: number; body: string; headers: Record<string, string> };

/**
 * Keeps the answer given, so a repeat gets it byte for byte. After the write's commit, so it can
 * fail (the database went away): the IRI recorded in the transaction still answers the repeat.
 * A write that did not claim its key in a transaction gets its row here (no atomicity then: a
 * write function should claim).
 */
export async function storeIdempotentAnswer(claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({ ...claim, ...answer })
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.key],
      set: answer,
      where: and(
        sql`${idempotencyKeys.status} is null`,
        eq(idempotencyKeys.requestHash, claim.requestHash),
      ),
    });
  await purgeNowAndThen();
}

let lastPurge = 0;

/** Keys older than 24 hours answer nothing; delete them at most once a minute per instance. */
async function purgeNowAndThen(): Promise<void> {
  if (Date.now() - lastPurge < 60_000) return;
  lastPurge = Date.now();
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, WINDOW));
}
