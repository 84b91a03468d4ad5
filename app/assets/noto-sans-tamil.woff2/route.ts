import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TAMIL_FONT_FILE } from '@/app/fonts';

// Built once: the file is fontsource's, the same for every request. (Read at build only, so the
// build need not trace the whole project into the server output: turbopackIgnore.)
export const dynamic = 'force-static';

/**
 * Noto Sans Tamil (fontsource's variable font), served by the app at a fixed address so that Tamil
 * pages can preload it (app/layout.tsx) and the stylesheet (app/tamil-font.css) names the same file.
 */
export async function GET(): Promise<Response> {
  const bytes = await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), TAMIL_FONT_FILE));
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=2592000',
      'Access-Control-Allow-Origin': '*',
    },
  });
}
