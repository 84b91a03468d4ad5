import type { CSSProperties, ReactNode } from 'react';

/**
 * Pieces of the signed-in shell drawn as Mantine 7 draws them (NavLink, Badge, the menu's chevron),
 * without Mantine's JavaScript: components/ui/static-mantine.tsx's way, for the shell's server
 * markup and its small client pieces alike (no hooks, no directive). tests/unit/app-shell.test.tsx
 * compares them with Mantine's own rendering.
 */

type Vars = CSSProperties & Record<`--${string}`, string | number | undefined>;

/** The classes of Mantine's NavLink root (over a link or a button). */
export const NAV_LINK_CLASS =
  'mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root';

/** A NavLink's inside: its label (and empty description) and its right section. */
export function NavLinkInner({
  label,
  active,
  rightSection,
  rotate,
}: {
  label: ReactNode;
  active?: boolean;
  rightSection?: ReactNode;
  rotate?: boolean;
}) {
  return (
    <>
      <div className="m_f07af9d2 mantine-NavLink-body">
        <span className="m_1f6ac4c4 mantine-NavLink-label">{label}</span>
        <span className="m_57492dcc mantine-NavLink-description" data-active={active || undefined} />
      </div>
      {rightSection !== undefined && (
        <span
          className="m_690090b5 mantine-NavLink-section"
          data-rotate={rotate || undefined}
          data-position="right"
        >
          {rightSection}
        </span>
      )}
    </>
  );
}

/** Mantine's NavLink chevron (a group's right section; rotated while the group is open). */
export function NavChevron() {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{
        width: 'calc(1rem * var(--mantine-scale))',
        height: 'calc(1rem * var(--mantine-scale))',
        display: 'block',
      }}
      className="m_1fd8a00b mantine-NavLink-chevron"
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

const BADGE_VARS: Vars = {
  '--badge-height': 'var(--badge-height-sm)',
  '--badge-padding-x': 'var(--badge-padding-x-sm)',
  '--badge-fz': 'var(--badge-fz-sm)',
  '--badge-bg': 'var(--mantine-color-grape-filled)',
  '--badge-color': 'var(--mantine-color-white)',
  '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
};

/** Mantine's Badge size="sm" variant="filled" color="grape", round below 10: a menu entry's figure. */
export function CountBadge({ value }: { value?: number }) {
  if (!value) return null;
  return (
    <div
      style={BADGE_VARS}
      className="m_347db0ec mantine-Badge-root"
      data-variant="filled"
      data-size="sm"
      data-circle={value < 10 || undefined}
    >
      <span className="m_5add502a mantine-Badge-label">{value}</span>
    </div>
  );
}

/** Mantine's Title order={1} size="h4" c="grape.8" lineClamp={1}: a college's name in its staff's header. */
export function BrandTitle({ children }: { children: ReactNode }) {
  const vars: Vars = {
    '--title-fw': 'var(--mantine-h4-font-weight)',
    '--title-lh': 'var(--mantine-h4-line-height)',
    '--title-fz': 'var(--mantine-h4-font-size)',
    '--title-line-clamp': '1',
    color: 'var(--mantine-color-grape-8)',
  };
  return (
    <h1
      style={vars}
      className="m_8a5d1357 mantine-Title-root"
      data-size="h4"
      data-order="1"
      data-line-clamp="true"
    >
      {children}
    </h1>
  );
}
