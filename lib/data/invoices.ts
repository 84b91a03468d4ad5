import 'server-only';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { db } from '@/db/client';
import { invoices, paymentModes, planPayments } from '@/db/schema';
import { isAdmin, areaOf, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { invoiceNumberOf } from '@/lib/invoices/numbers';
import { rupeesInWords } from '@/lib/money';
import { INVOICES_COLLECTION, invoiceListFields } from '@/lib/resources/invoice-lists';
import { iriOf as iri } from '@/lib/resources/iri';
import { PLAN_PAYMENT_MESSAGES as M, invoiceCancelSchema } from '@/lib/validation/plan-payment';
import { parseInput } from '@/lib/validation/parse-input';
import { expectObject, pickTyped, rowId } from './input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from './list-query';
import { recordAudit } from './audit/record';

/**
 * Invoices for plan payments (issue 25 item 2): a member reads their own, administrators all;
 * an invoice is never edited, only cancelled with a reason (it keeps its number).
 */
export type InvoiceRecord = {
  id: number;
  number: string;
  url: string;
  fyStart: number;
  sequence: number;
  payment: string;
  profile: string | null;
  issuedOn: string;
  sellerName: string;
  sellerAddress: string;
  sellerGstin: string;
  buyerName: string;
  planName: string;
  amount: number;
  amountInWords: string;
  gstRate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  paymentModeName: string;
  referenceNo: string | null;
  validUntil: string;
  cancelled: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
};

/** The printable page of an invoice (members and administrators alike). */
const invoicePageOf = (id: number) => `/invoices/${id}`;

const cancelledSql = sql<boolean>`(${invoices.cancelledAt} is not null)`;

const columns: ListColumns = {
  id: invoices.id,
  profile: invoices.profileId,
  buyerName: invoices.buyerName,
  fyStart: invoices.fyStart,
  issuedOn: invoices.issuedOn,
  cancelled: cancelledSql,
};

const selection = {
  id: invoices.id,
  fyStart: invoices.fyStart,
  number: invoices.number,
  paymentId: invoices.paymentId,
  profileId: invoices.profileId,
  issuedOn: invoices.issuedOn,
  sellerName: invoices.sellerName,
  sellerAddress: invoices.sellerAddress,
  sellerGstin: invoices.sellerGstin,
  buyerName: invoices.buyerName,
  planName: invoices.planName,
  amount: invoices.amount,
  gstRate: invoices.gstRate,
  taxablePaise: invoices.taxablePaise,
  cgstPaise: invoices.cgstPaise,
  sgstPaise: invoices.sgstPaise,
  paymentModeName: paymentModes.name,
  referenceNo: planPayments.referenceNo,
  validUntil: planPayments.validUntil,
  cancelledAt: invoices.cancelledAt,
  cancelReason: invoices.cancelReason,
  createdAt: invoices.createdAt,
};

type Row = {
  id: number; fyStart: number; number: number; paymentId: number; profileId: number | null; issuedOn: string; sellerName: string; sellerAddress: string; sellerGstin: string;
  buyerName: string; planName: string; amount: number; gstRate: number; taxablePaise: number; cgstPaise: number; sgstPaise: number;
  paymentModeName: string; referenceNo: string | null; validUntil: string; cancelledAt: Date | null; cancelReason: string | null; createdAt: Date;
};

const toRecord = (row: Row): InvoiceRecord => ({
  id: row.id,
  number: invoiceNumberOf(row.fyStart, row.number),
  url: invoicePageOf(row.id),
  fyStart: row.fyStart,
  sequence: row.number,
  payment: iri('plan_payments', row.paymentId),
  profile: row.profileId === null ? null : iri('profiles', row.profileId),
  issuedOn: row.issuedOn,
  sellerName: row.sellerName,
  sellerAddress: row.sellerAddress,
  sellerGstin: row.sellerGstin,
  buyerName: row.buyerName,
  planName: row.planName,
  amount: row.amount,
  amountInWords: rupeesInWords(row.amount),
  gstRate: Number(row.gstRate),
  taxablePaise: Number(row.taxablePaise),
  cgstPaise: Number(row.cgstPaise),
  sgstPaise: Number(row.sgstPaise),
  paymentModeName: row.paymentModeName,
  referenceNo: row.referenceNo,
  validUntil: row.validUntil,
  cancelled: row.cancelledAt !== null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  cancelReason: row.cancelReason,
  createdAt: row.createdAt.toISOString(),
});

const base = () =>
  db
    .select(selection)
    .from(invoices)
    .innerJoin(planPayments, eq(planPayments.id, invoices.paymentId))
    .innerJoin(paymentModes, eq(paymentModes.id, planPayments.paymentModeId));

/**
 * Which invoices an actor may read: administrators all; a member those of their own profile;
 * anyone else none (401 anonymous, 403 college staff).
 */
function readableBy(actor: Actor | null): SQL | undefined {
  if (!actor) throw AppError.unauthorized();
  if (isAdmin(actor)) return undefined;
  if (areaOf(actor.roles) !== 'member') throw AppError.forbidden();
  return sql`${invoices.profileId} = (select p.id from profile p where p.user_id = ${actor.id})`;
}

/** One invoice for the data layer's own use (the payment it belongs to carries it), unchecked. */
export async function getInvoiceRecord(id: number): Promise<InvoiceRecord | null> {
  const [row] = await base().where(eq(invoices.id, id));
  return row ? toRecord(row as Row) : null;
}

/** GET /api/invoices: newest first. */
export async function listInvoices({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<InvoiceRecord>> {
  const own = readableBy(actor);
  const paging = pagingOf(query, 1000);
  const where = and(own, listWhere(invoiceListFields, columns, query));
  const orderBy = listOrderBy(columns, query, [desc(invoices.issuedOn), desc(invoices.id)], invoices.id);
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return resultOf((rows as Row[]).map(toRecord), total, paging);
}

/** GET /api/invoices/{id} and the printable page: another member's invoice is a 404, as if it did not exist. */
export async function getInvoice({ actor, id }: { actor: Actor | null; id: number | string }): Promise<InvoiceRecord> {
  const own = readableBy(actor);
  const [row] = await base().where(and(eq(invoices.id, rowId(id)), own));
  if (!row) throw AppError.notFound();
  return toRecord(row as Row);
}

/**
 * The only change an invoice takes (administrators): {"cancelled": true, "cancelReason"}. Its
 * number stays taken; the member's plan is left as it is (the administrator sets it in the profile
 * if the payment is refunded). 409 when already cancelled.
 */
export async function cancelInvoice({ actor, id, input }: { actor: Actor | null; id: number | string; input: unknown }): Promise<InvoiceRecord> {
  if (!actor) throw AppError.unauthorized();
  if (!isAdmin(actor)) throw AppError.forbidden();
  const current = await getInvoice({ actor, id });
  const body = expectObject(input);
  if (Object.keys(body).some((key) => key !== 'cancelled' && key !== 'cancelReason')) {
    throw AppError.validation([{ propertyPath: 'cancelled', message: M.onlyCancel }]);
  }
  const { cancelReason } = parseInput(
    invoiceCancelSchema,
    pickTyped(body, [
      { name: 'cancelled', kind: 'boolean' },
      { name: 'cancelReason', kind: 'string' },
    ]),
  );
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(invoices)
      .set({ cancelledAt: new Date(), cancelReason, cancelledBy: actor.id })
      .where(and(eq(invoices.id, current.id), isNull(invoices.cancelledAt)))
      .returning({ id: invoices.id });
    if (updated.length === 0) throw AppError.conflict(M.alreadyCancelled);
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: INVOICES_COLLECTION,
      entityId: current.id,
      before: { cancelReason: null },
      after: { cancelReason },
    });
  });
  return getInvoice({ actor, id: current.id });
}

/** The member's own invoices for their dashboard, newest first (at most 20). */
export async function myInvoices(profileId: number): Promise<InvoiceRecord[]> {
  const rows = await base().where(eq(invoices.profileId, profileId)).orderBy(desc(invoices.issuedOn), desc(invoices.id)).limit(20);
  return (rows as Row[]).map(toRecord);
}

