import { porutham, type PoruthamVerdict } from '@/lib/matching/porutham';
import { VERDICT_WORDS, poruthamLevel, scoreText } from '@/lib/matching/porutham-words';

/**
 * Issue 24 item 2: the pair's level from its score (8 or more Uthamam, 6 to 7.5 Madhyamam, below
 * 6 Adhamam) and "Not recommended" whenever Rajju or Vedhai fails, whatever the score; the word
 * "recommended" never names a pair by itself.
 */
const KEYS = [
  'dina',
  'gana',
  'mahendra',
  'sthreeDeergham',
  'yoni',
  'rasi',
  'rasiAdhipathi',
  'vasya',
  'rajju',
  'vedhai',
];

/** A result with this score, Rajju and Vedhai as given, the rest filled to reach the score. */
function resultOf(score: number, rajju: PoruthamVerdict = 'good', vedhai: PoruthamVerdict = 'good') {
  const mandatory = [rajju, vedhai].reduce((s, v) => s + (v === 'good' ? 1 : v === 'medium' ? 0.5 : 0), 0);
  let rest = score - mandatory;
  const items = KEYS.map((key) => {
    if (key === 'rajju') return { key, result: rajju };
    if (key === 'vedhai') return { key, result: vedhai };
    const result: PoruthamVerdict = rest >= 1 ? 'good' : rest >= 0.5 ? 'medium' : 'bad';
    rest -= result === 'good' ? 1 : result === 'medium' ? 0.5 : 0;
    return { key, result };
  });
  expect(rest).toBe(0);
  return { score, items };
}

describe('poruthamLevel', () => {
  it.each([
    [10, 'uthamam', 'Uthamam (excellent)'],
    [8, 'uthamam', 'Uthamam (excellent)'],
    [7.5, 'madhyamam', 'Madhyamam (fair)'],
    [6, 'madhyamam', 'Madhyamam (fair)'],
    [5.5, 'adhamam', 'Adhamam (poor)'],
    [4, 'adhamam', 'Adhamam (poor)'],
    [2, 'adhamam', 'Adhamam (poor)'],
  ])('scores %s as %s', (score, key, label) => {
    expect(poruthamLevel(resultOf(score))).toMatchObject({ key, label });
  });

  it.each([
    [9, 'bad', 'good', 'Not recommended: Rajju'],
    [8, 'good', 'bad', 'Not recommended: Vedhai'],
    [8, 'bad', 'bad', 'Not recommended: Rajju and Vedhai'],
    [6, 'bad', 'good', 'Not recommended: Rajju'],
    [4, 'good', 'bad', 'Not recommended: Vedhai'],
  ] as const)('at %s with Rajju %s and Vedhai %s: %s, whatever the score', (score, rajju, vedhai, label) => {
    const level = poruthamLevel(resultOf(score, rajju, vedhai));
    expect(level).toMatchObject({ key: 'notRecommended', label, tone: 'bad' });
  });

  it('never calls a poor pair "recommended", and colours by level, not by Rajju and Vedhai alone', () => {
    const poor = poruthamLevel(resultOf(4));
    expect(poor.label).not.toMatch(/recommended/i);
    expect(poor.tone).toBe('bad');
    expect(poruthamLevel(resultOf(6.5)).tone).toBe('medium');
    expect(poruthamLevel(resultOf(8.5)).tone).toBe('good');
  });

  it('reads a real pair: Ashwini/Mesham bride, Magam/Simmam groom (6.5, Rajju fails)', () => {
    const result = porutham({ star: 1, raasi: 1 }, { star: 10, raasi: 5 });
    expect(result.score).toBe(6.5);
    expect(poruthamLevel(result).label).toBe('Not recommended: Rajju');
  });
});

it('words each result good, medium or no, with the Tamil beside it for the catalogue', () => {
  expect(VERDICT_WORDS).toEqual({
    good: { en: 'Good', ta: 'பொருத்தம் உண்டு', tone: 'good' },
    medium: { en: 'Medium', ta: 'மத்திமம்', tone: 'medium' },
    bad: { en: 'No', ta: 'இல்லை', tone: 'bad' },
  });
  expect([scoreText(6), scoreText(7.5), scoreText(10)]).toEqual(['6/10', '7.5/10', '10/10']);
});
