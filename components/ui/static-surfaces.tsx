import type { CSSProperties, ReactNode } from 'react';
import {
  TRANSPARENT_BORDER,
  fontSize,
  spacing,
  themeColor,
  type DataAttributes,
  type Vars,
} from './static-mantine';
import photoFallback from './photo-fallback.module.css';

/**
 * Mantine's Card, Badge, Alert, Image, Anchor, Avatar and Blockquote as plain markup, like ./static-mantine.tsx: the
 * elements, classes, data attributes and CSS variables Mantine 7 writes, without its JavaScript.
 * Member pages draw these on the server (a profile card, the rasi chart, the porutham badges, the
 * plan) or in a client component beside its interactive parts: Mantine's own would each ship
 * their code to the phone and cost server time on every render (issue 28, items 2 and 3).
 * tests/unit/static-surfaces.test.tsx compares each with Mantine's own rendering.
 */

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
  /** An icon before the label. */
  leftSection?: ReactNode;
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
  leftSection,
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
      data-with-left-section={leftSection ? 'true' : undefined}
      {...rest}
    >
      {leftSection && (
        <span className="m_91fdda9b mantine-Badge-section" data-position="left">
          {leftSection}
        </span>
      )}
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

/**
 * Mantine's Image covering its box: `size` pixels square, or `width` (pixels or a CSS length) by
 * `height`; no width when a class gives it (a width per screen size, which Mantine writes as a <style>).
 */
export function Image({
  src,
  alt,
  size,
  width = size,
  height = size,
  radius = 'md',
  className,
  loading,
  style,
}: {
  src: string;
  alt: string;
  size?: number;
  width?: number | string;
  height?: number;
  radius?: 'sm' | 'md';
  className?: string;
  loading?: 'lazy';
  style?: CSSProperties;
}) {
  const vars: Vars = {
    '--image-radius': `var(--mantine-radius-${radius})`,
    '--image-object-fit': 'cover',
    ...style,
    width: typeof width === 'number' ? spacing(width) : width,
    height: height === undefined ? undefined : spacing(height),
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Mantine's markup; photos are sized on the server (lib/media)
    <img
      style={vars}
      className={`m_9e117634 mantine-Image-root${className ? ` ${className}` : ''}`}
      src={src}
      alt={alt}
      loading={loading}
    />
  );
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

/**
 * Mantine's Avatar (radius md, grape), `size` pixels: the photo, or the initials when there is none
 * or it fails to load (photo-fallback.module.css).
 */
export function Avatar({
  src,
  alt,
  size,
  children,
}: {
  src: string | null | undefined;
  alt: string;
  size: number;
  /** The initials shown without a photo. */
  children: string;
}) {
  const vars: Vars = {
    '--avatar-size': spacing(size),
    '--avatar-radius': 'var(--mantine-radius-md)',
    '--avatar-bg': 'var(--mantine-color-grape-light)',
    '--avatar-color': 'var(--mantine-color-grape-light-color)',
    '--avatar-bd': TRANSPARENT_BORDER,
  };
  return (
    <div style={vars} className="m_f85678b6 mantine-Avatar-root">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- Mantine's markup; photos are sized on the server (lib/media)
        <img
          className={`m_11f8ac07 mantine-Avatar-image ${photoFallback.initials}`}
          src={src}
          alt={alt}
          data-initials={children}
        />
      ) : (
        <span className="m_104cd71f mantine-Avatar-placeholder" title={alt}>
          {children}
        </span>
      )}
    </div>
  );
}

/** Mantine's Blockquote in grape, padding xs and 4 px above: a quoted note, its lines kept. */
export function Blockquote({
  children,
  ...rest
}: { children: ReactNode } & Pick<React.HTMLAttributes<HTMLElement>, 'aria-label'>) {
  const vars: Vars = {
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    '--bq-bg-light': 'rgba(156, 54, 181, 0.07)',
    '--bq-bg-dark': 'rgba(156, 54, 181, 0.06)',
    '--bq-bd': 'var(--mantine-color-grape-filled)',
    '--bq-icon-size': 'calc(3rem * var(--mantine-scale))',
    '--bq-radius': 'var(--mantine-radius-default)',
    marginTop: spacing(4),
    padding: 'var(--mantine-spacing-xs)',
  };
  return (
    <blockquote style={vars} className="m_ddec01c0 mantine-Blockquote-root" {...rest}>
      {children}
    </blockquote>
  );
}
