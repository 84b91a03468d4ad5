import { rem } from '@mantine/core';
import { AppShellLayout } from '@/components/shell/app-shell';
import { renderWithMantine, screen } from '../helpers/render';

jest.mock('next/navigation', () => ({
  usePathname: () => '/admin/dashboard',
  useRouter: () => ({ refresh: jest.fn() }),
}));
// The server actions are only targets here; their server imports have no place in jsdom.
jest.mock('@/lib/auth/logout-action', () => ({ logout: jest.fn() }));
jest.mock('@/lib/i18n/locale-action', () => ({ chooseLocale: jest.fn() }));

describe('the side panel', () => {
  it('is 240 wide at every width, so the phone drawer is 240 wide too (not full width)', () => {
    renderWithMantine(
      <AppShellLayout menu={[{ label: 'Dashboard', href: '/admin/dashboard' }]} email="a@b.in">
        <p>page</p>
      </AppShellLayout>,
    );
    // Mantine sets --app-shell-navbar-width to 100% below the breakpoint; the panel's own (inline) width wins. rem(240) is 15rem, 240 px at Mantine's scale 1.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveStyle({ width: rem(240) });
  });
});
