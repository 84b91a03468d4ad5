import Link from 'next/link';
import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { Badge, Burger, Group as MantineGroup, Menu, NavLink, Title, UnstyledButton } from '@mantine/core';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { AccountMenu } from '@/components/shell/account-menu';
import { NavGroup, NavGroups, ShellBurger, ShellFrame, ShellNavLink } from '@/components/shell/shell-client';
import { BrandTitle, CountBadge } from '@/components/shell/shell-markup';
import { Group } from '@/components/ui/static-mantine';

jest.mock('next/navigation', () => ({ usePathname: () => '/user/interests/received' }));

const ours = (element: React.ReactNode) => renderToStaticMarkup(element);

/** The shell's pieces (components/shell) beside the Mantine components the shell used to render. */
describe("the signed-in shell's markup is Mantine's", () => {
  it.each<[string, React.ReactNode, React.ReactNode]>([
    [
      'the burger',
      <Burger
        key="m"
        opened={false}
        hiddenFrom="sm"
        size="sm"
        aria-label="Menu"
        aria-expanded={false}
        aria-controls="nav"
      />,
      <ShellBurger key="s" label="Menu" controls="nav" />,
    ],
    [
      'the active link with its figure',
      <NavLink
        key="m"
        component={Link}
        href="/user/interests/received"
        label="Received"
        active
        aria-current="page"
        rightSection={
          <Badge size="sm" variant="filled" color="grape" circle>
            3
          </Badge>
        }
      />,
      <ShellNavLink
        key="s"
        href="/user/interests/received"
        label="Received"
        rightSection={<CountBadge value={3} />}
      />,
    ],
    [
      'another link, no figure',
      <NavLink
        key="m"
        component={Link}
        href="/user/dashboard"
        label="Dashboard"
        rightSection={<CountBadge />}
      />,
      <ShellNavLink
        key="s"
        href="/user/dashboard"
        label="Dashboard"
        rightSection={<CountBadge value={0} />}
      />,
    ],
    [
      'a figure of 10 or more',
      <Badge key="m" size="sm" variant="filled" color="grape" circle={false}>
        12
      </Badge>,
      <CountBadge key="s" value={12} />,
    ],
    [
      "the college's name",
      <Title key="m" order={1} size="h4" c="grape.8" lineClamp={1}>
        College
      </Title>,
      <BrandTitle key="s">College</BrandTitle>,
    ],
  ])('%s', (_, mantineElement, element) => {
    expect(ours(element)).toBe(mantine(mantineElement));
  });

  const group = (id: string, hrefs: string[]) => (
    <NavGroup id={id} label={<Group component="span">{id}</Group>}>
      {hrefs.map((href) => (
        <ShellNavLink key={href} href={href} label={href} rightSection={<CountBadge />} />
      ))}
    </NavGroup>
  );
  const mantineGroup = (id: string, hrefs: string[], opened: boolean) => (
    <NavLink
      key={id}
      component="button"
      label={<MantineGroup component="span">{id}</MantineGroup>}
      opened={opened}
      aria-expanded={opened}
      childrenOffset="md"
    >
      {hrefs.map((href) => (
        <NavLink
          key={href}
          component={Link}
          href={href}
          label={href}
          rightSection={<CountBadge />}
          active={href === '/user/interests/received'}
          aria-current={href === '/user/interests/received' ? 'page' : undefined}
        />
      ))}
    </NavLink>
  );

  it('the groups: the one holding the current page open, another closed', () => {
    const interests = ['/user/interests/received', '/user/interests/sent'];
    const other = ['/user/x'];
    expect(
      ours(
        <NavGroups
          groups={[
            { id: 'Interests', hrefs: interests },
            { id: 'Other', hrefs: other },
          ]}
        >
          {group('Interests', interests)}
          {group('Other', other)}
        </NavGroups>,
      ),
    ).toBe(
      mantine(
        <>{[mantineGroup('Interests', interests, true), mantineGroup('Other', other, false)]}</>,
      ).replace(/ (data-)?key="[^"]*"/g, ''),
    );
  });

  it("the account menu's button and its dropdown", () => {
    const mantineMenu = mantine(
      <Menu
        position="bottom-end"
        width={220}
        shadow="md"
        defaultOpened
        withinPortal={false}
        transitionProps={{ duration: 0 }}
      >
        <Menu.Target>
          <UnstyledButton aria-label="Account">me</UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href="/user/changepassword">
            Change
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    const { container } = render(
      <AccountMenu label="Account" target="me">
        <a
          className="mantine-focus-auto m_99ac2aa1 mantine-Menu-item m_87cf2631 mantine-UnstyledButton-root"
          href="/user/changepassword"
          role="menuitem"
        >
          Change
        </a>
      </AccountMenu>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const parsed = document.createElement('div');
    parsed.innerHTML = mantineMenu;
    // The same elements, classes and ARIA (ids aside: Mantine's useId differs from React's); Mantine
    // positions the dropdown by script, the shell by its style.
    const attributes = (element: Element | null, skip: string[]) =>
      Object.fromEntries(
        [...(element?.attributes ?? [])].filter((a) => !skip.includes(a.name)).map((a) => [a.name, a.value]),
      );
    const ids = ['id', 'aria-controls', 'aria-labelledby'];
    expect(attributes(container.querySelector('button'), ids)).toEqual(
      attributes(parsed.querySelector('button'), ids),
    );
    expect(attributes(container.querySelector('[role="menu"]'), [...ids, 'style'])).toEqual(
      attributes(parsed.querySelector('[role="menu"]'), [...ids, 'style']),
    );
  });
});

describe("the shell's client pieces", () => {
  it('the burger opens the drawer and a followed link closes it', () => {
    const { container } = render(
      <ShellFrame>
        <ShellBurger label="Toggle navigation" controls="nav" />
        <ShellNavLink href="/user/dashboard" label="Dashboard" />
      </ShellFrame>,
    );
    const root = container.firstElementChild!;
    const burger = screen.getByRole('button', { name: 'Toggle navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(root).not.toHaveAttribute('data-navbar-opened');
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(root).toHaveAttribute('data-navbar-opened', 'true');
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(root).not.toHaveAttribute('data-navbar-opened');
  });

  it('marks the current page', () => {
    render(
      <>
        <ShellNavLink href="/user/interests/received" label="Received" />
        <ShellNavLink href="/user/dashboard" label="Dashboard" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Received' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('keeps one group open at a time', () => {
    render(
      <NavGroups
        groups={[
          { id: 'A', hrefs: ['/a'] },
          { id: 'B', hrefs: ['/b'] },
        ]}
      >
        <NavGroup id="A" label="A">
          <ShellNavLink href="/a" label="a" />
        </NavGroup>
        <NavGroup id="B" label="B">
          <ShellNavLink href="/b" label="b" />
        </NavGroup>
      </NavGroups>,
    );
    const [a, b] = [screen.getByRole('button', { name: 'A' }), screen.getByRole('button', { name: 'B' })];
    expect(screen.queryByRole('link', { name: 'a' })).toBeNull(); // aria-hidden while closed
    fireEvent.click(a);
    expect(a).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'a' })).toBeVisible();
    fireEvent.click(b);
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(b).toHaveAttribute('data-expanded', 'true');
    fireEvent.click(b);
    expect(b).toHaveAttribute('aria-expanded', 'false');
  });

  it('the account menu works by keyboard and closes on Escape and on a click elsewhere', () => {
    render(
      <>
        <AccountMenu label="Account menu" target="me">
          <a href="/user/changepassword" role="menuitem">
            Change Password
          </a>
          <button type="submit" role="menuitem">
            Logout
          </button>
        </AccountMenu>
        <p>elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button, { detail: 1 });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
