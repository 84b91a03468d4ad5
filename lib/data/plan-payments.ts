import 'server-only';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { invoices, membersPlans, paymentModes, planPayments, profiles } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { financialYearOf, gstInside } from '@/lib/invoices/numbers';
import { addDays } from '@/lib/format';
import { PLAN_PAYMENTS_COLLECTION, planPaymentListFields } from '@/lib/resources/invoice-lists';
import { iriOf as iri } from '@/lib/resources/iri';
import { planPaymentSchema } from '@/lib/validation/plan-payment';
import { parseInput } from '@/lib/validation/parse-input';
import { unresolved } from './college/input';
import { FOREIGN_KEY_VIOLATION, pgError } from './db-errors';
import { claimIdempotencyKey, recordIdempotentResource } from './idempotency';
import { expectObject, pickTyped, rowId, type InputProperty } from './input';
import { getInvoiceRecord, type InvoiceRecord } from './invoices';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from './list-query';
import { recordAudit } from './audit/record';
import { getSettings } from './settings';

/**
 * Plan payments (issue 25 item 2): an administrator records what a member paid for a members plan;
 * in one transaction the member's plan, plan start (contacts are counted from it) and expiry
 * (paid on + the plan's validity) are set, an invoice is numbered and written, and both are audited.
 */
export type PlanPaymentRecord = {
  id: number;
  profile: string | null;
  profileId: number | null;
  fullName: string | null;
  membersPlan: string;
  planName: string;
  amount: number;
  paymentMode: string;
  paymentModeName: string;
  referenceNo: string | null;
  paidOn: string;
  validUntil: string;
  createdAt: string;
  invoice: InvoiceRecord | null;
};

const selection = {
  id: planPayments.id,
  profileId: planPayments.profileId,
  fullName: profiles.fullName,
  membersPlanId: planPayments.membersPlanId,
  planName: membersPlans.name,
  amount: planPayments.amount,
  paymentModeId: planPayments.paymentModeId,
  paymentModeName: paymentModes.name,
  referenceNo: planPayments.referenceNo,
  paidOn: planPayments.paidOn,
  validUntil: planPayments.validUntil,
  createdAt: planPayments.createdAt,
  invoiceId: invoices.id,
};

type Row = {
  id: number; profileId: number | null; fullName: string | null; membersPlanId: number; planName: string; amount: number;
  paymentModeId: number; paymentModeName: string; referenceNo: string | null; paidOn: string; validUntil: string; createdAt: Date; invoiceId: number | null;
};

const columns: ListColumns = {
  id: planPayments.id,
  profile: planPayments.profileId,
  fullName: profiles.fullName,
  membersPlan: planPayments.membersPlanId,
  paymentMode: planPayments.paymentModeId,
  paidOn: planPayments.paidOn,
  amount: planPayments.amount,
};

const base = () =>
  db
    .select(selection)
    .from(planPayments)
    .leftJoin(profiles, eq(profiles.id, planPayments.profileId))
    .innerJoin(membersPlans, eq(membersPlans.id, planPayments.membersPlanId))
    .innerJoin(paymentModes, eq(paymentModes.id, planPayments.paymentModeId))
    .leftJoin(invoices, eq(invoices.paymentId, planPayments.id));

const toRecord = (row: Row, invoice: InvoiceRecord | null): PlanPaymentRecord => ({
  id: row.id,
  profile: row.profileId === null ? null : iri('profiles', row.profileId),
  profileId: row.profileId,
  fullName: row.fullName,
  membersPlan: iri('membersplans', row.membersPlanId),
  planName: row.planName,
  amount: row.amount,
  paymentMode: iri('paymentmodes', row.paymentModeId),
  paymentModeName: row.paymentModeName,
  referenceNo: row.referenceNo,
  paidOn: row.paidOn,
  validUntil: row.validUntil,
  createdAt: row.createdAt.toISOString(),
  invoice,
});

/** GET /api/plan_payments and /admin/payments (administrators): newest first, filtered by member, plan, mode, date. */
export async function listPlanPayments({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<PlanPaymentRecord>> {
  assertArea(actor, 'admin');
  const paging = pagingOf(query, 1000);
  const where = listWhere(planPaymentListFields, columns, query);
  const orderBy = listOrderBy(columns, query, [desc(planPayments.paidOn), desc(planPayments.id)], planPayments.id);
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(planPayments).leftJoin(profiles, eq(profiles.id, planPayments.profileId)).where(where),
  ]);
  const items = await Promise.all(
    (rows as Row[]).map(async (row) => toRecord(row, row.invoiceId === null ? null : await getInvoiceRecord(row.invoiceId))),
  );
  return resultOf(items, total, paging);
}

export async function getPlanPayment({ actor, id }: { actor: Actor | null; id: number | string }): Promise<PlanPaymentRecord> {
  assertArea(actor, 'admin');
  const [row] = await base().where(eq(planPayments.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return toRecord(row as Row, row.invoiceId === null ? null : await getInvoiceRecord(row.invoiceId));
}

const properties: InputProperty[] = [
  { name: 'profile', kind: 'iri' },
  { name: 'membersPlan', kind: 'iri' },
  { name: 'amount', kind: 'integer' },
  { name: 'paymentMode', kind: 'iri' },
  { name: 'referenceNo', kind: 'string' },
  { name: 'paidOn', kind: 'date' },
];

/**
 * Records a payment and makes its invoice. The member's profile row is locked (two payments for
 * one member queue, the later paid-on deciding the plan), and the financial year's counter row is
 * incremented with INSERT ... ON CONFLICT DO UPDATE ... RETURNING, which holds that row's lock
 * until commit, as college receipts do (college/receipts.ts): concurrent saves take consecutive
 * numbers and a save that fails rolls its increment back, so invoice numbers have no gaps and
 * no duplicates. The seller's details and the GST rate are copied onto the invoice as they are now.
 */
export async function createPlanPayment({ actor, input }: { actor: Actor | null; input: unknown }): Promise<PlanPaymentRecord> {
  const admin = assertArea(actor, 'admin');
  const v = parseInput(planPaymentSchema, pickTyped(expectObject(input), properties));
  const settings = await getSettings();
  const fyStart = financialYearOf(v.paidOn);
  const gstRate = settings.billing.gstRate;
  const split = gstInside(v.amount, gstRate);

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await claimIdempotencyKey(tx);
      const [member] = await tx
        .select({ id: profiles.id, fullName: profiles.fullName, membersPlanId: profiles.membersPlanId, expiry: profiles.expiry, planStartedOn: profiles.planStartedOn })
        .from(profiles)
        .where(eq(profiles.id, v.profile))
        .for('update');
      if (!member) throw unresolved();
      const [plan] = await tx.select({ name: membersPlans.name, validity: membersPlans.validity }).from(membersPlans).where(eq(membersPlans.id, v.membersPlan));
      if (!plan) throw unresolved();
      const validUntil = addDays(v.paidOn, plan.validity);
      const [payment] = await tx
        .insert(planPayments)
        .values({
          profileId: member.id,
          membersPlanId: v.membersPlan,
          amount: v.amount,
          paymentModeId: v.paymentMode,
          referenceNo: v.referenceNo,
          paidOn: v.paidOn,
          validUntil,
          createdBy: admin.id,
        })
        .returning({ id: planPayments.id });
      const [counter] = await queryRows<{ last_number: number }>(
        sql`insert into invoice_counter (fy_start, last_number) values (${fyStart}, 1)
            on conflict (fy_start) do update set last_number = invoice_counter.last_number + 1
            returning last_number`,
        tx,
      );
      const number = Number(counter.last_number);
      const [invoice] = await tx
        .insert(invoices)
        .values({
          fyStart,
          number,
          paymentId: payment.id,
          profileId: member.id,
          issuedOn: v.paidOn,
          sellerName: settings.organisation.name,
          sellerAddress: settings.organisation.address,
          sellerGstin: settings.organisation.gstin,
          buyerName: member.fullName,
          planName: plan.name,
          amount: v.amount,
          gstRate,
          ...split,
        })
        .returning({ id: invoices.id });
      // A new plan period: contacts are counted from today's payment, the expiry reminder re-arms.
      await tx
        .update(profiles)
        .set({ membersPlanId: v.membersPlan, expiry: validUntil, planStartedOn: v.paidOn, expiryRemindedFor: null, updatedAt: new Date() })
        .where(eq(profiles.id, member.id));
      await recordAudit(tx, admin, {
        action: 'create',
        entity: PLAN_PAYMENTS_COLLECTION,
        entityId: payment.id,
        after: { profile: member.id, membersPlan: v.membersPlan, amount: v.amount, paymentMode: v.paymentMode, referenceNo: v.referenceNo, paidOn: v.paidOn, validUntil, invoice: invoice.id },
      });
      await recordAudit(tx, admin, {
        action: 'update',
        entity: 'profiles',
        entityId: member.id,
        before: { membersPlan: member.membersPlanId, expiry: member.expiry, planStartedOn: member.planStartedOn },
        after: { membersPlan: v.membersPlan, expiry: validUntil, planStartedOn: v.paidOn },
      });
      await recordIdempotentResource(tx, iri(PLAN_PAYMENTS_COLLECTION, payment.id));
      return payment.id;
    });
  } catch (error) {
    if (pgError(error)?.code === FOREIGN_KEY_VIOLATION) throw unresolved();
    throw error;
  }
  return getPlanPayment({ actor, id });
}

/** The Record payment form's member picker: up to 20 profiles by name, mobile or id, newest first. */
export async function findMembersToBill({ actor, text }: { actor: Actor | null; text: string }) {
  assertArea(actor, 'admin');
  const q = text.trim().slice(0, 100);
  if (!q) return [];
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: profiles.id, fullName: profiles.fullName, mobile: profiles.mobile })
    .from(profiles)
    .where(or(ilike(profiles.fullName, pattern), ilike(profiles.mobile, pattern), id === null ? undefined : eq(profiles.id, id)))
    .orderBy(desc(profiles.id))
    .limit(20);
}

/** A member as the Record payment form names them when opened from their profile. */
export async function memberToBill({ actor, id }: { actor: Actor | null; id: number }) {
  assertArea(actor, 'admin');
  const [row] = await db.select({ id: profiles.id, fullName: profiles.fullName, mobile: profiles.mobile }).from(profiles).where(eq(profiles.id, id));
  return row ?? null;
}
