import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { CardLevelBadge, CardScoreBadge } from '@/components/matches/card-badges';
import { LevelBadge, ScoreBadge } from '@/components/matches/porutham-badges';
import en from '@/lib/i18n/messages/en.json';
import ta from '@/lib/i18n/messages/ta.json';
import { poruthamLevel } from '@/lib/matching/porutham-words';

/** The match card's badges are the markup of Mantine's, as the candidate page draws them, in each colour. */
test.each([
  ['en', en],
  ['ta', ta],
] as const)('the card badges are Mantine’s markup (%s)', (locale, messages) => {
  // Each tone, and the longest words (a mandatory porutham failed).
  const rajju = [{ key: 'rajju', result: 'bad' as const }];
  for (const [score, items] of [
    [2, []],
    [6.5, []],
    [8, []],
    [9, rajju],
  ] as const) {
    const level = poruthamLevel({ score, items });
    const theirs = mantine(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ScoreBadge score={score} level={level} size="md" />
        <LevelBadge level={level} size="sm" />
      </NextIntlClientProvider>,
    );
    const words = locale === 'ta' ? level.ta : level.label;
    const label = theirs.match(/aria-label="([^"]*)"/)![1].replace(/&amp;/g, '&');
    const ours = renderToStaticMarkup(
      <>
        <CardScoreBadge score={score} level={level} label={label} />
        <CardLevelBadge level={level} words={words} />
      </>,
    );
    expect(ours).toBe(theirs);
  }
});
