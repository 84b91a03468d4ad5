import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * The PDFs' common page (issue 24 item 3): A4, the app's Tamil font, and text that may mix Tamil
 * and English in one line. pdfkit lays text out with fontkit, whose Indic shaper puts Tamil vowel
 * signs and conjuncts in place (tests/integration/papers-shaping.test.ts compares a rendered line
 * with Chromium's), so no browser is needed at run time.
 *
 * The font is Noto Sans Tamil from @fontsource/noto-sans-tamil. Its files are cut by script: the
 * Tamil file has no Latin letters (not even the space) and the Latin file no Tamil, so each piece
 * of text is split into runs by script and each run gets its file (`runsOf`). The WOFF (1.0) files
 * are used: fontkit cannot subset the WOFF2 ones' composite glyphs.
 */
const FONT_DIR = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'node_modules/@fontsource/noto-sans-tamil/files',
);
type Script = 'tamil' | 'latin';
type Weight = 'regular' | 'bold';
const fontFile = (script: Script, weight: Weight) =>
  path.join(FONT_DIR, `noto-sans-tamil-${script}-${weight === 'bold' ? 700 : 400}-normal.woff`);
const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** What the Tamil file holds (Google Fonts' "tamil" subset): the block, danda, ZWJ/ZWNJ, ₹, the dotted circle. */
const TAMIL_FILE = /[\u0964\u0965\u0b82-\u0bfa\u200c\u200d\u20b9\u25cc]/u;

/** The text cut into runs that one font file draws: Tamil and the rest. */
function runsOf(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script: Script = TAMIL_FILE.test(char) ? 'tamil' : 'latin';
    const last = runs.at(-1);
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const INK = { text: '#1a1b1e', muted: '#5c5f66', rule: '#ced4da', accent: '#0b7285' } as const;

export type TextOptions = {
  size?: number;
  weight?: Weight;
  color?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
};

/** One PDF being written: text in any mix of Tamil and English, lines and boxes, and its bytes at the end. */
export class Paper {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; language: string }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang: info.language,
      info: { Title: info.title, Creator: 'Thirumanam', Producer: 'Thirumanam' },
      displayTitle: true,
      autoFirstPage: true,
      // The footer is written at the end, on every page.
      bufferPages: true,
    });
    for (const script of ['tamil', 'latin'] as const)
      for (const weight of ['regular', 'bold'] as const)
        this.doc.registerFont(fontName(script, weight), fontFile(script, weight));
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get y() {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** The usable width between the margins. */
  get width() {
    return PAGE.width - 2 * PAGE.margin;
  }

  /**
   * Writes `text` at (x, y) within `width`, wrapping, each script run in its font; leaves y below it.
   * Runs after the first continue the same paragraph (pdfkit's `continued`).
   */
  text(text: string, x: number, y: number, options: TextOptions = {}): this {
    const {
      size = 10,
      weight = 'regular',
      color = INK.text,
      width = PAGE.width - PAGE.margin - x,
      align = 'left',
    } = options;
    const runs = runsOf(text.length ? text : ' ');
    this.doc.fillColor(color).fontSize(size);
    if (align !== 'left' && runs.length > 1) {
      // pdfkit would centre (or right-align) each run by itself: place the line as one, unwrapped.
      const widths = runs.map((run) => this.doc.font(fontName(run.script, weight)).widthOfString(run.text));
      const total = widths.reduce((a, b) => a + b, 0);
      let left = x + Math.max(0, align === 'center' ? (width - total) / 2 : width - total);
      runs.forEach((run, i) => {
        this.doc.font(fontName(run.script, weight)).text(run.text, left, y, { lineBreak: false });
        left += widths[i];
      });
      this.doc.x = x;
      this.doc.y = y + this.doc.currentLineHeight(true) + 1.5;
      return this;
    }
    runs.forEach((run, i) => {
      this.doc.font(fontName(run.script, weight));
      const last = i === runs.length - 1;
      const layout = { width, align, continued: !last, lineGap: 1.5 };
      if (i === 0) this.doc.text(run.text, x, y, layout);
      else this.doc.text(run.text, layout);
    });
    return this;
  }

  /** The height `text` takes in `width` (for rows whose cells wrap). */
  heightOf(text: string, width: number, options: TextOptions = {}): number {
    const { size = 10, weight = 'regular' } = options;
    this.doc.fontSize(size);
    // Measured in one font: the Tamil one when there is Tamil (its letters are the wider; the
    // spaces it lacks count as its wider missing-glyph box), so the estimate errs on the tall side.
    const tamil = runsOf(text).some((run) => run.script === 'tamil');
    this.doc.font(fontName(tamil ? 'tamil' : 'latin', weight));
    return this.doc.heightOfString(text, { width, lineGap: 1.5 });
  }

  rule(y: number, color: string = INK.rule, width = this.width): this {
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + width, y)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
    return this;
  }

  /** A new page when fewer than `needed` points are left above the bottom margin. */
  ensureRoom(needed: number): this {
    if (this.doc.y + needed > PAGE.height - PAGE.margin - 24) {
      this.doc.addPage();
      this.doc.y = PAGE.margin;
    }
    return this;
  }

  /** A section's heading with a rule under it, across `width` from the left margin. */
  heading(text: string, width = this.width): this {
    this.ensureRoom(60);
    const top = this.doc.y + 8;
    this.text(text, PAGE.margin, top, { size: 12.5, weight: 'bold', color: INK.accent, width });
    this.rule(this.doc.y + 2, INK.accent, width);
    this.doc.y += 8;
    return this;
  }

  /** Label-and-value rows in two columns of the width from `x`: the label muted, the value beside it. */
  facts(
    rows: readonly (readonly [string, string])[],
    options: { x?: number; width?: number; labelWidth?: number } = {},
  ): this {
    const { x = PAGE.margin, width = this.width, labelWidth = 150 } = options;
    for (const [label, value] of rows) {
      const valueWidth = width - labelWidth - 8;
      const height = Math.max(
        this.heightOf(label, labelWidth - 6),
        this.heightOf(value, valueWidth, { weight: 'bold' }),
      );
      this.ensureRoom(height + 4);
      const top = this.doc.y;
      this.text(label, x, top, { color: INK.muted, width: labelWidth - 6 });
      this.text(value, x + labelWidth, top, { weight: 'bold', width: valueWidth });
      this.doc.y = top + height + 4;
    }
    return this;
  }

  /** The page footer on every page: `text` on the left, "n / total" on the right. */
  footer(text: string): this {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Writing below the bottom margin would start a new page: lift the margin while writing.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = PAGE.height - PAGE.margin + 8;
      this.rule(y - 4);
      this.text(text, PAGE.margin, y, { size: 8, color: INK.muted, width: this.width - 60 });
      this.text(`${i + 1} / ${range.count}`, PAGE.width - PAGE.margin - 60, y, {
        size: 8,
        color: INK.muted,
        width: 60,
        align: 'right',
      });
      this.doc.page.margins.bottom = bottom;
    }
    return this;
  }

  /** The finished PDF's bytes. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
