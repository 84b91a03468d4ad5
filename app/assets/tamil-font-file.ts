import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TAMIL_FONT_FILE } from '@/app/fonts';

/**
 * What the two font routes share (./noto-sans-tamil.woff2, ./tamil-label.woff2): both are built once
 * (force-static), so the file is read at build only, and the build need not trace the whole project
 * into the server output (turbopackIgnore).
 */
export const readTamilFont = () =>
  readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), TAMIL_FONT_FILE));

/** A WOFF2 font as the app serves it: cached for 30 days, loadable from any origin (fonts are fetched in CORS mode). */
export const fontResponse = (bytes: Uint8Array) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=2592000',
      'Access-Control-Allow-Origin': '*',
    },
  });
