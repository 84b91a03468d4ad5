'use server';

import { getActor } from '@/lib/auth/session';
import { asAppError } from '@/lib/database-failure';
import { cancelInvoice } from '@/lib/data/invoices';
import { createPlanPayment, findMembersToBill } from '@/lib/data/plan-payments';
import type { Violation } from '@/lib/errors';

export type PaymentAnswer =
  | { ok: true; invoiceNumber: string | null; invoiceUrl: string | null; validUntil: string }
  | { ok: false; error: string; violations: Violation[] };

/** The Record payment form's save: the data layer checks the administrator and every field. */
export async function recordPayment(values: unknown): Promise<PaymentAnswer> {
  try {
    const payment = await createPlanPayment({ actor: await getActor(), input: values });
    return {
      ok: true,
      invoiceNumber: payment.invoice?.number ?? null,
      invoiceUrl: payment.invoice?.url ?? null,
      validUntil: payment.validUntil,
    };
  } catch (error) {
    const known = asAppError(error);
    if (known) return { ok: false, error: known.message, violations: known.violations };
    throw error;
  }
}

/** Cancelling an invoice with a reason (after the administrator confirms). */
export async function cancelInvoiceAction(
  id: number,
  cancelReason: string,
): Promise<PaymentAnswer | { ok: true }> {
  try {
    await cancelInvoice({ actor: await getActor(), id, input: { cancelled: true, cancelReason } });
    return { ok: true };
  } catch (error) {
    const known = asAppError(error);
    if (known) return { ok: false, error: known.message, violations: known.violations };
    throw error;
  }
}

export type MemberChoice = { value: string; label: string };

/** The member picker: up to 20 profiles by name, mobile or id (administrators only). */
export async function searchMembers(text: string): Promise<MemberChoice[]> {
  const rows = await findMembersToBill({ actor: await getActor(), text: String(text ?? '') });
  return rows.map((r) => ({
    value: `/api/profiles/${r.id}`,
    label: `${r.fullName} (#${r.id}, ${r.mobile})`,
  }));
}
