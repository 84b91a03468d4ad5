import subsetFont from 'subset-font';
import { TAMIL_LABEL_TEXT } from '@/app/fonts';
import { fontResponse, readTamilFont } from '../tamil-font-file';

// Cut once at build time: the letters and the font are fixed.
export const dynamic = 'force-static';

/**
 * The letters of the language switch's "தமிழ்", cut from Noto Sans Tamil by HarfBuzz's subsetter
 * (subset-font) with the shaping rules they need and every weight; app/tamil-font.css names it
 * "Noto Sans Tamil Label" for Tamil words on pages in another language (app/fonts.ts says why).
 */
export async function GET(): Promise<Response> {
  return fontResponse(await subsetFont(await readTamilFont(), TAMIL_LABEL_TEXT, { targetFormat: 'woff2' }));
}
