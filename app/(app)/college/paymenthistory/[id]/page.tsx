import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCollegeStaff } from '@/lib/auth/session';
import { getReceipt } from '@/lib/data/college/receipts';
import { getCollegeSettings } from '@/lib/data/college/settings';
import { isAppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { PrintButton } from '@/components/print/print-button';
import classes from '@/components/print/print-document.module.css';
import { PrintSlip, type SlipRow } from '@/components/print/print-slip';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Receipt' };

/**
 * The printable receipt: the slip layout (components/print/print-slip.tsx: the institution, the
 * student with course, semester and batch, the amount in words, the signature line) with the
 * payment's lines, its mode, the balance left and who received it; amounts in Indian grouping.
 */
export default async function ReceiptPrintPage({ params }: Props) {
  const actor = await requireCollegeStaff();
  const [receipt, college] = await Promise.all([
    getReceipt({ actor, id: (await params).id }).catch((error: unknown) => {
      if (isAppError(error) && error.status === 404) notFound();
      throw error;
    }),
    getCollegeSettings(),
  ]);
  const notes: SlipRow[] = [];
  if (receipt.balanceAfter !== null)
    notes.push({ label: 'Balance after this payment', value: formatRupees(receipt.balanceAfter) });
  if (receipt.receivedBy) notes.push({ label: 'Received by', value: receipt.receivedBy });
  return (
    <>
      <div className={classes.noPrint} style={{ marginBottom: 16 }}>
        <PrintButton />
      </div>
      <PrintSlip
        label="Receipt"
        title="Fee Receipt"
        number={`Receipt No ${receipt.receiptNo}`}
        college={college}
        date={receipt.paidOn}
        notice={receipt.cancelled && <p className={classes.cancelled}>CANCELLED: {receipt.cancelReason}</p>}
        student={{
          name: receipt.studentName,
          rollNo: receipt.rollNo,
          courseName: receipt.courseName,
          semesterName: receipt.semesterName,
          batchName: receipt.batchName,
        }}
        details={[
          {
            label: 'Payment Mode',
            value: `${receipt.paymentModeName}${receipt.referenceNo ? ` (Ref ${receipt.referenceNo})` : ''}`,
          },
        ]}
        lines={receipt.items?.map((item) => ({ label: item.feeName, amount: item.amount }))}
        total={{ label: 'Total', amount: receipt.total }}
        notes={notes}
        signatures={['Authorised Signatory']}
      />
    </>
  );
}
