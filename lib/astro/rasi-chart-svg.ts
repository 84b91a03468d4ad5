import { GRAHAS, type Graha } from './ephemeris';
import type { BirthChart } from './chart';

/**
 * The South Indian rasi chart as SVG markup: a fixed 4×4 frame whose twelve outer squares are the
 * raasis, Meenam at the top left, then clockwise Mesham, Rishabam, Mithunam along the top, down the
 * right, back along the bottom and up the left (the raasis never move; the lagna square is marked
 * with a diagonal stroke, as the tradition draws it). A pure function returning a string, so the
 * page and the biodata PDF print the same drawing. Labels come from the caller's language.
 */
export type RasiChartLabels = Readonly<{
  /** Abbreviation of each graha and of the lagna. */
  grahas: Readonly<Record<Graha | 'lagna', string>>;
  /** The name of each raasi, 1..12 at index 0..11 (small, in the corner of its square). */
  raasis: readonly string[];
  /** Written in the middle: the chart's title, and a second line (e.g. "Lahiri"). */
  title: string;
  subtitle?: string;
}>;

/** [row, column] of raasi 1..12 in the frame. */
const SQUARES: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [3, 0],
  [2, 0],
  [1, 0],
  [0, 0],
];

const SIZE = 400;
const CELL = SIZE / 4;
const PER_LINE = 3;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The lagna first, then the grahas in the usual order, in each raasi. */
function occupants(chart: BirthChart): Map<number, (Graha | 'lagna')[]> {
  const byRaasi = new Map<number, (Graha | 'lagna')[]>();
  for (const body of ['lagna' as const, ...GRAHAS]) {
    const raasi = chart.raasis[body];
    byRaasi.set(raasi, [...(byRaasi.get(raasi) ?? []), body]);
  }
  return byRaasi;
}

type Options = {
  /** The accessible name, when not the title. */
  title?: string;
  /**
   * The fonts to draw with. On a page the SVG inherits the page's (whose Tamil font the app serves
   * under a generated name); a standalone file (a PDF) names installed fonts, e.g. 'Noto Sans Tamil'.
   */
  fontFamily?: string;
};

export function rasiChartSvg(chart: BirthChart, labels: RasiChartLabels, options: Options = {}): string {
  const byRaasi = occupants(chart);
  const parts: string[] = [];
  parts.push(
    `<rect x="1" y="1" width="${SIZE - 2}" height="${SIZE - 2}" fill="#fffdf7" stroke="#7a4b12" stroke-width="2"/>`,
  );
  SQUARES.forEach(([row, col], index) => {
    const raasi = index + 1;
    const x = col * CELL;
    const y = row * CELL;
    const bodies = byRaasi.get(raasi) ?? [];
    parts.push(
      `<g data-raasi="${raasi}"${bodies.includes('lagna') ? ' data-lagna="true"' : ''}>`,
      `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="none" stroke="#7a4b12" stroke-width="1.5"/>`,
      `<text x="${x + CELL - 5}" y="${y + CELL - 6}" text-anchor="end" font-size="10" fill="#8a7350">${escape(labels.raasis[index] ?? '')}</text>`,
    );
    if (bodies.includes('lagna')) {
      parts.push(
        `<line x1="${x}" y1="${y + 22}" x2="${x + 22}" y2="${y}" stroke="#b3261e" stroke-width="2"/>`,
      );
    }
    const lines: (Graha | 'lagna')[][] = [];
    bodies.forEach((body, i) => {
      if (i % PER_LINE === 0) lines.push([]);
      lines[lines.length - 1].push(body);
    });
    lines.forEach((line, i) => {
      const spans = line
        .map((body) => {
          const colour = body === 'lagna' ? '#b3261e' : '#1f2a44';
          const weight = body === 'lagna' ? ' font-weight="700"' : '';
          return `<tspan data-graha="${body}" fill="${colour}"${weight}>${escape(labels.grahas[body])}</tspan>`;
        })
        .join('<tspan> </tspan>');
      parts.push(
        `<text x="${x + CELL / 2}" y="${y + 36 + i * 18}" text-anchor="middle" font-size="14">${spans}</text>`,
      );
    });
    parts.push('</g>');
  });
  parts.push(
    `<text x="${SIZE / 2}" y="${SIZE / 2 - 4}" text-anchor="middle" font-size="20" font-weight="700" fill="#7a4b12">${escape(labels.title)}</text>`,
  );
  if (labels.subtitle) {
    parts.push(
      `<text x="${SIZE / 2}" y="${SIZE / 2 + 20}" text-anchor="middle" font-size="12" fill="#8a7350">${escape(labels.subtitle)}</text>`,
    );
  }
  const title = options.title ?? labels.title;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escape(title)}"` +
    ` font-family="${escape(options.fontFamily ?? 'inherit')}">` +
    `<title>${escape(title)}</title>${parts.join('')}</svg>`
  );
}
