import * as Astronomy from 'astronomy-engine';

/**
 * Sidereal (nirayana) longitudes of the nine grahas and the lagna for one moment, with
 * astronomy-engine (MIT, VSOP87/ELP-based, apparent geocentric positions on the true ecliptic of
 * date) and the Lahiri (Chitrapaksha) ayanamsa. No I/O: the same moment always gives the same chart.
 * Accuracy against the Swiss Ephemeris is tested in tests/unit/astro-ephemeris.test.ts.
 */
export const GRAHAS = [
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
export type Graha = (typeof GRAHAS)[number];

const BODIES: Partial<Record<Graha, Astronomy.Body>> = {
  mars: Astronomy.Body.Mars,
  mercury: Astronomy.Body.Mercury,
  jupiter: Astronomy.Body.Jupiter,
  venus: Astronomy.Body.Venus,
  saturn: Astronomy.Body.Saturn,
};

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;
const RAD = Math.PI / 180;

/** Julian centuries of terrestrial time since J2000.0. */
const centuries = (time: Astronomy.AstroTime) => time.tt / 36525;

/**
 * Lahiri ayanamsa as the Indian Astronomical Ephemeris defines it (and the Swiss Ephemeris's
 * SE_SIDM_LAHIRI): 23°15'00.658" - 0.004658035° at 1956-03-21 0h TT (JD 2435553.5), carried to
 * the date by the IAU 1976 general precession in longitude (Lieske 1977). Mean: no nutation.
 */
const LAHIRI_EPOCH_T = (2435553.5 - 2451545.0) / 36525;
const LAHIRI_AT_EPOCH = 23.250182778 - 0.004658035;
const precessionArcsec = (t: number) => 5029.0966 * t + 1.11113 * t * t - 0.000006 * t * t * t;

export function lahiriAyanamsa(time: Astronomy.AstroTime): number {
  return LAHIRI_AT_EPOCH + (precessionArcsec(centuries(time)) - precessionArcsec(LAHIRI_EPOCH_T)) / 3600;
}

/** Mean longitude of the Moon's ascending node (Meeus, Astronomical Algorithms 47.7): Rahu. */
function meanNode(time: Astronomy.AstroTime): number {
  const t = centuries(time);
  return normalize(
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000,
  );
}

/** Mean obliquity of the ecliptic (IAU 2006, arcseconds) in degrees. */
function obliquity(time: Astronomy.AstroTime): number {
  const t = centuries(time);
  return (84381.406 - 46.836769 * t - 0.0001831 * t * t + 0.0020034 * t * t * t) / 3600;
}

/** Tropical longitude of the point of the ecliptic rising in the east (the ascendant). */
function tropicalAscendant(time: Astronomy.AstroTime, latitude: number, longitude: number): number {
  const ramc = normalize(Astronomy.SiderealTime(time) * 15 + longitude) * RAD;
  const eps = obliquity(time) * RAD;
  const phi = latitude * RAD;
  const asc = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps)));
  return normalize(asc / RAD);
}

function tropicalLongitude(graha: Graha, time: Astronomy.AstroTime): number {
  if (graha === 'sun') return Astronomy.SunPosition(time).elon;
  if (graha === 'moon') return Astronomy.EclipticGeoMoon(time).lon;
  if (graha === 'rahu') return meanNode(time);
  if (graha === 'ketu') return normalize(meanNode(time) + 180);
  return Astronomy.Ecliptic(Astronomy.GeoVector(BODIES[graha]!, time, true)).elon;
}

export type SiderealPositions = Readonly<Record<Graha | 'lagna', number>>;

/** Each graha's and the lagna's sidereal longitude (0..360°, Lahiri) at `moment` seen from the place. */
export function siderealPositions(
  moment: Date,
  place: { latitude: number; longitude: number },
): SiderealPositions {
  const time = Astronomy.MakeTime(moment);
  const ayanamsa = lahiriAyanamsa(time);
  const positions = Object.fromEntries(
    GRAHAS.map((g) => [g, normalize(tropicalLongitude(g, time) - ayanamsa)]),
  );
  positions.lagna = normalize(tropicalAscendant(time, place.latitude, place.longitude) - ayanamsa);
  return positions as SiderealPositions;
}
