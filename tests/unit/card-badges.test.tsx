import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { Badge as MantineBadge } from '@mantine/core';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import {
  LevelBadge,
  LevelBadgeWithWords,
  ScoreBadge,
  ScoreBadgeWithLabel,
  VerdictBadge,
} from '@/components/matches/porutham-badges';
import en from '@/lib/i18n/messages/en.json';
import ta from '@/lib/i18n/messages/ta.json';
import { TONE_COLORS, VERDICT_WORDS, poruthamLevel, scoreText } from '@/lib/matching/porutham-words';

const WHOLE = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } as const;
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/**
 * The porutham badges (the candidate page's and calculator's, and the match card's) are the markup of
 * Mantine's Badge with the props they were first drawn with, in each colour and language.
 */
test.each([
  ['en', en],
  ['ta', ta],
] as const)('the porutham badges are Mantine’s markup (%s)', (locale, messages) => {
  // Each tone, and the longest words (a mandatory porutham failed).
  const rajju = [{ key: 'rajju', result: 'bad' as const }];
  for (const [score, items] of [
    [2, []],
    [6.5, []],
    [8, []],
    [9, rajju],
  ] as const) {
    const level = poruthamLevel({ score, items });
    const tone = { color: TONE_COLORS[level.tone].color, c: TONE_COLORS[level.tone].textColor };
    const words = locale === 'ta' ? level.ta : level.label;
    const label = `label ${score}`;
    const theirs = (size: 'md' | 'lg', levelSize: 'sm' | 'lg', scoreLabel: string) =>
      mantine(
        <>
          <MantineBadge
            size={size}
            variant="filled"
            {...tone}
            aria-label={scoreLabel}
            data-testid="score-badge"
            styles={WHOLE}
          >
            {scoreText(score)}
          </MantineBadge>
          <MantineBadge
            size={levelSize}
            variant="filled"
            tt="none"
            {...tone}
            data-testid="porutham-level"
            styles={WRAPPING}
          >
            {words}
          </MantineBadge>
        </>,
      );
    const card = renderToStaticMarkup(
      <>
        <ScoreBadgeWithLabel size="md" score={score} level={level} label={label} />
        <LevelBadgeWithWords size="sm" level={level} words={words} />
      </>,
    );
    expect(card).toBe(theirs('md', 'sm', label));

    const page = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ScoreBadge score={score} level={level} />
        <LevelBadge level={level} />
      </NextIntlClientProvider>,
    );
    const pageLabel = page.match(/aria-label="([^"]*)"/)![1].replace(/&amp;/g, '&');
    expect(pageLabel).toContain(String(score));
    expect(page).toBe(theirs('lg', 'lg', pageLabel));
  }

  for (const verdict of ['good', 'medium', 'bad'] as const) {
    const words = VERDICT_WORDS[verdict];
    const { color, textColor } = TONE_COLORS[words.tone];
    expect(
      renderToStaticMarkup(
        <NextIntlClientProvider locale={locale} messages={messages}>
          <VerdictBadge verdict={verdict} />
        </NextIntlClientProvider>,
      ),
    ).toBe(
      mantine(
        <MantineBadge variant="filled" color={color} c={textColor} styles={WHOLE}>
          {locale === 'ta' ? words.ta : words.en}
        </MantineBadge>,
      ),
    );
  }
});
