import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { db } from '@/db/client';
import { enquiries } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { enforceRateLimit } from '@/lib/data/rate-limit';
import { contactSchema } from '@/lib/validation/contact';
import { parseInput } from '@/lib/validation/parse-input';
import { rowId } from './input';
import { recordAudit } from './audit/record';

export type Enquiry = typeof enquiries.$inferSelect;

export const ENQUIRY_PAGE_SIZES = [10, 50, 100, 1000] as const;

/** A visitor sends the contact form (public: no actor). Throws 422 or 429. */
export async function createEnquiry({ input, ip }: { input: unknown; ip: string }): Promise<Enquiry> {
  const peek = typeof input === 'object' && input && 'email' in input ? String(input.email).trim().toLowerCase() : '';
  await enforceRateLimit('contact', { ip, account: peek });
  const values = parseInput(contactSchema, input);
  const [row] = await db.insert(enquiries).values(values).returning();
  return row;
}

/** `%` and `_` typed into the search box are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search?: string): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text.slice(0, 100));
  return or(
    ilike(enquiries.name, pattern),
    ilike(enquiries.email, pattern),
    ilike(enquiries.mobile, pattern),
    ilike(enquiries.message, pattern),
  );
}

export type EnquiryListOptions = {
  actor: Actor | null;
  page?: number;
  pageSize?: number;
  search?: string;
  handled?: boolean;
};

/** The administrator's list: newest first, one page at a time, searched in SQL. */
export async function listEnquiries({
  actor,
  page = 1,
  pageSize = 10,
  search,
  handled,
}: EnquiryListOptions): Promise<{ items: Enquiry[]; total: number; page: number; pageSize: number }> {
  assertArea(actor, 'admin');
  const size = Math.min(Math.max(1, Math.floor(pageSize) || 10), 1000);
  const current = Math.max(1, Math.floor(page) || 1);
  const where = and(searchCondition(search), handled === undefined ? undefined : eq(enquiries.handled, handled));
  const [{ total }] = await db.select({ total: count() }).from(enquiries).where(where);
  const items = await db
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(size)
    .offset((current - 1) * size);
  return { items, total: Number(total), page: current, pageSize: size };
}

/** Every enquiry matching the search, newest first, for the CSV export (capped to keep memory bounded). */
export async function listEnquiriesForExport({
  actor,
  search,
}: {
  actor: Actor | null;
  search?: string;
}): Promise<Enquiry[]> {
  assertArea(actor, 'admin');
  return db
    .select()
    .from(enquiries)
    .where(searchCondition(search))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(100_000);
}

/** Marks an enquiry handled (or not yet handled again). */
export async function setEnquiryHandled({
  actor,
  id,
  handled,
}: {
  actor: Actor | null;
  id: number | string;
  handled: boolean;
}): Promise<Enquiry> {
  const admin = assertArea(actor, 'admin');
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ handled: enquiries.handled }).from(enquiries).where(eq(enquiries.id, rowId(id))).for('update');
    if (!current) throw AppError.notFound();
    const [row] = await tx.update(enquiries).set({ handled: !!handled }).where(eq(enquiries.id, rowId(id))).returning();
    await recordAudit(tx, admin, { action: 'update', entity: 'enquiries', entityId: row.id, before: current, after: { handled: row.handled } });
    return row;
  });
}

/** One enquiry, for the administrators (GET /api/enquiries/{id}). */
export async function getEnquiry({ actor, id }: { actor: Actor | null; id: number | string }): Promise<Enquiry> {
  assertArea(actor, 'admin');
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return row;
}
