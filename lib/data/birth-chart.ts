import 'server-only';
import { birthChartOf, type BirthChart, type BirthDetails } from '@/lib/astro/chart';
import { findBirthPlace, type BirthPlace } from '@/lib/astro/places';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import { masterRowsById } from './master-data';

/**
 * A profile's birth chart beside the star and raasi the profile names: what the chart card shows
 * and warns about. The profile comes as a view (lib/data/profiles/views.ts): a reader whose view
 * lacks the birth details (another member before an accepted interest) gets null, as the details
 * themselves are not in the view.
 */
export type BirthChartFacts = Readonly<{
  chart: BirthChart;
  place: BirthPlace;
  birthDate: string;
  birthTime: string;
  /** The traditional numbers of the profile's star (1..27) and raasi (1..12), when known. */
  chosenStar: number | null;
  chosenRaasi: number | null;
}>;

type ProfileLike = BirthDetails & { star?: unknown; raasi?: unknown };

async function numberOf(collection: string, id: unknown): Promise<number | null> {
  if (typeof id !== 'number') return null;
  const row = (await masterRowsById(findMasterResourceByCollection(collection)!)).get(id);
  return typeof row?.number === 'number' ? row.number : null;
}

export async function birthChartFacts(profile: ProfileLike): Promise<BirthChartFacts | null> {
  const chart = birthChartOf(profile);
  if (!chart) return null;
  const [chosenStar, chosenRaasi] = await Promise.all([numberOf('stars', profile.star), numberOf('raasis', profile.raasi)]);
  return {
    chart,
    place: findBirthPlace(profile.birthPlace as string)!,
    birthDate: profile.birthDate as string,
    birthTime: profile.birthTime as string,
    chosenStar,
    chosenRaasi,
  };
}
