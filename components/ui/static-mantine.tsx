import { Link } from '@/components/ui/link';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's markup without Mantine's JavaScript, for the public pages (issue 28, item 3: ≤ 150 kB of
 * first-load JavaScript). Mantine's components are client components: one on a page brings its
 * provider, style system and next-intl's with it (about 60 kB gzipped). These helpers write the
 * elements, classes, data attributes and CSS variables Mantine 7 writes for the same props (its
 * stylesheet and app/mantine-theme.css style them), so a page drawn with them looks the same and
 * downloads only React and Next.js. No hooks and no directive: server and client components alike
 * may use them. tests/unit/static-mantine.test.tsx compares each with Mantine's own rendering.
 */

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Vars = CSSProperties & Record<`--${string}`, string | number | undefined>;
/** data-* attributes, for tests and styles (`data-testid`, `data-main`). */
export type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

/** A spacing value as Mantine writes it: a theme step, or pixels in rem. */
export const spacing = (value: Spacing | number) =>
  typeof value === 'number'
    ? `calc(${value / 16}rem * var(--mantine-scale))`
    : `var(--mantine-spacing-${value})`;

/** A theme colour as Mantine's CSS variable: 'teal.9' → --mantine-color-teal-9, 'white' → --mantine-color-white. */
export const themeColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** Text's size variables, as Mantine writes them. */
export const fontSize = (size: Spacing): Vars => ({
  '--text-fz': `var(--mantine-font-size-${size})`,
  '--text-lh': `var(--mantine-line-height-${size})`,
});

const DIMMED = 'var(--mantine-color-dimmed)';

type GroupProps = {
  gap?: Spacing | number;
  align?: 'center' | 'flex-start';
  justify?: 'flex-start' | 'flex-end' | 'center' | 'space-between';
  wrap?: 'wrap' | 'nowrap';
  component?: 'div' | 'span' | 'header' | 'nav' | 'footer';
  style?: CSSProperties;
  children: ReactNode;
} & Pick<React.HTMLAttributes<HTMLElement>, 'aria-label'> &
  DataAttributes;

/** Mantine's Group (items centred unless `align` says otherwise). */
export function Group({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  component,
  style,
  children,
  ...rest
}: GroupProps) {
  const Element = component ?? 'div';
  const vars: Vars = {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  };
  return (
    <Element style={{ ...vars, ...style }} className="m_4081bf90 mantine-Group-root" {...rest}>
      {children}
    </Element>
  );
}

/** Mantine's Stack. */
export function Stack({
  gap = 'md',
  align = 'stretch',
  style,
  children,
  ...rest
}: {
  gap?: Spacing | number;
  align?: 'stretch' | 'center' | 'flex-start';
  style?: CSSProperties;
  children: ReactNode;
} & DataAttributes) {
  const vars: Vars = { '--stack-gap': spacing(gap), '--stack-align': align, '--stack-justify': 'flex-start' };
  return (
    <div style={{ ...vars, ...style }} className="m_6d731127 mantine-Stack-root" {...rest}>
      {children}
    </div>
  );
}

/** Mantine's Center. */
export function Center({
  component,
  style,
  children,
}: {
  component?: 'div' | 'main';
  style?: CSSProperties;
  children: ReactNode;
}) {
  const Element = component ?? 'div';
  return (
    <Element style={style} className="m_4451eb3a mantine-Center-root">
      {children}
    </Element>
  );
}

/** Mantine's Title: heading level `order`, drawn at `size` (a heading's size; its own by default). */
export function Title({
  order,
  size,
  id,
  style,
  children,
}: {
  order: 1 | 2 | 3 | 4 | 5;
  size?: 'h1' | 'h2' | 'h3' | 'h4';
  id?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const Heading = `h${order}` as const;
  const drawn = size ?? `h${order}`;
  const vars: Vars = {
    '--title-fw': `var(--mantine-${drawn}-font-weight)`,
    '--title-lh': `var(--mantine-${drawn}-line-height)`,
    '--title-fz': `var(--mantine-${drawn}-font-size)`,
  };
  return (
    <Heading
      style={{ ...vars, ...style }}
      className="m_8a5d1357 mantine-Title-root"
      id={id}
      data-size={size}
      data-order={order}
    >
      {children}
    </Heading>
  );
}

/**
 * Mantine's Text (a paragraph), at `size`, in the dimmed colour or a theme colour (`color`: 'gray.7'),
 * at a weight, cut with an ellipsis if asked.
 */
export function Text({
  size,
  dimmed,
  color,
  fw,
  truncate,
  style,
  lang,
  children,
  ...rest
}: {
  size?: Spacing;
  dimmed?: boolean;
  color?: string;
  fw?: 500 | 600;
  truncate?: boolean;
  style?: CSSProperties;
  lang?: string;
  children: ReactNode;
} & Pick<React.HTMLAttributes<HTMLElement>, 'role'> &
  DataAttributes) {
  return (
    <p
      style={{
        ...(size && fontSize(size)),
        ...style,
        ...(fw && { fontWeight: fw }),
        ...(dimmed && { color: DIMMED }),
        ...(color && { color: themeColor(color) }),
      }}
      className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      data-size={size}
      data-truncate={truncate ? 'end' : undefined}
      lang={lang}
      {...rest}
    >
      {children}
    </p>
  );
}

/** Mantine's Anchor over next/link: a link in the page's text style. */
export function TextLink({
  href,
  size,
  dimmed,
  underline = 'hover',
  children,
}: {
  href: string;
  size?: Spacing;
  dimmed?: boolean;
  underline?: 'hover' | 'never';
  children: ReactNode;
}) {
  const style =
    size || dimmed ? { ...(size && fontSize(size)), ...(dimmed && { color: DIMMED }) } : undefined;
  return (
    <Link
      style={style}
      className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
      data-size={size}
      data-underline={underline}
      href={href}
    >
      {children}
    </Link>
  );
}

export const TRANSPARENT_BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/**
 * A filled background in a theme colour ('red') or one of its shades ('teal.9'): Mantine hovers a
 * shade one darker, and the darkest (9) one lighter.
 */
function filledBackground(color: string) {
  const [name, shade] = color.split('.');
  if (shade === undefined) {
    return { bg: `var(--mantine-color-${name}-filled)`, hover: `var(--mantine-color-${name}-filled-hover)` };
  }
  const hoverShade = shade === '9' ? 8 : Number(shade) + 1;
  return { bg: `var(--mantine-color-${name}-${shade})`, hover: `var(--mantine-color-${name}-${hoverShade})` };
}

/**
 * A Button's (or ActionIcon's) colour variables per variant, in `color` (a theme colour; grape, the
 * primary, when not given), as Mantine's default variant resolver writes them. Mantine writes only
 * the text colour of a filled button in the primary colour: its stylesheet has the rest.
 */
function variantColors(
  variant: ButtonVariant,
  color = 'grape',
): { bg?: string; hover?: string; color: string; bd?: string } {
  const c = `var(--mantine-color-${color}`;
  switch (variant) {
    case 'filled':
      if (color === 'grape') return { color: 'var(--mantine-color-white)' };
      return {
        ...filledBackground(color),
        color: 'var(--mantine-color-white)',
        bd: TRANSPARENT_BORDER,
      };
    case 'default':
      return {
        bg: 'var(--mantine-color-default)',
        hover: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-default-color)',
        bd: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
      };
    case 'outline':
      return {
        bg: 'transparent',
        hover: `${c}-outline-hover)`,
        color: `${c}-outline)`,
        bd: `calc(0.0625rem * var(--mantine-scale)) solid ${c}-outline)`,
      };
    case 'subtle':
      return {
        bg: 'transparent',
        hover: `${c}-light-hover)`,
        color: `${c}-light-color)`,
        bd: TRANSPARENT_BORDER,
      };
    case 'light':
      return {
        bg: `${c}-light)`,
        hover: `${c}-light-hover)`,
        color: `${c}-light-color)`,
        bd: TRANSPARENT_BORDER,
      };
  }
}

/** The variables of `variant` in `color` under a component's prefix (--button-bg, --ai-bg …). */
export function colorVars(prefix: 'button' | 'ai', variant: ButtonVariant, color?: string): Vars {
  const { bg, hover, color: text, bd } = variantColors(variant, color);
  return {
    [`--${prefix}-bg`]: bg,
    [`--${prefix}-hover`]: hover,
    [`--${prefix}-color`]: text,
    [`--${prefix}-bd`]: bd,
  };
}

export type ButtonVariant = 'filled' | 'default' | 'outline' | 'subtle' | 'light';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'compact-sm';

/** A Button's root attributes (style, class, data-*) as Mantine writes them. */
export function buttonAttributes({
  variant = 'filled',
  color,
  size,
  loading,
  disabled,
  fullWidth,
  withLeftSection,
}: {
  variant?: ButtonVariant;
  /** A theme colour other than the primary (grape), or a shade of one: 'red', 'teal.9' (filled only). */
  color?: string;
  size?: ButtonSize;
  /** Its loader shown; the caller also disables the button. */
  loading?: boolean;
  /** Disabled without a loader. */
  disabled?: boolean;
  fullWidth?: boolean;
  withLeftSection?: boolean;
}) {
  const sized: Vars = size
    ? {
        '--button-height': `var(--button-height-${size})`,
        '--button-padding-x': `var(--button-padding-x-${size})`,
        '--button-fz': `var(--mantine-font-size-${size === 'compact-sm' ? 'sm' : size})`,
      }
    : {};
  return {
    style: { ...sized, ...colorVars('button', variant, color) } as CSSProperties,
    className: `mantine-focus-auto${loading || disabled ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
    // In Mantine's order, so that the markup compares equal in the tests.
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size,
    'data-disabled': (disabled && !loading) || undefined,
    'data-loading': loading || undefined,
    'data-block': fullWidth || undefined,
    'data-with-left-section': withLeftSection ? 'true' : undefined,
  };
}

/** A Button's inside: its label, an icon on its left if given and, while loading, Mantine's loader over it. */
export function ButtonInner({
  loading,
  leftSection,
  children,
}: {
  loading?: boolean;
  leftSection?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {loading && (
        <span style={LOADER_POSITION} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span
            style={
              {
                '--loader-size': 'calc(var(--button-height) / 1.8)',
                '--loader-color': 'var(--button-color)',
              } as Vars
            }
            className="m_b34414df m_5ae2e3c mantine-Loader-root"
          />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </>
  );
}

/** Where Mantine's transition leaves the loader once shown: centred on the button. */
const LOADER_POSITION: CSSProperties = {
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
};

/** Mantine's Button over next/link. */
export function ButtonLink({
  href,
  variant,
  size,
  leftSection,
  children,
  ...rest
}: {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  leftSection?: ReactNode;
  children: ReactNode;
} & Pick<React.HTMLAttributes<HTMLElement>, 'aria-label'>) {
  return (
    <Link
      href={href}
      {...buttonAttributes({ variant, size, withLeftSection: Boolean(leftSection) })}
      {...rest}
    >
      <ButtonInner leftSection={leftSection}>{children}</ButtonInner>
    </Link>
  );
}

/** Mantine's Paper with a border and medium radius (and a small shadow if asked). */
export function Paper({
  component,
  shadow,
  className,
  style,
  children,
  ...rest
}: {
  component?: 'div' | 'article' | 'section';
  shadow?: 'sm';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
} & Pick<React.HTMLAttributes<HTMLElement>, 'aria-labelledby' | 'aria-label'>) {
  const Element = component ?? 'div';
  const vars: Vars = {
    '--paper-radius': 'var(--mantine-radius-md)',
    ...(shadow && { '--paper-shadow': `var(--mantine-shadow-${shadow})` }),
  };
  return (
    <Element
      style={{ ...vars, ...style }}
      className={`m_1b7284a3 mantine-Paper-root${className ? ` ${className}` : ''}`}
      data-with-border="true"
      {...rest}
    >
      {children}
    </Element>
  );
}

/** Mantine's TypographyStylesProvider: its stylesheet's styles for plain HTML (headings, lists, links). */
export function Typography({ children }: { children: ReactNode }) {
  return <div className="m_d6493fad mantine-TypographyStylesProvider-root">{children}</div>;
}
