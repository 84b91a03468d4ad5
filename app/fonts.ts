/**
 * Tamil glyphs served by the app itself (the CSP allows no font from elsewhere): Noto Sans Tamil's
 * variable font from @fontsource-variable (every weight in one 50 kB file; the static 14 kB subsets
 * lack glyphs that words such as "தமிழ்" need, and show boxes). app/tamil-font.css declares it with
 * its unicode-range; every page preloads it (app/layout.tsx), since every page shows some Tamil at
 * once and Chromium keeps drawing as boxes the Tamil it laid out before the face arrived.
 */
export const TAMIL_FONT_FILE =
  'node_modules/@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2';

/** Where the app serves it (app/assets/noto-sans-tamil.woff2/route.ts). */
export const TAMIL_FONT_URL = '/assets/noto-sans-tamil.woff2';
