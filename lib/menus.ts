import { masterResources, adminPath } from '@/lib/resources/master-data';
import type { Area } from '@/lib/auth/roles';

export type MenuLink = { label: string; href: string };
export type MenuGroup = { label: string; children: MenuLink[] };
export type MenuItem = MenuLink | MenuGroup;

export const isGroup = (item: MenuItem): item is MenuGroup => 'children' in item;

const byLabel = (a: MenuLink, b: MenuLink) => a.label.localeCompare(b.label);

/** The side menu of each area, as the spec's route table names it. */
export const MENUS: Record<Area, MenuItem[]> = {
  admin: [
    { label: 'Dashboard', href: '/admin/dashboard' },
    { label: 'Profiles', href: '/admin/profile' },
    { label: 'Enquiries', href: '/admin/enquiries' },
    {
      label: 'Settings',
      children: masterResources.map((r) => ({ label: r.title, href: adminPath(r) })).sort(byLabel),
    },
  ],
  member: [
    { label: 'Dashboard', href: '/user/dashboard' },
    { label: 'Matches', href: '/user/matches' },
    { label: 'Change Password', href: '/user/changepassword' },
  ],
  college: [
    { label: 'Dashboard', href: '/college/dashboard' },
    { label: 'Students', href: '/college/student' },
    { label: 'Fees', href: '/college/fee' },
    { label: 'Payment Receipts', href: '/college/paymenthistory' },
    {
      label: 'Settings',
      children: [
        { label: 'Courses', href: '/college/course' },
        { label: 'Semester', href: '/college/semester' },
        { label: 'Batch', href: '/college/batch' },
        { label: 'Fee Type', href: '/college/feetype' },
      ],
    },
  ],
};
