import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCollegeStaff } from '@/lib/auth/session';
import { getReceipt } from '@/lib/data/college/receipts';
import { getCollegeSettings } from '@/lib/data/college/settings';
import { isAppError } from '@/lib/errors';
import { formatRupees, rupeesInWords } from '@/lib/money';
import { PrintButton } from '@/components/print/print-button';
import classes from '@/components/print/print-document.module.css';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Receipt' };

const day = (iso: string) => iso.split('-').reverse().join('/');

/** The printable receipt: plain HTML and print CSS, amounts in Indian grouping and in words. */
export default async function ReceiptPrintPage({ params }: Props) {
  const actor = await requireCollegeStaff();
  const [receipt, college] = await Promise.all([
    getReceipt({ actor, id: (await params).id }).catch((error: unknown) => {
      if (isAppError(error) && error.status === 404) notFound();
      throw error;
    }),
    getCollegeSettings(),
  ]);
  const contacts = [college.phone && `Phone ${college.phone}`, college.email].filter(Boolean).join(' · ');
  return (
    <>
      <div className={classes.noPrint} style={{ marginBottom: 16 }}>
        <PrintButton />
      </div>
      <article className={classes.document} aria-label="Receipt">
        {/* The institution (issue 27 item 1), as /college/settings gives it. */}
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
          <h1 style={{ margin: 0, fontSize: 22 }}>Fee Receipt</h1>
          <strong>Receipt No {receipt.receiptNo}</strong>
        </header>
        {receipt.cancelled && <p className={classes.cancelled}>CANCELLED: {receipt.cancelReason}</p>}
        <table style={{ width: '100%', margin: '16px 0', borderCollapse: 'collapse' }}>
          <tbody>
            <tr>
              <td>Date</td>
              <td>{day(receipt.paidOn)}</td>
            </tr>
            <tr>
              <td>Student</td>
              <td>{receipt.studentName}</td>
            </tr>
            <tr>
              <td>Roll No</td>
              <td>{receipt.rollNo}</td>
            </tr>
            <tr>
              <td>Course</td>
              <td>{receipt.courseName}</td>
            </tr>
            <tr>
              <td>Semester</td>
              <td>{receipt.semesterName}</td>
            </tr>
            <tr>
              <td>Batch</td>
              <td>{receipt.batchName}</td>
            </tr>
            <tr>
              <td>Payment Mode</td>
              <td>
                {receipt.paymentModeName}
                {receipt.referenceNo ? ` (Ref ${receipt.referenceNo})` : ''}
              </td>
            </tr>
          </tbody>
        </table>
        <table style={{ width: '100%', borderCollapse: 'collapse' }} border={1} cellPadding={6}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>Particulars</th>
              <th className={classes.amount}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {receipt.items?.map((item) => (
              <tr key={item.fee}>
                <td>{item.feeName}</td>
                <td className={classes.amount}>{formatRupees(item.amount)}</td>
              </tr>
            ))}
            <tr>
              <th style={{ textAlign: 'left' }}>Total</th>
              <th className={classes.amount}>{formatRupees(receipt.total)}</th>
            </tr>
          </tbody>
        </table>
        <p>
          <strong>Amount in words:</strong> {rupeesInWords(receipt.total)}
        </p>
        {receipt.balanceAfter !== null && (
          <p>
            <strong>Balance after this payment:</strong> {formatRupees(receipt.balanceAfter)}
          </p>
        )}
        {receipt.receivedBy && (
          <p>
            <strong>Received by:</strong> {receipt.receivedBy}
          </p>
        )}
        <p style={{ marginTop: 48, textAlign: 'right' }}>Authorised Signatory</p>
        {college.receiptFooter && <p className={classes.footer}>{college.receiptFooter}</p>}
      </article>
    </>
  );
}
