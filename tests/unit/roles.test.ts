import { areaOf, areaOfPath, HOME_PATHS } from '@/lib/auth/roles';
import en from '@/lib/i18n/messages/en.json';
import ta from '@/lib/i18n/messages/ta.json';
import { isGroup } from '@/lib/menu-items';
import { menuFor, type MenuKey } from '@/lib/menus';
import { masterResources } from '@/lib/resources/master-data';

// The menus as an English and a Tamil page read them.
const MENUS = {
  admin: menuFor('admin', (key: MenuKey) => en.menu[key]),
  college: menuFor('college', (key: MenuKey) => en.menu[key]),
};

describe('areas and menus', () => {
  it('gives administrators the admin area, members theirs, and everyone else the college one', () => {
    expect(areaOf(['ROLE_ADMIN', 'ROLE_MEMBER'])).toBe('admin');
    expect(areaOf(['ROLE_MEMBER'])).toBe('member');
    expect(areaOf(['ROLE_COLLEGE'])).toBe('college');
    expect(areaOf([])).toBe('college');
    expect(HOME_PATHS.admin).toBe('/admin/dashboard');
  });

  it('knows which area a path belongs to', () => {
    expect(areaOfPath('/admin/caste')).toBe('admin');
    expect(areaOfPath('/college/fee')).toBe('college');
    expect(areaOfPath('/user/dashboard')).toBe('member');
    expect(areaOfPath('/user/changepassword')).toBeNull();
    expect(areaOfPath('/administrator')).toBeNull();
    expect(areaOfPath('/login')).toBeNull();
  });

  it('lists the 15 master-data screens under Settings in the admin menu', () => {
    const settings = MENUS.admin.find(isGroup);
    expect(settings?.label).toBe('Settings');
    expect(settings?.children.map((c) => c.href).sort()).toEqual(
      masterResources.map((r) => `/admin/${r.key}`).sort(),
    );
    expect(settings?.children).toHaveLength(15);
  });

  it('gives the college menu the spec entries and paths', () => {
    const links = MENUS.college.flatMap((item) => (isGroup(item) ? item.children : [item]));
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ['Dashboard', '/college/dashboard'],
      ['Students', '/college/student'],
      ['Fees', '/college/fee'],
      ['Payment Receipts', '/college/paymenthistory'],
      ['Day Book', '/college/daybook'],
      ['Institution', '/college/settings'],
      ['Courses', '/college/course'],
      ['Semester', '/college/semester'],
      ['Batch', '/college/batch'],
      ['Fee Type', '/college/feetype'],
    ]);
  });

  it('reads the member menu in Tamil on a Tamil page, each entry at its address', () => {
    const tamil = menuFor('member', (key: MenuKey) => ta.menu[key]);
    const links = tamil.flatMap((item) => (isGroup(item) ? [item, ...item.children] : [item]));
    expect(links.map((l) => l.label)).toEqual(
      expect.arrayContaining(['வரன்கள்', 'விருப்பங்கள்', 'பொருத்தம்', 'கடவுச்சொல்லை மாற்று']),
    );
    expect(tamil.find((item) => !isGroup(item) && item.href === '/user/matches')?.label).toBe('வரன்கள்');
    // No English label slipped through untranslated.
    const english = menuFor('member', (key: MenuKey) => en.menu[key]);
    const englishLabels = english.flatMap((item) => (isGroup(item) ? [item, ...item.children] : [item]));
    for (const label of links.map((l) => l.label))
      expect(englishLabels.map((l) => l.label)).not.toContain(label);
  });
});
