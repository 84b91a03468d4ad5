/**
 * Which raasi (1..12) each star (1..27) falls in. A star has four quarters (padas) and every
 * raasi holds nine of them, so stars 3, 5, 7, 12, 14, 16, 21, 23 and 25 straddle two raasis.
 * See shared/docs/porutham.md.
 */
function raasiOfPada(star: number, pada: number): number {
  return Math.floor(((star - 1) * 4 + (pada - 1)) / 9) + 1;
}

/** The raasi numbers a star can fall in: one, or two for the straddling stars. */
export function starRaasiNumbers(star: number): number[] {
  if (!Number.isInteger(star) || star < 1 || star > 27) return [];
  return [...new Set([1, 2, 3, 4].map((pada) => raasiOfPada(star, pada)))];
}

export function starFallsInRaasi(star: number, raasi: number): boolean {
  return starRaasiNumbers(star).includes(raasi);
}
