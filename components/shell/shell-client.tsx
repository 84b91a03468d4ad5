'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useState, type CSSProperties, type ReactNode } from 'react';
import { NAV_LINK_CLASS, NavChevron, NavLinkInner } from './shell-markup';

/**
 * The signed-in shell's client pieces (components/shell/app-shell.tsx draws the rest on the
 * server): the phone drawer's state and burger, the side menu's links (the current page's is
 * active) and its groups (one open at a time). Mantine's markup, none of Mantine's JavaScript.
 */

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

type Drawer = { opened: boolean; toggle: () => void; close: () => void };
const DrawerContext = createContext<Drawer>({ opened: false, toggle: () => {}, close: () => {} });

/** Mantine's AppShell root; below the sm breakpoint its navbar is a drawer the burger opens. */
export function ShellFrame({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const drawer: Drawer = {
    opened,
    toggle: () => setOpened((value) => !value),
    close: () => setOpened(false),
  };
  return (
    <DrawerContext.Provider value={drawer}>
      <div
        style={
          {
            '--app-shell-transition-duration': '200ms',
            '--app-shell-transition-timing-function': 'ease',
          } as CSSProperties
        }
        className="m_89ab340 mantine-AppShell-root"
        data-shell=""
        data-navbar-opened={opened || undefined}
      >
        {children}
      </div>
    </DrawerContext.Provider>
  );
}

/** Mantine's Burger size="sm", hidden from sm up: opens and closes the drawer. */
export function ShellBurger({ label, controls }: { label: string; controls: string }) {
  const { opened, toggle } = useContext(DrawerContext);
  return (
    <button
      style={{ '--burger-size': 'var(--burger-size-sm)' } as CSSProperties}
      className="mantine-focus-auto m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root mantine-hidden-from-sm"
      data-size="sm"
      type="button"
      aria-label={label}
      aria-expanded={opened}
      aria-controls={controls}
      onClick={toggle}
    >
      <div
        className="m_d4fb9cad mantine-Burger-burger"
        data-reduce-motion="true"
        data-opened={opened || undefined}
      />
    </button>
  );
}

/** A side menu entry, Mantine's NavLink: active (and aria-current) on its page; following it closes the drawer. */
export function ShellNavLink({
  href,
  label,
  rightSection,
}: {
  href: string;
  label: string;
  rightSection?: ReactNode;
}) {
  const pathname = usePathname();
  const { close } = useContext(DrawerContext);
  const active = isActive(pathname, href);
  return (
    <Link
      className={NAV_LINK_CLASS}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      href={href}
      onClick={close}
    >
      <NavLinkInner label={label} active={active} rightSection={rightSection} />
    </Link>
  );
}

type Groups = { open: string | null; setOpen: (group: string | null) => void };
const GroupsContext = createContext<Groups>({ open: null, setOpen: () => {} });

/**
 * The side menu's groups: one open at a time, at first the one holding the current page, until
 * another is clicked. `groups` names each group and the pages it holds.
 */
export function NavGroups({
  groups,
  children,
}: {
  groups: { id: string; hrefs: string[] }[];
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState<string | null>(
    () => groups.find((group) => group.hrefs.some((href) => isActive(pathname, href)))?.id ?? null,
  );
  return <GroupsContext.Provider value={{ open, setOpen }}>{children}</GroupsContext.Provider>;
}

/** A group of the side menu, Mantine's NavLink with children (offset md): its button and, while open, its entries. */
export function NavGroup({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  const { open, setOpen } = useContext(GroupsContext);
  const opened = open === id;
  return (
    <>
      <button
        className={NAV_LINK_CLASS}
        data-expanded={opened || undefined}
        type="button"
        aria-expanded={opened}
        onClick={() => setOpen(opened ? null : id)}
      >
        <NavLinkInner label={label} rotate={opened} rightSection={<NavChevron />} />
      </button>
      <div
        style={
          opened
            ? { boxSizing: 'border-box', opacity: 1, transition: 'opacity 200ms ease' }
            : {
                boxSizing: 'border-box',
                opacity: 0,
                transition: 'opacity 200ms ease',
                height: 0,
                overflow: 'hidden',
              }
        }
        className="mantine-NavLink-collapse"
        aria-hidden={!opened}
        inert={!opened}
      >
        <div
          className="m_e17b862f mantine-NavLink-children"
          style={{ '--nl-offset': 'var(--mantine-spacing-md)' } as CSSProperties}
        >
          {children}
        </div>
      </div>
    </>
  );
}
