import type { Metadata } from 'next';
import { CollegeList } from '@/components/college/college-list';
import { requireCollegeStaff } from '@/lib/auth/session';
import { feeFields, feeTable } from '@/lib/resources/college-screens';

export const metadata: Metadata = { title: 'Fees' };

export default async function FeesPage() {
  await requireCollegeStaff();
  return <CollegeList table={feeTable} formTitle="Fee" fields={feeFields} />;
}
