import type { CSSProperties, ReactNode } from 'react';
import { fontSize, spacing, themeColor, type DataAttributes, type Vars } from './static-mantine';

/**
 * Mantine's Card, Badge, Alert, Image and Anchor as plain markup, like ./static-mantine.tsx: the
 * elements, classes, data attributes and CSS variables Mantine 7 writes, without its JavaScript.
 * Member pages draw these on the server (a profile card, the rasi chart, the porutham badges, the
 * plan) or in a client component beside its interactive parts: Mantine's own would each ship
 * their code to the phone and cost server time on every render (issue 28, items 2 and 3).
 * tests/unit/static-surfaces.test.tsx compares each with Mantine's own rendering.
 */

const TRANSPARENT_BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/** Mantine's Card with a border, medium radius and padding. */
export function Card({
  maxWidth,
  children,
  ...rest
}: { maxWidth?: number; children: ReactNode } & DataAttributes &
  Pick<React.HTMLAttributes<HTMLElement>, 'aria-labelledby'>) {
  const vars: Vars = {
    '--paper-radius': 'var(--mantine-radius-md)',
    '--card-padding': 'var(--mantine-spacing-md)',
    ...(maxWidth && { maxWidth: spacing(maxWidth) }),
  };
  return (
    <div
      style={vars}
      className="m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root"
      data-with-border="true"
      {...rest}
    >
      {children}
    </div>
  );
}

type BadgeProps = {
  /** Mantine's sizes; without one, its stylesheet's (md) and no size attribute, as Mantine writes it. */
  size?: 'sm' | 'md' | 'lg';
  variant?: 'filled' | 'light';
  /** A theme colour: 'teal.9' for a shade, 'green' for the colour's own filled or light shade. */
  color?: string;
  /** The label's colour, for a filled badge whose background needs another than white. */
  textColor?: string;
  /** Mantine's badges write their label in capitals; `false` keeps it as written. */
  uppercase?: boolean;
  /** Before Mantine's variables, as Mantine puts its `styles.root`. */
  style?: CSSProperties;
  /** After them, as Mantine puts its own style props (position). */
  place?: CSSProperties;
  labelStyle?: CSSProperties;
  children: ReactNode;
} & DataAttributes &
  Pick<React.HTMLAttributes<HTMLElement>, 'aria-label' | 'aria-hidden'>;

/** Mantine's Badge, filled or light. */
export function Badge({
  size,
  variant = 'filled',
  color = 'grape',
  textColor,
  uppercase = true,
  style,
  place,
  labelStyle,
  children,
  ...rest
}: BadgeProps) {
  const shade = color.includes('.');
  const vars: Vars = {
    ...style,
    ...(size && {
      '--badge-height': `var(--badge-height-${size})`,
      '--badge-padding-x': `var(--badge-padding-x-${size})`,
      '--badge-fz': `var(--badge-fz-${size})`,
    }),
    ...(variant === 'filled'
      ? {
          '--badge-bg': shade ? themeColor(color) : `var(--mantine-color-${color}-filled)`,
          '--badge-color': 'var(--mantine-color-white)',
        }
      : {
          '--badge-bg': `var(--mantine-color-${color}-light)`,
          '--badge-color': `var(--mantine-color-${color}-light-color)`,
        }),
    '--badge-bd': TRANSPARENT_BORDER,
    ...(textColor && { color: themeColor(textColor) }),
    ...(!uppercase && { textTransform: 'none' }),
    ...place,
  };
  return (
    <div
      style={vars}
      className="m_347db0ec mantine-Badge-root"
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <span className="m_5add502a mantine-Badge-label" style={labelStyle}>
        {children}
      </span>
    </div>
  );
}

/**
 * Mantine's Alert, light: an icon, a title, the message. `id` names it for the title and the message
 * (Mantine's own takes one from useId, which a server component cannot call).
 */
export function Alert({
  id,
  color,
  title,
  titleColor,
  icon,
  maxWidth,
  children,
  ...rest
}: {
  id: string;
  color: string;
  title?: ReactNode;
  /** The title's colour, where the colour's own falls below WCAG AA contrast (yellow). */
  titleColor?: string;
  icon?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
} & DataAttributes) {
  const vars: Vars = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    '--alert-bd': TRANSPARENT_BORDER,
    ...(maxWidth && { maxWidth: spacing(maxWidth) }),
  };
  return (
    <div
      style={vars}
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      id={id}
      {...rest}
      role="alert"
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        {icon && <div className="m_667f2a6a mantine-Alert-icon">{icon}</div>}
        <div className="m_667c2793 mantine-Alert-body">
          {title && (
            <div
              className="m_6a03f287 mantine-Alert-title"
              style={titleColor ? { color: titleColor } : undefined}
            >
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Mantine's Image: a fixed size, medium radius, covering its box. */
export function Image({
  src,
  alt,
  size,
  style,
}: {
  src: string;
  alt: string;
  /** Width and height in pixels. */
  size: number;
  style?: CSSProperties;
}) {
  const vars: Vars = {
    '--image-radius': 'var(--mantine-radius-md)',
    '--image-object-fit': 'cover',
    ...style,
    width: spacing(size),
    height: spacing(size),
  };
  // eslint-disable-next-line @next/next/no-img-element -- Mantine's markup; photos are sized on the server (lib/media)
  return <img style={vars} className="m_9e117634 mantine-Image-root" src={src} alt={alt} />;
}

/**
 * Mantine's Anchor on a plain <a>: for what is not a page of the app (a PDF, a phone number), where
 * ./static-mantine.tsx's TextLink (next/link) has nothing to route.
 */
export function Anchor({
  href,
  size,
  target,
  children,
  ...rest
}: {
  href: string;
  size?: 'sm';
  /** '_blank' opens it in a new tab, without handing it this page (rel noopener). */
  target?: '_blank';
  children: ReactNode;
} & Pick<React.HTMLAttributes<HTMLElement>, 'aria-label'>) {
  return (
    <a
      style={size && fontSize(size)}
      className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
      data-size={size}
      data-underline="hover"
      href={href}
      target={target}
      rel={target && 'noopener'}
      {...rest}
    >
      {children}
    </a>
  );
}
