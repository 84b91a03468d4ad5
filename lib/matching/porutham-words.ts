import type { PoruthamVerdict } from './porutham';

/**
 * Porutham in the words families use (issue 24 item 2), in one module so every screen says the
 * same and the message catalogue of the Tamil interface can take them over: each porutham is good,
 * medium or no; a pair's level comes from its score, and a failed Rajju or Vedhai makes the pair
 * "Not recommended" whatever the score. One colour scale for both: teal for good and Uthamam,
 * yellow (with dark text) for medium and Madhyamam, red for no, Adhamam and Not recommended.
 * The word "recommended" is never used for a pair by itself: a pair that passes Rajju and
 * Vedhai is named by its level, so a 4/10 pair reads "Adhamam (poor)", not "Recommended".
 */
type Tone = 'good' | 'medium' | 'bad';

/** Mantine colours of the scale: filled, with white text on teal.9 (5.0:1) and red.9 (5.5:1), dark text on yellow.5. */
export const TONE_COLORS: Record<Tone, { color: string; textColor: string }> = {
  good: { color: 'teal.9', textColor: 'white' },
  medium: { color: 'yellow.5', textColor: 'dark.8' },
  bad: { color: 'red.9', textColor: 'white' },
};

export type Words = { en: string; ta: string };

/** One porutham's result. */
export const VERDICT_WORDS: Record<PoruthamVerdict, Words & { tone: Tone }> = {
  good: { en: 'Good', ta: 'பொருத்தம் உண்டு', tone: 'good' },
  medium: { en: 'Medium', ta: 'மத்திமம்', tone: 'medium' },
  bad: { en: 'No', ta: 'இல்லை', tone: 'bad' },
};

type PoruthamLevelKey = 'uthamam' | 'madhyamam' | 'adhamam' | 'notRecommended';

export type PoruthamLevel = {
  key: PoruthamLevelKey;
  /** What the screens print: "Uthamam (excellent)", "Not recommended: Rajju", ... */
  label: string;
  ta: string;
  tone: Tone;
};

const LEVELS: Record<Exclude<PoruthamLevelKey, 'notRecommended'>, Omit<PoruthamLevel, 'key'>> = {
  uthamam: { label: 'Uthamam (excellent)', ta: 'உத்தமம்', tone: 'good' },
  madhyamam: { label: 'Madhyamam (fair)', ta: 'மத்திமம்', tone: 'medium' },
  adhamam: { label: 'Adhamam (poor)', ta: 'அதமம்', tone: 'bad' },
};

/** The lowest scores of the two upper levels (out of 10; scores go in steps of ½). */
const LEVEL_FROM = { uthamam: 8, madhyamam: 6 } as const;

const MANDATORY = [
  { key: 'rajju', en: 'Rajju', ta: 'ரஜ்ஜு' },
  { key: 'vedhai', en: 'Vedhai', ta: 'வேதை' },
] as const;

/**
 * The pair's level: "Not recommended: Rajju" (or Vedhai, or both) when a mandatory porutham
 * fails, whatever the score; else 8 or more Uthamam, 6 to 7.5 Madhyamam, below 6 Adhamam.
 */
export function poruthamLevel(result: {
  score: number;
  items: readonly { key: string; result: PoruthamVerdict }[];
}): PoruthamLevel {
  const failed = MANDATORY.filter((m) => result.items.some((i) => i.key === m.key && i.result === 'bad'));
  if (failed.length) {
    return {
      key: 'notRecommended',
      label: `Not recommended: ${failed.map((m) => m.en).join(' and ')}`,
      ta: `பரிந்துரைக்கப்படவில்லை: ${failed.map((m) => m.ta).join(', ')}`,
      tone: 'bad',
    };
  }
  const key =
    result.score >= LEVEL_FROM.uthamam
      ? 'uthamam'
      : result.score >= LEVEL_FROM.madhyamam
        ? 'madhyamam'
        : 'adhamam';
  return { key, ...LEVELS[key] };
}

/** The score as the badge prints it: the whole of it, "6.5/10". */
export const scoreText = (score: number) => `${score}/10`;

/** The level as the API gives it: {"key": "madhyamam", "label": "Madhyamam (fair)"}. */
export function levelJson(result: Parameters<typeof poruthamLevel>[0]) {
  const { key, label } = poruthamLevel(result);
  return { key, label };
}
