import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PDF read as a person would: its text (poppler's pdftotext), its pages as PNG (pdftoppm), its
 * images (pdfimages) and page count. Poppler-utils is a Debian package (.ci/run installs it).
 */
function withFile<T>(bytes: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'thirumanam-pdf-'));
  try {
    const file = path.join(dir, 'paper.pdf');
    writeFileSync(file, bytes);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const pdfText = (bytes: Uint8Array): string =>
  withFile(bytes, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));

export const pdfPages = (bytes: Uint8Array): number =>
  withFile(bytes, (file) =>
    Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]),
  );

/** The page size in points, as pdfinfo reports it: "595.28 x 841.89" for A4. */
export const pdfPageSize = (bytes: Uint8Array): string =>
  withFile(
    bytes,
    (file) =>
      /Page size:\s+([\d.]+ x [\d.]+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? '',
  );

/** How many images the PDF draws. */
export const pdfImageCount = (bytes: Uint8Array): number =>
  withFile(
    bytes,
    (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2,
  );

/** Each page as PNG bytes at `dpi`. */
export const pdfPngs = (bytes: Uint8Array, dpi = 100): Buffer[] =>
  withFile(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(path.join(dir, name)));
  });

/**
 * Tamil as pdftotext gives it back: in the order the glyphs stand, a vowel sign drawn before its
 * consonant (ெ ே ை) before it, and the two-part signs (ொ ோ ௌ) as their two parts round it. The
 * shaped PDF maps each glyph to its letters (poppler reads no ActualText), so a search of the
 * text finds the words in this order; a copy from a viewer gives the same.
 */
export function visualOrder(text: string): string {
  const parts: Record<string, [string, string]> = {
    '\u0bc6': ['\u0bc6', ''],
    '\u0bc7': ['\u0bc7', ''],
    '\u0bc8': ['\u0bc8', ''],
    '\u0bca': ['\u0bc6', '\u0bbe'],
    '\u0bcb': ['\u0bc7', '\u0bbe'],
    '\u0bcc': ['\u0bc6', '\u0bd7'],
  };
  return text.replace(/([\u0b95-\u0bb9])([\u0bc6-\u0bcc])/g, (whole, consonant: string, sign: string) =>
    parts[sign] ? parts[sign][0] + consonant + parts[sign][1] : whole,
  );
}
