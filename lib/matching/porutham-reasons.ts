import type { createTranslator } from 'next-intl';
import type en from '@/lib/i18n/messages/en.json';
import { RAASI_NAMES, STARS } from './porutham-tables';

/** The catalogue's `pdf` namespace in the reader's language: a PDF's words, or a page's useTranslations('pdf'). */
type PaperWords = ReturnType<typeof createTranslator<typeof en, 'pdf'>>;

/**
 * A porutham's reason in the reader's language, on screen (components/matches/porutham-table.tsx)
 * and in the porutham report PDF. lib/matching/porutham.ts gives each reason as an
 * English sentence in one of a few fixed forms; each form is read back here into its message
 * (`pdf.reasons`) and its values (counts, and names that `pdf.terms`, `pdf.stars` and `pdf.raasis`
 * translate). tests/unit/porutham-reasons.test.ts reads every reason of every pair of stars and
 * raasis, and checks that the English catalogue gives the same sentence back, so a new form in
 * porutham.ts fails there; here, a form not known is printed as it came.
 */
type Values = Record<string, string>;
type Form = [RegExp, string, (match: RegExpExecArray, words: PaperWords) => Values];

const term = (words: PaperWords, group: string, name: string) =>
  words(`terms.${group}.${name}` as 'terms.sex.M');
const star = (words: PaperWords, name: string) =>
  words(`stars.${STARS.findIndex((s) => s.name === name) + 1}` as 'stars.1');
const raasi = (words: PaperWords, name: string) =>
  words(`raasis.${RAASI_NAMES.indexOf(name as (typeof RAASI_NAMES)[number]) + 1}` as 'raasis.1');
const RELATIONS: Record<string, string> = {
  enmity: 'enmity',
  friends: 'friends',
  'friend and neutral': 'friendAndNeutral',
  neutral: 'neutral',
};

const n = (m: RegExpExecArray) => ({ n: m[1] });
const FORMS: Form[] = [
  [/^Same star, (\w+), which is auspicious$/, 'sameStarGood', (m, w) => ({ star: star(w, m[1]) })],
  [/^Same star, (\w+), which is acceptable$/, 'sameStarMedium', (m, w) => ({ star: star(w, m[1]) })],
  [/^Same star, (\w+), which is not acceptable$/, 'sameStarBad', (m, w) => ({ star: star(w, m[1]) })],
  [/^Count 27 with the same raasi$/, 'count27Same', () => ({})],
  [/^Count 27 in different raasis$/, 'count27Different', () => ({})],
  [/^Count (\d+) from the bride's star \(depends on the quarter\)$/, 'countFromBrideQuarter', n],
  [/^Count (\d+) from the bride's star$/, 'countFromBride', n],
  [/^Count (\d+), more than 13$/, 'countMore13', n],
  [/^Count (\d+), between 8 and 13$/, 'countEightToThirteen', n],
  [/^Count (\d+), 7 or less$/, 'countSevenOrLess', n],
  [/^Count (\d+)$/, 'count', n],
  ...(['ganaSame', 'ganaPair'] as const).map((key): Form => [
    new RegExp(`^Bride (\\w+), groom (\\w+)${key === 'ganaSame' ? ': same gana' : ''}$`),
    key,
    (m, w) => ({ bride: term(w, 'gana', m[1]), groom: term(w, 'gana', m[2]) }),
  ]),
  ...(['yoniEnemies', 'yoniPair'] as const).map((key): Form => [
    new RegExp(
      `^Bride (\\w+) \\((M|F)\\), groom (\\w+) \\((M|F)\\)${key === 'yoniEnemies' ? ': enemy animals' : ''}$`,
    ),
    key,
    (m, w) => ({
      bride: term(w, 'animal', m[1]),
      brideSex: term(w, 'sex', m[2]),
      groom: term(w, 'animal', m[3]),
      groomSex: term(w, 'sex', m[4]),
    }),
  ]),
  [/^Raasi count 7, an excepted pair$/, 'raasiCountExcepted', () => ({})],
  [/^Raasi count (\d+)$/, 'raasiCount', n],
  [/^Same lord, (\w+)$/, 'sameLord', (m, w) => ({ lord: term(w, 'lord', m[1]) })],
  [
    /^Lords (\w+) and (\w+): (enmity|friends|friend and neutral|neutral)$/,
    'lords',
    (m, w) => ({
      bride: term(w, 'lord', m[1]),
      groom: term(w, 'lord', m[2]),
      relation: term(w, 'relation', RELATIONS[m[3]]),
    }),
  ],
  [/^(\w+) for (\w+) is vasya$/, 'vasya', (m, w) => ({ groom: raasi(w, m[1]), bride: raasi(w, m[2]) })],
  [
    /^(\w+) for (\w+) is not vasya$/,
    'notVasya',
    (m, w) => ({ groom: raasi(w, m[1]), bride: raasi(w, m[2]) }),
  ],
  [/^Both (\w+) rajju$/, 'bothRajju', (m, w) => ({ rajju: term(w, 'rajju', m[1]) })],
  [
    /^(\w+) and (\w+) rajju$/,
    'rajjuPair',
    (m, w) => ({ bride: term(w, 'rajju', m[1]), groom: term(w, 'rajju', m[2]) }),
  ],
  [
    /^(\w+) and (\w+) are a vedha pair$/,
    'vedhaPair',
    (m, w) => ({ bride: star(w, m[1]), groom: star(w, m[2]) }),
  ],
  [/^Not a vedha pair$/, 'notVedha', () => ({})],
];

/** The reason in `words`' language, or null when it is in no known form. */
export function translatedReason(words: PaperWords, reason: string): string | null {
  for (const [pattern, key, values] of FORMS) {
    const match = pattern.exec(reason);
    if (match) return words(`reasons.${key}` as 'reasons.count', values(match, words) as { n: string });
  }
  return null;
}

export const reasonIn = (words: PaperWords, reason: string) => translatedReason(words, reason) ?? reason;
