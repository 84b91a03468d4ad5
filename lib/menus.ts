import { collegeEntities } from '@/lib/resources/college';
import { collegeResources, masterResources, adminPath } from '@/lib/resources/master-data';
import type { Area } from '@/lib/auth/roles';

/** `count` names a figure the layout passes to the shell (MenuCounts), shown beside the label. */
type MenuLink = { label: string; href: string; count?: MenuCountKey };
export type MenuGroup = { label: string; children: MenuLink[]; count?: MenuCountKey };

/** The figures beside member menu entries: interests awaiting an answer, own pending, accepted, shortlisted. */
export type MenuCountKey = 'received' | 'sent' | 'accepted' | 'shortlist';
export type MenuCounts = Partial<Record<MenuCountKey, number>>;
export type MenuItem = MenuLink | MenuGroup;

export const isGroup = (item: MenuItem): item is MenuGroup => 'children' in item;

const collegePath = (key: string) => `/college/${key}`;

const byLabel = (a: MenuLink, b: MenuLink) => a.label.localeCompare(b.label);

/** The side menu of each area, as the spec's route table names it. */
export const MENUS: Record<Area, MenuItem[]> = {
  admin: [
    { label: 'Dashboard', href: '/admin/dashboard' },
    { label: 'Profiles', href: '/admin/profile' },
    { label: 'Enquiries', href: '/admin/enquiries' },
    { label: 'Staff', href: '/admin/staff' },
    { label: 'Grievances', href: '/admin/grievances' },
    { label: 'Moderation', href: '/admin/moderation' },
    // The organisation's own settings (legal texts, grievance officer); "Settings" below is the master data.
    { label: 'Site settings', href: '/admin/settings' },
    {
      label: 'Settings',
      children: masterResources.map((r) => ({ label: r.title, href: adminPath(r) })).sort(byLabel),
    },
  ],
  member: [
    { label: 'Dashboard', href: '/user/dashboard' },
    { label: 'Matches', href: '/user/matches' },
    {
      label: 'Interests',
      count: 'received',
      children: [
        { label: 'Received', href: '/user/interests/received', count: 'received' },
        { label: 'Sent', href: '/user/interests/sent', count: 'sent' },
        { label: 'Accepted', href: '/user/interests/accepted', count: 'accepted' },
      ],
    },
    { label: 'Shortlist', href: '/user/shortlist', count: 'shortlist' },
    { label: 'Porutham', href: '/user/porutham' },
    { label: 'My account', href: '/user/account' },
    { label: 'Change Password', href: '/user/changepassword' },
  ],
  // The college registry's lists, then its settings lists, in registry order.
  college: [
    { label: 'Dashboard', href: '/college/dashboard' },
    ...collegeEntities.filter((e) => e.menu).map((e) => ({ label: e.title, href: collegePath(e.key) })),
    {
      label: 'Settings',
      children: collegeResources.map((r) => ({ label: r.title, href: collegePath(r.key) })),
    },
  ],
};
