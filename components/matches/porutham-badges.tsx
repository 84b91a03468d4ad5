import { Badge } from '@/components/ui/static-surfaces';
import { useLocale, useTranslations } from 'next-intl';
import type { PoruthamVerdict } from '@/lib/matching/porutham';
import { TONE_COLORS, VERDICT_WORDS, scoreText, type PoruthamLevel } from '@/lib/matching/porutham-words';

/**
 * The porutham's three badges, in one colour scale (lib/matching/porutham-words.ts) for the
 * calculator, the candidate page and the match cards: one porutham's result, the pair's level,
 * and the score. None of them is ever cut: a badge does not shrink, and the level wraps.
 */
/** Never shrunk nor cut. */
const WHOLE = { style: { flexShrink: 0, overflow: 'visible' }, labelStyle: { overflow: 'visible' } } as const;

type BadgeSize = 'sm' | 'md' | 'lg';

export function VerdictBadge({ verdict }: { verdict: PoruthamVerdict }) {
  const words = VERDICT_WORDS[verdict];
  const locale = useLocale();
  return (
    <Badge {...TONE_COLORS[words.tone]} {...WHOLE}>
      {locale === 'ta' ? words.ta : words.en}
    </Badge>
  );
}

/** The level in the page's language (porutham-words.ts holds both). */
const useLevelWords = () => {
  const locale = useLocale();
  return (level: PoruthamLevel) => (locale === 'ta' ? level.ta : level.label);
};

/**
 * The pair's level with its words given, wrapping rather than cut. The match card calls it
 * directly: a page draws up to 24, with the words from the card's texts, not from a translation
 * hook per badge (issue 28 item 2).
 */
export function LevelBadgeWithWords({
  level,
  words,
  size = 'lg',
}: {
  level: PoruthamLevel;
  words: string;
  size?: BadgeSize;
}) {
  return (
    <Badge
      size={size}
      uppercase={false}
      {...TONE_COLORS[level.tone]}
      data-testid="porutham-level"
      style={{ height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 }}
      labelStyle={{ whiteSpace: 'normal', overflow: 'visible' }}
    >
      {words}
    </Badge>
  );
}

export function LevelBadge({ level, size = 'lg' }: { level: PoruthamLevel; size?: BadgeSize }) {
  const words = useLevelWords();
  return <LevelBadgeWithWords level={level} words={words(level)} size={size} />;
}

/** The score ("6.5/10") coloured by the pair's level, whole at every width; `label` says both for screen readers. */
export function ScoreBadgeWithLabel({
  score,
  level,
  label,
  size = 'lg',
}: {
  score: number;
  level: PoruthamLevel;
  label: string;
  size?: BadgeSize;
}) {
  return (
    <Badge size={size} {...TONE_COLORS[level.tone]} aria-label={label} data-testid="score-badge" {...WHOLE}>
      {scoreText(score)}
    </Badge>
  );
}

/** The score badge with its label in the page's language. */
export function ScoreBadge({
  score,
  level,
  size = 'lg',
}: {
  score: number;
  level: PoruthamLevel;
  size?: BadgeSize;
}) {
  const t = useTranslations('porutham');
  const words = useLevelWords();
  return (
    <ScoreBadgeWithLabel
      score={score}
      level={level}
      size={size}
      label={t('scoreLabel', { score, level: words(level) })}
    />
  );
}
