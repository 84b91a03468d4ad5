import type { CSSProperties } from 'react';
import { TONE_COLORS, scoreText, type PoruthamLevel } from '@/lib/matching/porutham-words';

/**
 * The match card's two badges, the score and the pair's level: the markup Mantine's Badge writes
 * for ./porutham-badges.tsx's ScoreBadge and LevelBadge at the card's sizes (the same elements,
 * classes and styles; tests/unit/card-badges.test.tsx compares them), written directly: a page
 * draws up to 24 of them, and each Mantine component costs server time (issue 28 item 2).
 */
const mantineColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

function badgeStyle(level: PoruthamLevel, size: 'sm' | 'md'): CSSProperties {
  const { color, textColor } = TONE_COLORS[level.tone];
  return {
    '--badge-height': `var(--badge-height-${size})`,
    '--badge-padding-x': `var(--badge-padding-x-${size})`,
    '--badge-fz': `var(--badge-fz-${size})`,
    '--badge-bg': mantineColor(color),
    '--badge-color': 'var(--mantine-color-white)',
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    color: mantineColor(textColor),
  } as CSSProperties;
}

const ROOT = { className: 'm_347db0ec mantine-Badge-root', 'data-variant': 'filled' } as const;
const LABEL = 'm_5add502a mantine-Badge-label';

/** The score ("6.5/10"), coloured by the pair's level; `label` says both for screen readers. */
export function CardScoreBadge({
  score,
  level,
  label,
}: {
  score: number;
  level: PoruthamLevel;
  label: string;
}) {
  return (
    <div
      style={{ flexShrink: 0, overflow: 'visible', ...badgeStyle(level, 'md') }}
      {...ROOT}
      data-size="md"
      aria-label={label}
      data-testid="score-badge"
    >
      <span className={LABEL} style={{ overflow: 'visible' }}>
        {scoreText(score)}
      </span>
    </div>
  );
}

/** The pair's level in the page's language (`words`), wrapping rather than cut. */
export function CardLevelBadge({ level, words }: { level: PoruthamLevel; words: string }) {
  return (
    <div
      style={{
        height: 'auto',
        minHeight: 'var(--badge-height)',
        maxWidth: '100%',
        paddingBlock: 2,
        ...badgeStyle(level, 'sm'),
        textTransform: 'none',
      }}
      {...ROOT}
      data-size="sm"
      data-testid="porutham-level"
    >
      <span className={LABEL} style={{ whiteSpace: 'normal', overflow: 'visible' }}>
        {words}
      </span>
    </div>
  );
}
