import { LOCALE_NAMES } from '@/lib/i18n/locales';

/**
 * Tamil glyphs served by the app itself (the CSP allows no font from elsewhere): Noto Sans Tamil's
 * variable font from @fontsource-variable (every weight in one 50 kB file; the static 14 kB subsets
 * lack glyphs that words such as "தமிழ்" need, and show boxes). app/tamil-font.css declares it with
 * its unicode-range; a Tamil page preloads it (app/layout.tsx), since Chromium would otherwise lay
 * the page out before the face arrived.
 */
export const TAMIL_FONT_FILE =
  'node_modules/@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2';

/** Where the app serves it (app/assets/noto-sans-tamil.woff2/route.ts). */
export const TAMIL_FONT_URL = '/assets/noto-sans-tamil.woff2';

/**
 * An English page's only Tamil is its language switch ("தமிழ்"): a cut of the same font holding
 * just those letters (about 3 kB instead of 50; app/assets/tamil-label.woff2/route.ts) is what it
 * preloads, so a phone on a slow network does not wait for a font to draw one word (issue 28).
 * Other Tamil on such a page (a member's own text) still loads the whole face, by its unicode-range.
 */
export const TAMIL_LABEL_TEXT = LOCALE_NAMES.ta;
export const TAMIL_LABEL_URL = '/assets/tamil-label.woff2';
