/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { Paper } from '@/lib/papers/paper';
import { pdfPngs } from '../helpers/pdf';

/*
 * Issue 24 item 3: Tamil in the PDFs is shaped as a browser shapes it: vowel signs before their
 * consonant (கொ, பெ), conjuncts (க்ஷ, ஸ்ரீ), the two-part signs (கௌ). The same line is drawn by the
 * app's PDF code (pdfkit + fontkit), read back as an image with poppler's pdftoppm, and drawn by
 * Chromium with the same font file; the two images' ink must agree in size and, scaled to the same
 * box, pixel by pixel. A control draws the line unshaped (each letter's own glyph, in the order
 * typed, as a PDF library without an Indic shaper would) and must be told apart.
 */
const LINE = 'க்ஷேத்திரம் கொண்டாட்டம் ஸ்ரீ கௌரவம் பெண்ணை';
const SIZE = 18; // points; rendered at 144 dpi, 36 px
const DPI = 144;
const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-tamil/files');

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
afterAll(async () => {
  await browser?.close();
});

/** The ink of a page image: cut to its bounding box, as grey levels. */
async function ink(png: Buffer, keepAs?: string) {
  if (keepAs && process.env.PAPERS_PNG_DIR)
    await sharp(png).toFile(path.join(process.env.PAPERS_PNG_DIR, `${keepAs}.png`));
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .trim({ threshold: 40 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Two inks scaled to one box (the first's size) and compared: the mean difference, 0 (same) to 1. */
async function difference(a: Awaited<ReturnType<typeof ink>>, b: Awaited<ReturnType<typeof ink>>) {
  const box = { width: 400, height: 24 };
  const scaled = await Promise.all(
    [a, b].map((img) =>
      sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
        .resize({ ...box, fit: 'fill' })
        .raw()
        .toBuffer(),
    ),
  );
  let sum = 0;
  for (let i = 0; i < scaled[0].length; i++) sum += Math.abs(scaled[0][i] - scaled[1][i]);
  return sum / scaled[0].length / 255;
}

async function pdfLine(shaped: boolean): Promise<Buffer> {
  const paper = new Paper({ title: 'shaping', language: 'ta-IN' });
  if (shaped) paper.text(LINE, 40, 40, { size: SIZE, width: 515 });
  else {
    // Unshaped: every code point drawn by itself, one after another.
    let x = 20; // it is the wider: all of it on the page
    for (const char of LINE) {
      paper.doc.font(char === ' ' ? 'latin-regular' : 'tamil-regular').fontSize(SIZE);
      paper.doc.text(char, x, 40, { lineBreak: false });
      x += paper.doc.widthOfString(char);
    }
  }
  return pdfPngs(await paper.finish(), DPI)[0];
}

async function chromiumLine(): Promise<Buffer> {
  const face = (script: string, range: string) => {
    const data = readFileSync(path.join(FONT_DIR, `noto-sans-tamil-${script}-400-normal.woff`)).toString(
      'base64',
    );
    return `@font-face { font-family: T; src: url(data:font/woff;base64,${data}) format('woff'); unicode-range: ${range}; }`;
  };
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await page.setContent(
    `<style>${face('tamil', 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC')}${face('latin', 'U+0000-00FF')}
      body { margin: 40px; background: #fff; } p { font: ${(SIZE * DPI) / 72}px T; white-space: nowrap; margin: 0; color: #1a1b1e; }</style>
      <p>${LINE}</p>`,
  );
  await page.evaluate(() => document.fonts.ready);
  const png = await page.locator('p').screenshot();
  await page.close();
  return png;
}

it('draws Tamil as Chromium does, and the comparison tells an unshaped line apart', async () => {
  const browserInk = await ink(await chromiumLine(), 'line-chromium');
  const shapedInk = await ink(await pdfLine(true), 'line-pdf');
  const unshapedInk = await ink(await pdfLine(false), 'line-unshaped');
  const widthRatio = (img: typeof shapedInk) => img.width / browserInk.width;
  const shapedDiff = await difference(browserInk, shapedInk);
  const unshapedDiff = await difference(browserInk, unshapedInk);
  // Printed when it fails, to see by how much.
  const report = {
    browser: [browserInk.width, browserInk.height],
    shaped: [shapedInk.width, shapedInk.height, shapedDiff],
    unshaped: [unshapedInk.width, unshapedInk.height, unshapedDiff],
  };
  console.log(JSON.stringify(report));
  expect(Math.abs(widthRatio(shapedInk) - 1)).toBeLessThan(0.03);
  expect(Math.abs(shapedInk.height / browserInk.height - 1)).toBeLessThan(0.08);
  expect(shapedDiff).toBeLessThan(0.06);
  // The control: unshaped, the ink differs in width or, box for box, in shape.
  expect(Math.abs(widthRatio(unshapedInk) - 1) > 0.03 || unshapedDiff > 0.06).toBe(true);
});
