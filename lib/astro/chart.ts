import { siderealPositions, GRAHAS, type Graha } from './ephemeris';
import { findBirthPlace } from './places';
import { localToUtc, isClockTime, isIsoDate } from './time';

/**
 * A birth chart from the profile's birth details: where each graha and the lagna stand (raasi
 * 1..12 from Mesham, as lib/matching/nakshatra.ts counts), and the Moon's star (1..27 from
 * Ashwini) and pada, which decide the member's star and raasi. Null when a detail is missing or
 * unknown (the time of birth is needed: the Moon moves a star in about a day, the lagna a raasi in
 * about two hours).
 */
export type BirthDetails = { birthDate?: unknown; birthTime?: unknown; birthPlace?: unknown };

export type BirthChart = Readonly<{
  /** Sidereal longitudes (Lahiri), degrees. */
  longitudes: Readonly<Record<Graha | 'lagna', number>>;
  /** Raasi 1..12 of each graha and the lagna. */
  raasis: Readonly<Record<Graha | 'lagna', number>>;
  star: number;
  pada: number;
  /** The Moon's raasi: the member's raasi. */
  raasi: number;
}>;

const STAR_SPAN = 360 / 27;

const raasiOfLongitude = (longitude: number) => Math.floor(longitude / 30) + 1;
const starOfLongitude = (longitude: number) => Math.floor(longitude / STAR_SPAN) + 1;
const padaOfLongitude = (longitude: number) => Math.floor((longitude % STAR_SPAN) / (STAR_SPAN / 4)) + 1;

/** The chart at a UTC instant seen from a place. */
export function chartAt(moment: Date, place: { latitude: number; longitude: number }): BirthChart {
  const longitudes = siderealPositions(moment, place);
  const raasis = Object.fromEntries(
    [...GRAHAS, 'lagna' as const].map((g) => [g, raasiOfLongitude(longitudes[g])]),
  ) as Record<Graha | 'lagna', number>;
  return {
    longitudes,
    raasis,
    star: starOfLongitude(longitudes.moon),
    pada: padaOfLongitude(longitudes.moon),
    raasi: raasis.moon,
  };
}

/** The chart of a profile's birth details, or null unless date, time and a known place are all given. */
export function birthChartOf(details: BirthDetails): BirthChart | null {
  const { birthDate, birthTime, birthPlace } = details;
  if (typeof birthDate !== 'string' || typeof birthTime !== 'string' || typeof birthPlace !== 'string')
    return null;
  const place = findBirthPlace(birthPlace);
  if (!place || !isIsoDate(birthDate) || !isClockTime(birthTime)) return null;
  return chartAt(localToUtc(birthDate, birthTime, place.zone), place);
}
