import 'server-only';
import { INK, type Paper } from './paper';
import type { PaperWords } from './words';

/**
 * The South Indian rasi chart drawn with the PDF's own lines and text (no SVG renderer needed):
 * twelve squares round a 4×4 grid, each raasi in its fixed square, Meenam at the top left and
 * Mesham beside it, going clockwise; the grahas written in the square of the raasi they occupy.
 */
const GRAHAS = [
  'lagna',
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
type Graha = (typeof GRAHAS)[number];
/** Which raasi (1 = Mesham … 12 = Meenam) each graha is in: what the birth details give. */
export type RasiChart = Partial<Record<Graha, number>>;

/** Raasi n's square as [column, row] of the 4×4 grid. */
const SQUARES: Record<number, [number, number]> = {
  12: [0, 0],
  1: [1, 0],
  2: [2, 0],
  3: [3, 0],
  4: [3, 1],
  5: [3, 2],
  6: [3, 3],
  7: [2, 3],
  8: [1, 3],
  9: [0, 3],
  10: [0, 2],
  11: [0, 1],
};

export function drawRasiChart(
  paper: Paper,
  words: PaperWords,
  chart: RasiChart,
  x: number,
  y: number,
  size: number,
) {
  const cell = size / 4;
  const { doc } = paper;
  doc.lineWidth(0.8).strokeColor(INK.text);
  for (const [raasi, [col, row]] of Object.entries(SQUARES)) {
    const left = x + col * cell;
    const top = y + row * cell;
    doc.rect(left, top, cell, cell).stroke();
    paper.text(words(`raasis.${raasi}` as `raasis.1`), left + 3, top + 2, {
      size: 6,
      color: INK.muted,
      width: cell - 6,
    });
    const inside = GRAHAS.filter((g) => chart[g] === Number(raasi)).map((g) => words(`grahas.${g}`));
    if (inside.length)
      paper.text(inside.join(' '), left + 3, top + 14, { size: 8.5, weight: 'bold', width: cell - 6 });
  }
  paper.text(words('biodata.rasiChart'), x + cell, y + cell * 2 - 8, {
    size: 10,
    weight: 'bold',
    width: cell * 2,
    align: 'center',
  });
  doc.y = y + size + 6;
}
