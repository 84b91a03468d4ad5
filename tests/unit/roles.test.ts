import { areaOf, areaOfPath, HOME_PATHS } from '@/lib/auth/roles';
import { MENUS, isGroup } from '@/lib/menus';
import { masterResources } from '@/lib/resources/master-data';

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
      ['Courses', '/college/course'],
      ['Semester', '/college/semester'],
      ['Batch', '/college/batch'],
      ['Fee Type', '/college/feetype'],
    ]);
  });
});
