import { collegeEntities } from '@/lib/resources/college';
import { collegeResources, masterResources, adminPath } from '@/lib/resources/master-data';
import type { Area } from '@/lib/auth/roles';
import type en from '@/lib/i18n/messages/en.json';
import type { MenuItem, MenuLink } from '@/lib/menu-items';

/** The catalogue's menu texts (lib/i18n/messages, namespace "menu"), read in the page's language. */
export type MenuKey = keyof (typeof en)['menu'];
type MenuText = (key: MenuKey) => string;

const collegePath = (key: string) => `/college/${key}`;

const byLabel = (a: MenuLink, b: MenuLink) => a.label.localeCompare(b.label);

/**
 * The side menu of each area, as the spec's route table names it, its words read through `t` (the
 * layout's translator). The registries' list titles (master data, college lists) stay as they are:
 * administrator and college screens are English for now.
 */
export const menuFor = (area: Area, t: MenuText): MenuItem[] => MENUS[area](t);

const MENUS: Record<Area, (t: MenuText) => MenuItem[]> = {
  admin: (t) => [
    { label: t('dashboard'), href: '/admin/dashboard' },
    { label: t('profiles'), href: '/admin/profile' },
    { label: t('verification'), href: '/admin/verification' },
    { label: t('payments'), href: '/admin/payments' },
    { label: t('enquiries'), href: '/admin/enquiries' },
    { label: t('staff'), href: '/admin/staff' },
    { label: t('grievances'), href: '/admin/grievances' },
    { label: t('moderation'), href: '/admin/moderation' },
    { label: t('audit'), href: '/admin/audit' },
    // The organisation's own settings (legal texts, grievance officer); "Settings" below is the master data.
    { label: t('siteSettings'), href: '/admin/settings' },
    {
      label: t('settings'),
      children: masterResources.map((r) => ({ label: r.title, href: adminPath(r) })).sort(byLabel),
    },
  ],
  member: (t) => [
    { label: t('dashboard'), href: '/user/dashboard' },
    { label: t('matches'), href: '/user/matches' },
    {
      label: t('interests'),
      count: 'received',
      children: [
        { label: t('received'), href: '/user/interests/received', count: 'received' },
        { label: t('sent'), href: '/user/interests/sent', count: 'sent' },
        { label: t('accepted'), href: '/user/interests/accepted', count: 'accepted' },
      ],
    },
    { label: t('messages'), href: '/user/messages', count: 'messages' },
    { label: t('shortlist'), href: '/user/shortlist', count: 'shortlist' },
    { label: t('whoViewedMe'), href: '/user/views' },
    { label: t('savedSearches'), href: '/user/searches' },
    { label: t('porutham'), href: '/user/porutham' },
    { label: t('blockedMembers'), href: '/user/blocked' },
    { label: t('myReports'), href: '/user/reports' },
    { label: t('myAccount'), href: '/user/account' },
    { label: t('changePassword'), href: '/user/changepassword' },
  ],
  // The college registry's lists, then its settings lists, in registry order.
  college: (t) => [
    { label: t('dashboard'), href: '/college/dashboard' },
    ...collegeEntities.filter((e) => e.menu).map((e) => ({ label: e.title, href: collegePath(e.key) })),
    { label: t('daybook'), href: '/college/daybook' },
    {
      label: t('settings'),
      children: [
        { label: 'Institution', href: '/college/settings' },
        ...collegeResources.map((r) => ({ label: r.title, href: collegePath(r.key) })),
      ],
    },
  ],
};
