import type { Metadata } from 'next';
import { CollegeList } from '@/components/college/college-list';
import { requireCollegeStaff } from '@/lib/auth/session';
import { studentFields, studentTable } from '@/lib/resources/college-screens';

export const metadata: Metadata = { title: 'Students' };

export default async function StudentsPage() {
  await requireCollegeStaff();
  return <CollegeList table={studentTable} formTitle="Student" fields={studentFields} />;
}
