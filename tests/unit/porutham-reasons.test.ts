/** @jest-environment node */
import { starRaasiNumbers } from '@/lib/matching/nakshatra';
import { porutham } from '@/lib/matching/porutham';
import { translatedReason } from '@/lib/matching/porutham-reasons';
import { paperWords } from '@/lib/papers/words';

/*
 * The porutham report's reasons in the reader's language (lib/matching/porutham-reasons.ts): every
 * reason of every pair of stars (in each raasi each star falls in) is in a known form; the English
 * catalogue gives the calculator's own sentence back, so the form was read right; Tamil has no
 * English word left but the numbers.
 */
const everyPair = function* () {
  for (let brideStar = 1; brideStar <= 27; brideStar++)
    for (const brideRaasi of starRaasiNumbers(brideStar))
      for (let groomStar = 1; groomStar <= 27; groomStar++)
        for (const groomRaasi of starRaasiNumbers(groomStar))
          yield porutham({ star: brideStar, raasi: brideRaasi }, { star: groomStar, raasi: groomRaasi });
};

it('reads every reason of every pair, in English word for word and in Tamil', () => {
  const en = paperWords('en');
  const ta = paperWords('ta');
  const seen = new Set<string>();
  for (const result of everyPair())
    for (const { reason } of result.items) {
      if (seen.has(reason)) continue;
      seen.add(reason);
      expect({ reason, en: translatedReason(en, reason) }).toEqual({ reason, en: reason });
      const tamil = translatedReason(ta, reason);
      expect({ reason, tamil: tamil && /[A-Za-z]/.test(tamil) }).toEqual({ reason, tamil: false });
    }
  // All the forms turned up: the ten rules' reasons over 27 × 27 stars.
  expect(seen.size).toBeGreaterThan(200);
});
