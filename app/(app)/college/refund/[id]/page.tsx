import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/print/print-button';
import classes from '@/components/print/print-document.module.css';
import { requireCollegeStaff } from '@/lib/auth/session';
import { getRefund } from '@/lib/data/college/refunds';
import { getCollegeSettings } from '@/lib/data/college/settings';
import { isAppError } from '@/lib/errors';
import { formatRupees, rupeesInWords } from '@/lib/money';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Refund Slip' };

const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The printable refund slip (issue 27 item 3): the institution, the refund's number and day, the
 * receipt it gives back from, the student, mode, reason and amount (in words too), who paid it out
 * and a line for the payee's signature. The receipt's print CSS.
 */
export default async function RefundSlipPage({ params }: Props) {
  const actor = await requireCollegeStaff();
  const [refund, college] = await Promise.all([
    getRefund({ actor, id: (await params).id }).catch((error: unknown) => {
      if (isAppError(error) && error.status === 404) notFound();
      throw error;
    }),
    getCollegeSettings(),
  ]);
  const contacts = [college.phone && `Phone ${college.phone}`, college.email].filter(Boolean).join(' · ');
  const receiptId = refund.paymentReceipt.split('/').pop();
  return (
    <>
      <div className={classes.noPrint} style={{ marginBottom: 16 }}>
        <PrintButton />
      </div>
      <article className={classes.document} aria-label="Refund Slip">
        <div className={classes.institution}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload, printed as it is */}
          {college.logo && <img src={college.logo} alt="" className={classes.logo} />}
          <div>
            <h2 className={classes.orgName}>{college.name}</h2>
            {college.address && <div className={classes.address}>{college.address}</div>}
            {contacts && <div>{contacts}</div>}
            {college.registration && <div>{college.registration}</div>}
          </div>
        </div>
        <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <h1 style={{ margin: 0, fontSize: 22 }}>Refund Slip</h1>
          <strong>Refund No {refund.refundNo}</strong>
        </header>
        <table style={{ width: '100%', margin: '16px 0', borderCollapse: 'collapse' }}>
          <tbody>
            <tr>
              <td>Date</td>
              <td>{day(refund.refundedOn)}</td>
            </tr>
            <tr>
              <td>Student</td>
              <td>{refund.studentName}</td>
            </tr>
            <tr>
              <td>Roll No</td>
              <td>{refund.rollNo}</td>
            </tr>
            <tr>
              <td>Against Receipt No</td>
              <td>
                <a href={`/college/paymenthistory/${receiptId}`}>{refund.receiptNo}</a>
              </td>
            </tr>
            <tr>
              <td>Payment Mode</td>
              <td>{refund.paymentModeName}</td>
            </tr>
            <tr>
              <td>Reason</td>
              <td>{refund.reason}</td>
            </tr>
          </tbody>
        </table>
        <table style={{ width: '100%', borderCollapse: 'collapse' }} border={1} cellPadding={6}>
          <tbody>
            <tr>
              <th style={{ textAlign: 'left' }}>Amount refunded</th>
              <th className={classes.amount}>{formatRupees(refund.amount)}</th>
            </tr>
          </tbody>
        </table>
        <p>
          <strong>Amount in words:</strong> {rupeesInWords(refund.amount)}
        </p>
        {refund.refundedBy && (
          <p>
            <strong>Paid out by:</strong> {refund.refundedBy}
          </p>
        )}
        <div style={{ marginTop: 48, display: 'flex', justifyContent: 'space-between' }}>
          <span>Received by (signature)</span>
          <span>Authorised Signatory</span>
        </div>
        {college.receiptFooter && <p className={classes.footer}>{college.receiptFooter}</p>}
      </article>
    </>
  );
}
