import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { requireActor } from '@/lib/auth/session';
import { getInvoice } from '@/lib/data/invoices';
import { isAppError } from '@/lib/errors';
import { formatPaise } from '@/lib/invoices/numbers';
import { formatRupees } from '@/lib/money';
import { rupeesInTamilWords } from '@/lib/money-ta';
import { PrintButton } from '@/components/print/print-button';
import classes from '@/components/print/print-document.module.css';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Invoice' };

const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The printable invoice of a plan payment (issue 25): a member opens their own, administrators
 * any; another member's is not found. GST is inside the amount, shown as CGST and SGST halves,
 * with the seller's details and rate as they were on the day it was made.
 */
export default async function InvoicePage({ params }: Props) {
  const actor = await requireActor();
  const [invoice, t, locale] = await Promise.all([
    getInvoice({ actor, id: (await params).id }).catch((error: unknown) => {
      if (isAppError(error) && (error.status === 404 || error.status === 403)) notFound();
      throw error;
    }),
    getTranslations('invoices'),
    getLocale(),
  ]);
  // The API's words are English (to-words); a Tamil page says the amount in Tamil (lib/money-ta.ts).
  const amountInWords = locale === 'ta' ? rupeesInTamilWords(invoice.amount) : invoice.amountInWords;
  const halfRate = String(invoice.gstRate / 2);
  return (
    <>
      <div className={classes.noPrint} style={{ marginBottom: 16 }}>
        <PrintButton label={t('print')} />
      </div>
      <article className={classes.document} aria-label={t('heading')}>
        <div className={classes.institution}>
          <div>
            <h2 className={classes.orgName}>{invoice.sellerName}</h2>
            {invoice.sellerAddress && <div className={classes.address}>{invoice.sellerAddress}</div>}
            {invoice.sellerGstin && <div>{t('gstin', { gstin: invoice.sellerGstin })}</div>}
          </div>
        </div>
        <header
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          <h1 style={{ margin: 0, fontSize: 22 }}>{t('heading')}</h1>
          <strong>
            {t('number')} {invoice.number}
          </strong>
        </header>
        {invoice.cancelled && (
          <p className={classes.cancelled}>{t('cancelledBecause', { reason: invoice.cancelReason ?? '' })}</p>
        )}
        <table style={{ width: '100%', margin: '16px 0', borderCollapse: 'collapse' }}>
          <tbody>
            <tr>
              <td>{t('date')}</td>
              <td>{day(invoice.issuedOn)}</td>
            </tr>
            <tr>
              <td>{t('billedTo')}</td>
              <td>{invoice.buyerName}</td>
            </tr>
          </tbody>
        </table>
        <table style={{ width: '100%', borderCollapse: 'collapse' }} border={1} cellPadding={6}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>{t('description')}</th>
              <th className={classes.amount}>{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{t('planLine', { plan: invoice.planName, date: day(invoice.validUntil) })}</td>
              <td className={classes.amount}>{formatPaise(invoice.taxablePaise)}</td>
            </tr>
            <tr>
              <td>{t('taxable')}</td>
              <td className={classes.amount}>{formatPaise(invoice.taxablePaise)}</td>
            </tr>
            <tr>
              <td>{t('cgst', { rate: halfRate })}</td>
              <td className={classes.amount}>{formatPaise(invoice.cgstPaise)}</td>
            </tr>
            <tr>
              <td>{t('sgst', { rate: halfRate })}</td>
              <td className={classes.amount}>{formatPaise(invoice.sgstPaise)}</td>
            </tr>
            <tr>
              <th style={{ textAlign: 'left' }}>{t('total')}</th>
              <th className={classes.amount}>{formatRupees(invoice.amount)}</th>
            </tr>
          </tbody>
        </table>
        <p>
          <strong>{t('inWords')}:</strong> {amountInWords}
        </p>
        <p>
          {t('paidBy', { mode: invoice.paymentModeName })}
          {invoice.referenceNo ? ` · ${t('reference', { reference: invoice.referenceNo })}` : ''}
        </p>
        <p style={{ marginTop: 48, textAlign: 'right' }}>{t('signatory')}</p>
      </article>
    </>
  );
}
