import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/print/print-button';
import classes from '@/components/print/print-document.module.css';
import { PrintSlip } from '@/components/print/print-slip';
import { requireCollegeStaff } from '@/lib/auth/session';
import { getRefund } from '@/lib/data/college/refunds';
import { getCollegeSettings } from '@/lib/data/college/settings';
import { isAppError } from '@/lib/errors';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Refund Slip' };

/**
 * The printable refund slip (issue 27 item 3): the receipt's layout (components/print/print-slip.tsx:
 * the institution, the student with course, semester and batch, the amount in words, the signature
 * line) with the refund's number, the receipt it gives back from, mode, reason and amount, who paid
 * it out and a line for the payee's signature.
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
  const receiptId = refund.paymentReceipt.split('/').pop();
  return (
    <>
      <div className={classes.noPrint} style={{ marginBottom: 16 }}>
        <PrintButton />
      </div>
      <PrintSlip
        label="Refund Slip"
        title="Refund Slip"
        number={`Refund No ${refund.refundNo}`}
        college={college}
        date={refund.refundedOn}
        student={{
          name: refund.studentName,
          rollNo: refund.rollNo,
          courseName: refund.courseName,
          semesterName: refund.semesterName,
          batchName: refund.batchName,
        }}
        details={[
          {
            label: 'Against Receipt No',
            value: <a href={`/college/paymenthistory/${receiptId}`}>{refund.receiptNo}</a>,
          },
          { label: 'Payment Mode', value: refund.paymentModeName },
          { label: 'Reason', value: refund.reason },
        ]}
        total={{ label: 'Amount refunded', amount: refund.amount }}
        notes={refund.refundedBy ? [{ label: 'Paid out by', value: refund.refundedBy }] : []}
        signatures={['Received by (signature)', 'Authorised Signatory']}
      />
    </>
  );
}
