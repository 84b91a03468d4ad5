'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import {
  AppShell,
  Badge,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { logout } from '@/lib/auth/logout-action';
import { SiteFooter, footerTexts } from './site-footer';
import { isGroup, type MenuCountKey, type MenuCounts, type MenuItem } from '@/lib/menu-items';

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

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** A menu entry's figure (only when there is something to count), read out with its label. */
function CountBadge({ counts, name }: { counts?: MenuCounts; name?: MenuCountKey }) {
  const value = name ? counts?.[name] : undefined;
  if (!value) return null;
  return (
    <Badge size="sm" variant="filled" color="grape" circle={value < 10}>
      {value}
    </Badge>
  );
}

/** The signed-in frame: top bar with title and account menu, side menu 240 wide (a drawer on phones). */
export function AppShellLayout({ menu, email, counts, brand, unreadNotices, children }: Props) {
  const pathname = usePathname();
  const t = useTranslations('shell');
  const tf = useTranslations('footer');
  const [opened, { toggle, close }] = useDisclosure(false);
  // Only one settings group open at a time: the one holding the current page, until another is clicked.
  const [openGroup, setOpenGroup] = useState<string | null>(
    () =>
      menu.find((item) => isGroup(item) && item.children.some((c) => isActive(pathname, c.href)))?.label ??
      null,
  );

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleNavigation')}
            />
            {brand ? (
              <Group gap="xs" wrap="nowrap" miw={0}>
                {brand.logo && (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored upload, served as it is
                  <img src={brand.logo} alt="" height={36} style={{ maxWidth: 72, objectFit: 'contain' }} />
                )}
                <Title order={1} size="h4" c="grape.8" lineClamp={1}>
                  {brand.name}
                </Title>
              </Group>
            ) : (
              <Title order={1} size="h3" c="grape.8">
                {t('brand')}
              </Title>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {unreadNotices !== undefined && <NotificationBell initialUnread={unreadNotices} />}
            <LanguageSwitch />
            <Menu position="bottom-end" width={220} shadow="md">
              <Menu.Target>
                <UnstyledButton aria-label={t('accountMenu')}>
                  <Group gap={6} wrap="nowrap">
                    <IconUserCircle size={22} aria-hidden />
                    <Text size="sm" visibleFrom="sm" maw={220} truncate>
                      {email}
                    </Text>
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} href="/user/changepassword" leftSection={<IconKey size={16} />}>
                  {t('changePassword')}
                </Menu.Item>
                {/* A POST (server action), never a link: a cross-site GET must not sign anyone out. */}
                <form action={logout}>
                  <Menu.Item component="button" type="submit" leftSection={<IconLogout size={16} />}>
                    {t('logout')}
                  </Menu.Item>
                </form>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      {/* w: Mantine makes the phone drawer full width; the spec keeps it 240 wide there too. */}
      <AppShell.Navbar aria-label={t('mainMenu')} w={240}>
        <ScrollArea p="xs">
          {menu.map((item) =>
            isGroup(item) ? (
              <NavLink
                key={item.label}
                component="button"
                // The group's right section is its chevron (Mantine rotates it): the figure goes beside the label.
                label={
                  <Group gap="xs" wrap="nowrap" component="span">
                    {item.label}
                    <CountBadge counts={counts} name={item.count} />
                  </Group>
                }
                opened={openGroup === item.label}
                onChange={(open) => setOpenGroup(open ? item.label : null)}
                childrenOffset="md"
              >
                {item.children.map((child) => (
                  <NavLink
                    key={child.href}
                    component={Link}
                    href={child.href}
                    label={child.label}
                    rightSection={<CountBadge counts={counts} name={child.count} />}
                    active={isActive(pathname, child.href)}
                    onClick={close}
                  />
                ))}
              </NavLink>
            ) : (
              <NavLink
                key={item.href}
                component={Link}
                href={item.href}
                label={item.label}
                rightSection={<CountBadge counts={counts} name={item.count} />}
                active={isActive(pathname, item.href)}
                onClick={close}
              />
            ),
          )}
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main>
        {children}
        {/* The matrimony service's legal links are not the college's. */}
        {!brand && <SiteFooter texts={footerTexts((key) => tf(key))} />}
      </AppShell.Main>
    </AppShell>
  );
}
