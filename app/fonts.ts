import localFont from 'next/font/local';

/**
 * Tamil glyphs served by the app itself (the CSP allows no font from elsewhere): Noto Sans Tamil's
 * variable font (every weight in one 50 kB file; the static 14 kB subsets lack glyphs that words such
 * as "தமிழ்" need, and show boxes). Its unicode-range means only a page holding Tamil text loads it.
 */
export const tamilFont = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-tamil',
  declarations: [{ prop: 'unicode-range', value: 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC' }],
});
