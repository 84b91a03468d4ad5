import type { Metadata } from 'next';
import { ReceiptList } from '@/components/college/receipt-list';
import { requireCollegeStaff } from '@/lib/auth/session';
import { receiptTable } from '@/lib/resources/college-screens';

export const metadata: Metadata = { title: 'Payment Receipts' };

export default async function PaymentHistoryPage() {
  await requireCollegeStaff();
  return <ReceiptList table={receiptTable} />;
}
