import { fontResponse, readTamilFont } from '../tamil-font-file';

// Built once: the file is fontsource's, the same for every request.
export const dynamic = 'force-static';

/**
 * Noto Sans Tamil (fontsource's variable font), served by the app at a fixed address so that Tamil
 * pages can preload it (app/layout.tsx) and the stylesheet (app/tamil-font.css) names the same file.
 */
export async function GET(): Promise<Response> {
  return fontResponse(await readTamilFont());
}
