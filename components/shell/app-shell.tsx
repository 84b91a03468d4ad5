import './app-shell.css';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { PublicLanguageSwitch } from '@/components/i18n/public-language-switch';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { Group, Title, spacing } from '@/components/ui/static-mantine';
import { logout } from '@/lib/auth/logout-action';
import { isGroup, type MenuCounts, type MenuItem } from '@/lib/menu-items';
import { AccountMenu } from './account-menu';
import { NavGroup, NavGroups, ShellBurger, ShellFrame, ShellNavLink } from './shell-client';
import { BrandTitle, CountBadge } from './shell-markup';
import { SiteFooter, footerTexts } from './site-footer';

/** Another brand than the app's: the college's name and logo, for its staff (issue 27 item 1). */
type ShellBrand = { name: string; logo: string | null };

type Props = {
  menu: MenuItem[];
  email: string;
  counts?: MenuCounts;
  brand?: ShellBrand;
  /** A member's unread notices: the header shows the bell (issue 26 item 2). */
  unreadNotices?: number;
  children: React.ReactNode;
};

const NAV_ID = 'main-menu';

/** Mantine's Menu.Item classes; role="menuitem" for the account menu (./account-menu.tsx). */
const MENU_ITEM = {
  className: 'mantine-focus-auto m_99ac2aa1 mantine-Menu-item m_87cf2631 mantine-UnstyledButton-root',
  role: 'menuitem',
  'data-menu-item': 'true',
} as const;

function MenuItemInner({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <div className="m_8b75e504 mantine-Menu-itemSection" data-position="left">
        {icon}
      </div>
      <div className="m_5476e0d3 mantine-Menu-itemLabel">{children}</div>
    </>
  );
}

/**
 * The signed-in frame: top bar with title and account menu, side menu 240 wide (a drawer on
 * phones), the page and the footer. A server component drawn as Mantine's AppShell draws it
 * (./app-shell.css holds the sizes Mantine's AppShell would write at run time), so every member
 * page does not download Mantine's AppShell, NavLink, Menu, popover and scroll-area code (issue 28,
 * item 3). The client pieces are small (./shell-client.tsx, ./account-menu.tsx, the language
 * buttons) and the notification bell.
 */
export async function AppShellLayout({ menu, email, counts, brand, unreadNotices, children }: Props) {
  const [t, tf] = await Promise.all([getTranslations('shell'), getTranslations('footer')]);
  const groups = menu.flatMap((item) =>
    isGroup(item) ? [{ id: item.label, hrefs: item.children.map((child) => child.href) }] : [],
  );

  return (
    <ShellFrame>
      <header
        style={{ '--app-shell-header-z-index': 100 } as React.CSSProperties}
        className="m_3b16f56b mantine-AppShell-header right-scroll-bar-position"
        data-with-border="true"
      >
        <Group justify="space-between" wrap="nowrap" style={{ paddingInline: spacing('md'), height: '100%' }}>
          <Group gap="sm" wrap="nowrap">
            <ShellBurger label={t('toggleNavigation')} controls={NAV_ID} />
            {brand ? (
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {brand.logo && (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored upload, served as it is
                  <img src={brand.logo} alt="" height={36} style={{ maxWidth: 72, objectFit: 'contain' }} />
                )}
                <BrandTitle>{brand.name}</BrandTitle>
              </Group>
            ) : (
              <Title order={1} size="h3" style={{ color: 'var(--mantine-color-grape-8)' }}>
                {t('brand')}
              </Title>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {unreadNotices !== undefined && <NotificationBell initialUnread={unreadNotices} />}
            <PublicLanguageSwitch />
            <AccountMenu
              label={t('accountMenu')}
              target={
                <Group gap={6} wrap="nowrap">
                  <IconUserCircle size={22} aria-hidden />
                  <p
                    style={
                      {
                        '--text-fz': 'var(--mantine-font-size-sm)',
                        '--text-lh': 'var(--mantine-line-height-sm)',
                        maxWidth: spacing(220),
                      } as React.CSSProperties
                    }
                    className="mantine-focus-auto m_b6d8b162 mantine-Text-root mantine-visible-from-sm"
                    data-size="sm"
                    data-truncate="end"
                  >
                    {email}
                  </p>
                  <IconChevronDown size={14} aria-hidden />
                </Group>
              }
            >
              <Link href="/user/changepassword" {...MENU_ITEM}>
                <MenuItemInner icon={<IconKey size={16} />}>{t('changePassword')}</MenuItemInner>
              </Link>
              {/* A POST (server action), never a link: a cross-site GET must not sign anyone out. */}
              <form action={logout}>
                <button type="submit" {...MENU_ITEM}>
                  <MenuItemInner icon={<IconLogout size={16} />}>{t('logout')}</MenuItemInner>
                </button>
              </form>
            </AccountMenu>
          </Group>
        </Group>
      </header>

      {/* width: Mantine makes the phone drawer full width; the spec keeps it 240 wide there too. */}
      <nav
        id={NAV_ID}
        style={{ '--app-shell-navbar-z-index': 'calc(100 + 1)', width: spacing(240) } as React.CSSProperties}
        className="m_45252eee mantine-AppShell-navbar"
        data-with-border="true"
        aria-label={t('mainMenu')}
      >
        {/* Mantine's ScrollArea p="xs" was here: the browser's own (thin) scrollbar, when the groups overflow. */}
        <div style={{ padding: spacing('xs'), overflowY: 'auto', scrollbarWidth: 'thin' }}>
          <NavGroups groups={groups}>
            {menu.map((item) =>
              isGroup(item) ? (
                <NavGroup
                  key={item.label}
                  id={item.label}
                  // The group's right section is its chevron: the figure goes beside the label.
                  label={
                    <Group gap="xs" wrap="nowrap" component="span">
                      {item.label}
                      <CountBadge value={item.count && counts?.[item.count]} />
                    </Group>
                  }
                >
                  {item.children.map((child) => (
                    <ShellNavLink
                      key={child.href}
                      href={child.href}
                      label={child.label}
                      rightSection={<CountBadge value={child.count && counts?.[child.count]} />}
                    />
                  ))}
                </NavGroup>
              ) : (
                <ShellNavLink
                  key={item.href}
                  href={item.href}
                  label={item.label}
                  rightSection={<CountBadge value={item.count && counts?.[item.count]} />}
                />
              ),
            )}
          </NavGroups>
        </div>
      </nav>

      <main className="m_8983817 mantine-AppShell-main">
        {children}
        {/* The matrimony service's legal links are not the college's. */}
        {!brand && <SiteFooter texts={footerTexts((key) => tf(key))} />}
      </main>
    </ShellFrame>
  );
}
