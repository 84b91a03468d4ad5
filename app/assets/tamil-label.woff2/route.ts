import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { TAMIL_FONT_FILE, TAMIL_LABEL_TEXT } from '@/app/fonts';

// Cut once at build time: the letters and the font are fixed. (turbopackIgnore: read at build only.)
export const dynamic = 'force-static';

/**
 * The letters of the language switch's "தமிழ்", cut from Noto Sans Tamil by HarfBuzz's subsetter
 * (subset-font) with the shaping rules they need and every weight; app/tamil-font.css names it
 * "Noto Sans Tamil Label" for Tamil words on pages in another language (app/fonts.ts says why).
 */
export async function GET(): Promise<Response> {
  const font = await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), TAMIL_FONT_FILE));
  const label = await subsetFont(font, TAMIL_LABEL_TEXT, { targetFormat: 'woff2' });
  return new Response(new Uint8Array(label), {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=2592000',
      'Access-Control-Allow-Origin': '*',
    },
  });
}
