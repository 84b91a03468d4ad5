import type { Metadata } from 'next';
import { requireArea } from '@/lib/auth/session';
import { listStaff } from '@/lib/data/staff';
import { StaffScreen } from './staff-screen';
import { pageWithMessages } from '@/components/i18n/client-island';

export const metadata: Metadata = { title: 'Staff' };

/** College staff accounts (issue 12, item 0): administrators only. */
async function StaffPage() {
  const actor = await requireArea('admin');
  return <StaffScreen staff={await listStaff({ actor })} />;
}

export default pageWithMessages(['validation'], StaffPage);
