import 'server-only';
import { cancelInvoice, getInvoice, listInvoices, type InvoiceRecord } from '@/lib/data/invoices';
import {
  createPlanPayment,
  getPlanPayment,
  listPlanPayments,
  type PlanPaymentRecord,
} from '@/lib/data/plan-payments';
import {
  INVOICES_COLLECTION,
  PLAN_PAYMENTS_COLLECTION,
  invoiceListFields,
  planPaymentListFields,
} from '@/lib/resources/invoice-lists';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { collectionBody } from '../collection';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/plan_payments (administrators: record and list plan payments, each answered with its
 * invoice) and /api/invoices (a member reads their own, administrators all and cancel them).
 */
const PAYMENT = 'PlanPayment';
const INVOICE = 'Invoice';

function invoiceItem(invoice: InvoiceRecord, context = false) {
  return {
    ...(context ? { '@context': contextOf(INVOICE) } : {}),
    '@id': iriOf(INVOICES_COLLECTION, invoice.id),
    '@type': INVOICE,
    id: invoice.id,
    number: invoice.number,
    url: invoice.url,
    payment: invoice.payment,
    profile: invoice.profile,
    issuedOn: invoice.issuedOn,
    sellerName: invoice.sellerName,
    sellerAddress: invoice.sellerAddress,
    sellerGstin: invoice.sellerGstin,
    buyerName: invoice.buyerName,
    planName: invoice.planName,
    amount: invoice.amount,
    amountInWords: invoice.amountInWords,
    gstRate: invoice.gstRate,
    taxableValue: invoice.taxablePaise / 100,
    cgst: invoice.cgstPaise / 100,
    sgst: invoice.sgstPaise / 100,
    paymentModeName: invoice.paymentModeName,
    referenceNo: invoice.referenceNo,
    validUntil: invoice.validUntil,
    cancelled: invoice.cancelled,
    cancelledAt: invoice.cancelledAt,
    cancelReason: invoice.cancelReason,
  };
}

function paymentItem(payment: PlanPaymentRecord, context = false) {
  return {
    ...(context ? { '@context': contextOf(PAYMENT) } : {}),
    '@id': iriOf(PLAN_PAYMENTS_COLLECTION, payment.id),
    '@type': PAYMENT,
    id: payment.id,
    profile: payment.profile,
    fullName: payment.fullName,
    membersPlan: payment.membersPlan,
    planName: payment.planName,
    amount: payment.amount,
    paymentMode: payment.paymentMode,
    paymentModeName: payment.paymentModeName,
    referenceNo: payment.referenceNo,
    paidOn: payment.paidOn,
    validUntil: payment.validUntil,
    createdAt: payment.createdAt,
    invoice: payment.invoice ? invoiceItem(payment.invoice) : null,
  };
}

export const planPaymentEndpoint: Endpoint = {
  audience: 'admin',
  idempotencyKey: true,
  list: async ({ actor, search }) => {
    const result = await listPlanPayments({
      actor,
      query: parseListQuery(search, planPaymentListFields, PLAN_PAYMENTS_COLLECTION),
    });
    return collectionBody({
      context: contextOf(PAYMENT),
      path: collectionIri(PLAN_PAYMENTS_COLLECTION),
      search,
      result,
      members: result.items.map((payment) => paymentItem(payment)),
      fields: planPaymentListFields,
    });
  },
  collection: {
    POST: async (ctx, actor) => {
      const payment = await createPlanPayment({ actor, input: await readJsonBody(ctx.request, 'POST') });
      const iri = iriOf(PLAN_PAYMENTS_COLLECTION, payment.id);
      return jsonLd(paymentItem(payment, true), 201, { Location: iri, 'Content-Location': iri });
    },
  },
  item: {
    GET: async (_ctx, id, actor) => jsonLd(paymentItem(await getPlanPayment({ actor, id }), true)),
  },
};

export const invoiceEndpoint: Endpoint = {
  audience: ['member', 'admin'],
  list: async ({ actor, search }) => {
    const result = await listInvoices({
      actor,
      query: parseListQuery(search, invoiceListFields, INVOICES_COLLECTION),
    });
    return collectionBody({
      context: contextOf(INVOICE),
      path: collectionIri(INVOICES_COLLECTION),
      search,
      result,
      members: result.items.map((invoice) => invoiceItem(invoice)),
      fields: invoiceListFields,
    });
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) =>
      jsonLd(invoiceItem(await getInvoice({ actor, id }), true), 200, { 'Accept-Patch': MERGE_PATCH }),
    PATCH: async (ctx, id, actor) => {
      const invoice = await cancelInvoice({ actor, id, input: await readJsonBody(ctx.request, 'PATCH') });
      return jsonLd(invoiceItem(invoice, true), 200, { 'Accept-Patch': MERGE_PATCH });
    },
  },
};
