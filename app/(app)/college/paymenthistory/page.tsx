import type { Metadata } from 'next';
import { ReceiptList } from '@/components/college/receipt-list';
import { requireCollegeStaff } from '@/lib/auth/session';
import { RECEIPTS } from '@/lib/resources/college';
import { collegeTable } from '@/lib/resources/college-screens';
import { pageWithMessages } from '@/components/i18n/client-island';

export const metadata: Metadata = { title: 'Payment Receipts' };

async function PaymentHistoryPage() {
  await requireCollegeStaff();
  return <ReceiptList table={collegeTable(RECEIPTS)} />;
}

export default pageWithMessages(['form', 'validation'], PaymentHistoryPage);
