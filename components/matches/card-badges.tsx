import { Badge } from '@/components/ui/static-surfaces';
import { TONE_COLORS, scoreText, type PoruthamLevel } from '@/lib/matching/porutham-words';

/**
 * The match card's two badges, the score and the pair's level, as ./porutham-badges.tsx draws them
 * at the card's sizes, with their words given: a page draws up to 24 of them, and the words come
 * from the card's texts, not from a translation hook per badge (issue 28 item 2).
 */
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
    <Badge
      size="md"
      {...TONE_COLORS[level.tone]}
      aria-label={label}
      data-testid="score-badge"
      style={{ flexShrink: 0, overflow: 'visible' }}
      labelStyle={{ overflow: 'visible' }}
    >
      {scoreText(score)}
    </Badge>
  );
}

/** The pair's level in the page's language (`words`), wrapping rather than cut. */
export function CardLevelBadge({ level, words }: { level: PoruthamLevel; words: string }) {
  return (
    <Badge
      size="sm"
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
