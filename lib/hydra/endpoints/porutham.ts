import 'server-only';
import { AppError } from '@/lib/errors';
import { starRaasiNumbers } from '@/lib/matching/nakshatra';
import { porutham } from '@/lib/matching/porutham';
import { levelJson } from '@/lib/matching/porutham-words';
import type { ApiContext } from '../handler';
import { jsonLd } from '../http';
import { PORUTHAM_PARAMETERS } from '../porutham-class';
import { contextOf } from '../serialize';

type Numbers = Record<(typeof PORUTHAM_PARAMETERS)[number]['name'], number>;

/**
 * The four numbers of a /api/porutham request. Every problem is named at once, in one 400:
 * a missing or repeated parameter, one that is not a whole number, out of range, or a star that
 * never falls in the given raasi.
 */
export function parsePoruthamQuery(search: URLSearchParams): Numbers {
  const problems: string[] = [];
  const values = {} as Numbers;
  for (const { name, minimum, maximum } of PORUTHAM_PARAMETERS) {
    const all = search.getAll(name);
    const raw = all[0]?.trim();
    if (all.length > 1) problems.push(`${name}: give it once.`);
    else if (!raw) problems.push(`${name}: required (${minimum} to ${maximum}).`);
    else if (!/^\d{1,3}$/.test(raw))
      problems.push(`${name}: must be a whole number from ${minimum} to ${maximum}.`);
    else if (Number(raw) < minimum || Number(raw) > maximum)
      problems.push(`${name}: must be from ${minimum} to ${maximum}.`);
    else values[name] = Number(raw);
  }
  for (const who of ['bride', 'groom'] as const) {
    const star = values[`${who}Star`];
    const raasi = values[`${who}Raasi`];
    if (star !== undefined && raasi !== undefined && !starRaasiNumbers(star).includes(raasi)) {
      problems.push(
        `${who}Raasi: star ${star} does not fall in raasi ${raasi} (it falls in ${starRaasiNumbers(star).join(' or ')}).`,
      );
    }
  }
  if (problems.length) throw AppError.badRequest(problems.join('\n'));
  return values;
}

/** GET /api/porutham: public, computed, no member data. */
export async function getPorutham(ctx: ApiContext): Promise<Response> {
  const n = parsePoruthamQuery(ctx.url.searchParams);
  const result = porutham(
    { star: n.brideStar, raasi: n.brideRaasi },
    { star: n.groomStar, raasi: n.groomRaasi },
  );
  const query = new URLSearchParams(Object.entries(n).map(([k, v]) => [k, String(v)]));
  return jsonLd(
    {
      '@context': contextOf('Porutham'),
      '@id': `/api/porutham?${query}`,
      '@type': 'Porutham',
      ...n,
      score: result.score,
      recommended: result.recommended,
      level: levelJson(result),
      items: result.items,
    },
    200,
    // The answer depends only on the URL and the rules, which change only with a release.
    { 'Cache-Control': 'public, max-age=3600' },
  );
}
