import {
  INVOICES_COLLECTION,
  PLAN_PAYMENTS_COLLECTION,
  invoiceListFields,
  planPaymentListFields,
} from '@/lib/resources/invoice-lists';
import { PROFILE_SHORT_NAME } from '@/lib/resources/profile';
import { SCHEMA_NAME, type ApiClass, type ApiProperty } from './api-classes';
import { apiProperty } from './api-property';

/** Plan payments and their invoices in the API documentation (issue 25 item 2). */
const invoiceProperties = (): ApiProperty[] => [
  apiProperty('id', 'xmls:integer', 'The identifier.'),
  {
    ...apiProperty(
      'number',
      'xmls:string',
      'INV/{financial year}/{sequence}, e.g. INV/2026-27/00042: gap-free per April-March year',
    ),
    iri: SCHEMA_NAME,
  },
  apiProperty('url', 'xmls:string', 'The printable page'),
  { ...apiProperty('payment', 'xmls:string', 'The plan payment it is for'), link: 'PlanPayment' },
  {
    ...apiProperty('profile', 'xmls:string', 'The member billed (null once the profile is deleted)'),
    link: PROFILE_SHORT_NAME,
  },
  apiProperty('issuedOn', 'xmls:date', 'Invoice date (the day paid)'),
  apiProperty('sellerName', 'xmls:string', 'The organisation, as on the day'),
  apiProperty('sellerAddress', 'xmls:string', 'Its address'),
  apiProperty('sellerGstin', 'xmls:string', 'Its GSTIN'),
  apiProperty('buyerName', 'xmls:string', 'The member billed'),
  apiProperty('planName', 'xmls:string', 'The members plan'),
  apiProperty('amount', 'xmls:integer', 'Amount paid in rupees, GST included'),
  apiProperty('amountInWords', 'xmls:string', 'The amount in words'),
  apiProperty('gstRate', 'xmls:decimal', 'GST rate in percent'),
  apiProperty('taxableValue', 'xmls:decimal', 'The amount without GST, in rupees'),
  apiProperty('cgst', 'xmls:decimal', 'CGST (half the GST), in rupees'),
  apiProperty('sgst', 'xmls:decimal', 'SGST (half the GST), in rupees'),
  apiProperty('paymentModeName', 'xmls:string', 'Payment Mode'),
  apiProperty('referenceNo', 'xmls:string', 'Reference No'),
  apiProperty('validUntil', 'xmls:date', 'The plan is valid until'),
  apiProperty(
    'cancelled',
    'xmls:boolean',
    'PATCH true, with cancelReason, cancels the invoice (administrators); never undone',
    true,
  ),
  apiProperty('cancelledAt', 'xmls:dateTime', 'When it was cancelled'),
  apiProperty('cancelReason', 'xmls:string', 'Why it was cancelled', true),
];

export function invoiceClasses(): ApiClass[] {
  return [
    {
      shortName: 'PlanPayment',
      collection: PLAN_PAYMENTS_COLLECTION,
      title: 'PlanPayment',
      description:
        'Payments for members plans (administrators only). POST {"profile", "membersPlan", "amount", "paymentMode", ' +
        '"referenceNo", "paidOn"} sets the member\'s plan and expiry (paidOn + the plan\'s validity) and makes an ' +
        'invoice, answered inside the payment as "invoice" (number, url). Takes an Idempotency-Key.',
      properties: [
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        {
          ...apiProperty('profile', 'xmls:string', 'The member who paid', true, true),
          link: PROFILE_SHORT_NAME,
        },
        { ...apiProperty('fullName', 'xmls:string', "The member's name"), iri: SCHEMA_NAME },
        { ...apiProperty('membersPlan', 'xmls:string', 'Members Plan', true, true), link: 'MembersPlan' },
        apiProperty('planName', 'xmls:string', "The plan's name"),
        apiProperty('amount', 'xmls:integer', 'Amount in rupees, GST included', true, true),
        { ...apiProperty('paymentMode', 'xmls:string', 'Payment Mode', true, true), link: 'PaymentMode' },
        apiProperty('paymentModeName', 'xmls:string', "The payment mode's name"),
        apiProperty('referenceNo', 'xmls:string', 'Reference No (cheque, UPI or bank reference)', true),
        apiProperty('paidOn', 'xmls:date', 'Paid On', true, true),
        apiProperty('validUntil', 'xmls:date', 'The expiry it set'),
        apiProperty('createdAt', 'xmls:dateTime', 'Recorded'),
        { ...apiProperty('invoice', 'xmls:string', 'The invoice made for it'), link: 'Invoice' },
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET'],
      listFields: planPaymentListFields,
    },
    {
      shortName: 'Invoice',
      collection: INVOICES_COLLECTION,
      title: 'Invoice',
      description:
        'Invoices for plan payments: a member reads their own, administrators all. Never edited: PATCH ' +
        '{"cancelled": true, "cancelReason"} (administrators) cancels one, which keeps its number.',
      properties: invoiceProperties(),
      collectionMethods: ['GET'],
      itemMethods: ['GET', 'PATCH'],
      listFields: invoiceListFields,
    },
  ];
}
