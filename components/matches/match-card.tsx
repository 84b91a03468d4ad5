'use client';

import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import InterestActions from '@/components/interests/InterestActions';
import type { PairState } from '@/lib/interests/pair-state';
import type { PoruthamLevel } from '@/lib/matching/porutham-words';
import { LevelBadgeWithWords, ScoreBadgeWithLabel } from './porutham-badges';
import { PLACEHOLDERS } from '@/lib/resources/placeholders';
import { cardImageOf, isHiddenPhoto } from '@/lib/media/photo-names';
import photoFallback from '@/components/ui/photo-fallback.module.css';
import classes from './match-card.module.css';

/** What a card shows of one candidate, names already resolved on the server. */
export type MatchCardData = {
  id: number;
  fullName: string;
  age: string;
  height: string;
  qualification: string;
  occupation: string;
  place: string;
  photo: string | null;
  score: number | null;
  /** The pair's level (lib/matching/porutham-words.ts), worked out on the server; null without a porutham. */
  level: PoruthamLevel | null;
};

/**
 * One candidate in the match list. Plain elements styled by match-card.module.css, not Mantine's
 * layout components: a page renders up to 24 cards, and each Mantine element costs server time
 * and markup (issue 28 item 2). The badges are Mantine's markup written directly (./porutham-badges.tsx),
 * the buttons Mantine's; `pair` is where the member stands with the candidate, read by the page
 * for all its cards at once.
 */
export function MatchCard({
  match,
  pair,
  first = false,
}: {
  match: MatchCardData;
  pair?: PairState;
  /** One of the cards at the top of the page: its photo is what a phone paints first (the LCP). */
  first?: boolean;
}) {
  const t = useTranslations('member');
  const tp = useTranslations('porutham');
  const locale = useLocale();
  const levelWords = match.level && (locale === 'ta' ? match.level.ta : match.level.label);
  const href = `/user/matches/${match.id}`;
  const image = cardImageOf(match.photo ?? PLACEHOLDERS.photo);
  return (
    <div className={classes.card} data-testid="match-card">
      <Link href={href} aria-label={t('view', { name: match.fullName })} className={classes.photo}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the card variant is already sized on the server */}
        <img
          className={photoFallback.placeholder}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={
            match.photo
              ? t(isHiddenPhoto(match.photo) ? 'blurredPhotoOf' : 'photoOf', { name: match.fullName })
              : t('noPhoto')
          }
          // The top cards' photos load at once (a lazy image waits for layout: 2.5 s of the match
          // page's LCP on a phone in Lighthouse); the rest when scrolled near.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      </Link>
      <div className={classes.body}>
        <div className={classes.head}>
          <Link href={href} className={classes.name} data-testid="match-name">
            {match.fullName}
          </Link>
          {match.score !== null && match.level && (
            <ScoreBadgeWithLabel
              size="md"
              score={match.score}
              level={match.level}
              label={tp('scoreLabel', { score: match.score, level: levelWords! })}
            />
          )}
        </div>
        <p className={classes.line}>
          {t('years', { age: match.age })} · {match.height}
        </p>
        <p className={`${classes.line} ${classes.cut}`}>{match.qualification}</p>
        <p className={`${classes.line} ${classes.cut}`}>{match.occupation}</p>
        <p className={`${classes.line} ${classes.cut} ${classes.place}`}>{match.place}</p>
        {match.level && (
          <div className={classes.level}>
            <LevelBadgeWithWords size="sm" level={match.level} words={levelWords!} />
          </div>
        )}
        <InterestActions profileId={match.id} name={match.fullName} initial={pair} />
      </div>
    </div>
  );
}
