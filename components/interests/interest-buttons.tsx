import type { CSSProperties, ReactNode } from 'react';

/**
 * The interest and shortlist buttons' Mantine pieces, written as Mantine 7 writes them (Button
 * size="xs" with a left icon, Badge variant="light" size="lg" in dark text): they stand on every match card, so the match list, a candidate's
 * page and the interest and shortlist lists no longer download and run Mantine's Button, Loader,
 * Badge and Group to draw them before their first paint (issue 28). Its stylesheet and
 * app/mantine-theme.css style them; tests/unit/member-buttons.test.tsx compares with Mantine's own.
 */

type Vars = CSSProperties & Record<`--${string}`, string>;

const BORDER_NONE = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/** Each look the buttons take: Mantine's color="teal.9", color="grape", variant="default", variant="subtle" color="grape". */
const TONES = {
  teal: {
    '--button-bg': 'var(--mantine-color-teal-9)',
    '--button-hover': 'var(--mantine-color-teal-8)',
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': BORDER_NONE,
  },
  grape: {
    '--button-bg': 'var(--mantine-color-grape-filled)',
    '--button-hover': 'var(--mantine-color-grape-filled-hover)',
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': BORDER_NONE,
  },
  default: {
    '--button-bg': 'var(--mantine-color-default)',
    '--button-hover': 'var(--mantine-color-default-hover)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
  },
  subtle: {
    '--button-bg': 'transparent',
    '--button-hover': 'var(--mantine-color-grape-light-hover)',
    '--button-color': 'var(--mantine-color-grape-light-color)',
    '--button-bd': BORDER_NONE,
  },
} satisfies Record<string, Vars>;

const VARIANT = { teal: undefined, grape: undefined, default: 'default', subtle: 'subtle' } as const;

const XS: Vars = {
  '--button-height': 'var(--button-height-xs)',
  '--button-padding-x': 'var(--button-padding-x-xs)',
  '--button-fz': 'var(--mantine-font-size-xs)',
};

/** Where Mantine's transition leaves the loader once shown: centred on the button. */
const LOADER_POSITION: CSSProperties = {
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
};
const LOADER: Vars = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
};

/** Mantine's Button size="xs": loading (its loader, disabled) or disabled; an icon on its left if given. */
export function ActionButton({
  tone,
  icon,
  loading,
  disabled,
  onClick,
  children,
}: {
  tone: keyof typeof TONES;
  icon?: ReactNode;
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const still = loading || disabled;
  return (
    <button
      style={{ ...XS, ...TONES[tone] }}
      className={`mantine-focus-auto${still ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={VARIANT[tone]}
      data-size="xs"
      data-disabled={(disabled && !loading) || undefined}
      data-loading={loading || undefined}
      data-with-left-section={icon ? 'true' : undefined}
      type="button"
      disabled={still}
      onClick={onClick}
    >
      {loading && (
        <span style={LOADER_POSITION} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span style={LOADER} className="m_b34414df m_5ae2e3c mantine-Loader-root" />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        {icon && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {icon}
          </span>
        )}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </button>
  );
}

/** Mantine's Badge variant="light" size="lg" c="dark.8" in one of the interest states' colours. */
export function StateBadge({
  color,
  icon,
  children,
}: {
  color: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const style: Vars = {
    '--badge-height': 'var(--badge-height-lg)',
    '--badge-padding-x': 'var(--badge-padding-x-lg)',
    '--badge-fz': 'var(--badge-fz-lg)',
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': BORDER_NONE,
    color: 'var(--mantine-color-dark-8)',
  };
  return (
    <div
      style={style}
      className="m_347db0ec mantine-Badge-root"
      data-variant="light"
      data-size="lg"
      data-with-left-section={icon ? 'true' : undefined}
    >
      {icon && (
        <span className="m_91fdda9b mantine-Badge-section" data-position="left">
          {icon}
        </span>
      )}
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}
