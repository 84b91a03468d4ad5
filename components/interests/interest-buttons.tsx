import type { CSSProperties, ReactNode } from 'react';
import { TRANSPARENT_BORDER } from '@/components/ui/static-mantine';

/**
 * The interest states' badge, written as Mantine 7 writes its Badge variant="light" size="lg" in dark
 * text: it stands on every match card, so the match list, a candidate's page and the interest lists
 * do not download and run Mantine's Badge to draw it before their first paint (issue 28). The buttons
 * beside it are LightButton size="xs" (components/ui/light-controls.tsx).
 * tests/unit/member-buttons.test.tsx compares both with Mantine's own.
 */

type Vars = CSSProperties & Record<`--${string}`, string>;

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
    '--badge-bd': TRANSPARENT_BORDER,
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
