import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { PoruthamResult } from '@/lib/matching/porutham';
import { TONE_COLORS, VERDICT_WORDS, poruthamLevel, scoreText } from '@/lib/matching/porutham-words';
import { INK, PAGE, Paper, type TextOptions } from './paper';
import { reasonIn } from '@/lib/matching/porutham-reasons';
import { paperWords, printedOn } from './words';

/**
 * The porutham report for a pair (issue 24 item 3), for the family's astrologer: both stars and
 * raasis, the ten results with their reasons, the pair's level in the words of porutham-words.ts,
 * and ruled lines for the astrologer's remarks. The reasons are the calculator's, in the
 * reader's language (lib/matching/porutham-reasons.ts).
 */
type Person = { star: number; raasi: number };

/** The PDF's colours for the scale's tones (the screens' Mantine colours, as hex). */
const TONE_HEX: Record<keyof typeof TONE_COLORS, string> = {
  good: '#087f5b',
  medium: '#e67700',
  bad: '#c92a2a',
};

export async function poruthamPdf(
  pair: { bride: Person; groom: Person },
  result: PoruthamResult,
  locale: Locale,
): Promise<Buffer> {
  const words = paperWords(locale);
  const ta = locale === 'ta';
  const paper = new Paper({ title: words('porutham.title'), language: ta ? 'ta-IN' : 'en-IN' });
  const left = PAGE.margin;
  const width = paper.width;

  paper.text(words('porutham.title'), left, PAGE.margin, { size: 20, weight: 'bold' });
  paper.y += 8;

  // The two, side by side.
  const top = paper.y;
  const half = (width - 16) / 2;
  for (const [i, who] of (['bride', 'groom'] as const).entries()) {
    const x = left + i * (half + 16);
    const person = pair[who];
    paper.doc.roundedRect(x, top, half, 62, 4).lineWidth(0.7).strokeColor(INK.rule).stroke();
    paper.text(words(`porutham.${who}`), x + 10, top + 8, {
      size: 11,
      weight: 'bold',
      color: INK.accent,
      width: half - 20,
    });
    paper.text(`${words('porutham.star')}: ${words(`stars.${person.star}` as 'stars.1')}`, x + 10, top + 26, {
      width: half - 20,
    });
    paper.text(
      `${words('porutham.raasi')}: ${words(`raasis.${person.raasi}` as 'raasis.1')}`,
      x + 10,
      top + 42,
      { width: half - 20 },
    );
  }
  paper.y = top + 74;

  // The level and score.
  const level = poruthamLevel(result);
  const levelTop = paper.y;
  paper.doc.roundedRect(left, levelTop, width, 30, 4).fillColor(TONE_HEX[level.tone]).fill();
  paper.text(
    `${words('porutham.level')}: ${ta ? level.ta : level.label}    ${words('porutham.score')}: ${scoreText(result.score)}`,
    left + 10,
    levelTop + 8,
    { size: 12, weight: 'bold', color: '#ffffff', width: width - 20 },
  );
  paper.y = levelTop + 36;
  paper.text(words('porutham.mandatory'), left, paper.y, { size: 9, color: INK.muted });
  paper.y += 8;

  // The ten.
  const columns = [
    { x: left, width: 146 },
    { x: left + 150, width: 104 },
    { x: left + 258, width: width - 258 },
  ];
  const header = [words('porutham.porutham'), words('porutham.result'), words('porutham.reason')];
  const headerTop = paper.y;
  header.forEach((text, i) =>
    paper.text(text, columns[i].x, headerTop, { weight: 'bold', width: columns[i].width }),
  );
  paper.y = headerTop + 16;
  paper.rule(paper.y);
  paper.y += 4;
  for (const item of result.items) {
    const verdict = VERDICT_WORDS[item.result];
    const cells = [
      words(`porutham.names.${item.key}` as 'porutham.names.dina'),
      ta ? verdict.ta : verdict.en,
      reasonIn(words, item.reason),
    ];
    // Each cell measured as it is drawn: the name plain, the result bold, the reason smaller.
    const styles: TextOptions[] = [{}, { weight: 'bold', color: TONE_HEX[verdict.tone] }, { size: 9 }];
    const height = Math.max(...cells.map((text, i) => paper.heightOf(text, columns[i].width, styles[i])));
    const rowTop = paper.y;
    cells.forEach((text, i) =>
      paper.text(text, columns[i].x, rowTop, { ...styles[i], width: columns[i].width }),
    );
    paper.y = rowTop + height + 4;
    paper.rule(paper.y - 2);
  }
  paper.y += 6;
  paper.text(words('porutham.reasonsNote'), left, paper.y, { size: 8.5, color: INK.muted });

  // The astrologer's part.
  paper.ensureRoom(150);
  paper.y += 10;
  paper.text(words('porutham.remarks'), left, paper.y, { size: 11, weight: 'bold' });
  paper.y += 6;
  for (let i = 0; i < 4; i++) {
    paper.y += 22;
    paper.rule(paper.y);
  }
  const signTop = paper.y + 34;
  paper.doc
    .moveTo(left, signTop)
    .lineTo(left + 200, signTop)
    .moveTo(left + width - 160, signTop)
    .lineTo(left + width, signTop)
    .lineWidth(0.7)
    .strokeColor(INK.text)
    .stroke();
  paper.text(words('porutham.signature'), left, signTop + 4, { size: 9, color: INK.muted, width: 200 });
  paper.text(words('porutham.date'), left + width - 160, signTop + 4, {
    size: 9,
    color: INK.muted,
    width: 160,
  });

  paper.footer(words('porutham.footer', { date: printedOn(locale) }));
  return paper.finish();
}
