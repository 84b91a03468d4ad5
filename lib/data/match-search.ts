import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import type { Profile } from '@/db/schema';
import type { MatchFilters, MatchOrder } from '@/lib/matching/match-filters';
import { visibleProfileSql } from './member-visibility';
import { notBlockedWith } from './moderation/visibility';

/**
 * The match search: candidates for one member, filtered by Looking For, with the porutham score of
 * each pair joined from the precomputed `porutham` table (migration 0007). Filtering, scoring,
 * sorting and paging all happen in one SQL statement; nothing loops over candidates in JavaScript.
 * The filters and their meaning: lib/matching/match-filters.ts.
 */

// The filter types live in lib/matching (its query parser builds them; lib/data is above it).
export type { MatchFilters, MatchOrder } from '@/lib/matching/match-filters';

const one = (id: number | null) => (id === null ? undefined : [id]);

/**
 * A member's Looking For as search filters. An unset preference is "any"; chevvai dhosam follows
 * the preference when set, otherwise the member's own (dosham matches dosham, porutham.md); the
 * height is a minimum.
 */
export function preferenceFilters(viewer: Profile): MatchFilters {
  return {
    ageFrom: viewer.lfromAge,
    ageTo: viewer.ltoAge,
    heightId: viewer.lheightId ?? undefined,
    casteIds: one(viewer.lcasteId),
    starIds: one(viewer.lstarId),
    raasiIds: one(viewer.lraasiId),
    qualificationIds: one(viewer.lqualificationId),
    occupationIds: one(viewer.loccupationId),
    motherTongueIds: one(viewer.lmotherTongueId),
    maritalStatusIds: one(viewer.lmaritalStatusId),
    physicallyChallenged: viewer.lphysicallyChallenged ?? undefined,
    chevvaiDhosam: (viewer.lchevvaiDhosam ?? viewer.chevvaiDhosam) ? 'yes' : 'no',
  };
}

/**
 * A height row's value for "at least": the centimetres its name states ("5ft 4in - 163cm"), so
 * a height added later by the team sorts by what it says, not by when it was added. Names without
 * centimetres fall back to the id, which the seed assigns in ascending order.
 */
const heightValue = (alias: string) =>
  sql.raw(`coalesce(substring(${alias}.height from '(\\d+)\\s*cm')::int, ${alias}.id)`);

/** The candidate `p` is at least as tall as height `heightId`. */
const atLeastHeight = (heightId: SQL | number) =>
  sql`p.height_id in (select h.id from height h, height m where m.id = ${heightId} and ${heightValue('h')} >= ${heightValue('m')})`;

const ids = (column: string, list: number[] | undefined) =>
  list?.length ? sql`${sql.raw(column)} in (${sql.join(list.map((id) => sql`${id}`), sql`, `)})` : undefined;

/** The candidate's own Looking For accepts the viewer `v` (mutual mode). */
const acceptsViewer = sql`
  v.age between p.lfrom_age and p.lto_age
  and (p.lheight_id is null or v.height_value >= (select ${heightValue('m')} from height m where m.id = p.lheight_id))
  and (p.lcaste_id is null or p.lcaste_id = v.caste_id)
  and (p.lstar_id is null or p.lstar_id = v.star_id)
  and (p.lraasi_id is null or p.lraasi_id = v.raasi_id)
  and (p.lqualification_id is null or p.lqualification_id = v.qualification_id)
  and (p.loccupation_id is null or p.loccupation_id = v.occupation_id)
  and (p.lmother_tongue_id is null or p.lmother_tongue_id = v.mother_tongue_id)
  and (p.lmarital_status_id is null or p.lmarital_status_id = v.marital_status_id)
  and (p.lphysically_challenged is null or p.lphysically_challenged = v.physically_challenged)
  and coalesce(p.lchevvai_dhosam, p.chevvai_dhosam) = v.chevvai_dhosam`;

function whereOf(filters: MatchFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    filters.ageFrom !== undefined ? sql`p.age >= ${filters.ageFrom}` : undefined,
    filters.ageTo !== undefined ? sql`p.age <= ${filters.ageTo}` : undefined,
    filters.heightId !== undefined ? atLeastHeight(filters.heightId) : undefined,
    ids('p.caste_id', filters.casteIds),
    ids('p.star_id', filters.starIds),
    ids('p.raasi_id', filters.raasiIds),
    ids('p.qualification_id', filters.qualificationIds),
    ids('p.occupation_id', filters.occupationIds),
    ids('p.mother_tongue_id', filters.motherTongueIds),
    ids('p.marital_status_id', filters.maritalStatusIds),
    filters.physicallyChallenged !== undefined ? sql`p.physically_challenged = ${filters.physicallyChallenged}` : undefined,
    filters.chevvaiDhosam === 'yes' || filters.chevvaiDhosam === 'no'
      ? sql`p.chevvai_dhosam = ${filters.chevvaiDhosam === 'yes'}`
      : undefined,
    filters.minScore !== undefined ? sql`coalesce(s.score, 0) >= ${filters.minScore}` : undefined,
    filters.mutual ? acceptsViewer : undefined,
  ];
  return where.filter((w): w is SQL => w !== undefined);
}

function orderOf(order: MatchOrder, direction: 'asc' | 'desc' | undefined): SQL {
  // Only the two keywords ever reach the SQL text, whatever a caller passes.
  const dir = (fallback: 'asc' | 'desc') => sql.raw(direction === 'asc' || direction === 'desc' ? direction : fallback);
  switch (order) {
    case 'age':
      return sql`p.age ${dir('asc')}, p.id ${dir('asc')}`;
    case 'score':
      // Among equal scores the recommended pairs (Rajju and Vedhai passed) come first.
      return sql`coalesce(s.score, 0) ${dir('desc')}, coalesce(s.recommended, false) ${dir('desc')}, p.date desc, p.id desc`;
    default:
      return sql`p.date ${dir('desc')}, p.id ${dir('desc')}`;
  }
}

/**
 * The SQL of one page of matches (also run by scripts/bench-match.ts's bare server and EXPLAINed
 * there). `v` is the viewer's row with the numbers the join needs; `s` maps each candidate
 * (star id, raasi id) to the pair's score: at most 36 rows for this viewer, so the join is a
 * small hash join whatever the number of candidates. The bride is whichever of the two is female
 * (gender named "Female"); the candidates are every other gender.
 */
export function matchQuery(viewerProfileId: number, filters: MatchFilters, opts: { page: number; itemsPerPage: number; order: MatchOrder; direction?: 'asc' | 'desc' }): SQL {
  const where = whereOf(filters);
  const limit = Math.max(0, Math.floor(opts.itemsPerPage));
  const offset = Math.max(0, Math.floor(opts.page) - 1) * limit;
  return sql`
    with v as materialized (
      select vp.*, vs.number as star_number, vr.number as raasi_number, lower(vg.gender) = 'female' as is_bride,
        (select ${heightValue('h')} from height h where h.id = vp.height_id) as height_value
      from profile vp
      join gender vg on vg.id = vp.gender_id
      left join star vs on vs.id = vp.star_id
      left join raasi vr on vr.id = vp.raasi_id
      where vp.id = ${viewerProfileId}
    ),
    s as materialized (
      select cs.id as star_id, cr.id as raasi_id, pt.score, pt.recommended
      from v
      join porutham pt on v.is_bride and pt.bride_star = v.star_number and pt.bride_raasi = v.raasi_number
      join star cs on cs.number = pt.groom_star
      join raasi cr on cr.number = pt.groom_raasi
      union all
      select cs.id, cr.id, pt.score, pt.recommended
      from v
      join porutham pt on not v.is_bride and pt.groom_star = v.star_number and pt.groom_raasi = v.raasi_number
      join star cs on cs.number = pt.bride_star
      join raasi cr on cr.number = pt.bride_raasi
    )
    select p.id as "profileId", coalesce(s.score, 0)::float8 as score, coalesce(s.recommended, false) as recommended,
      count(*) over ()::int as total
    from v
    -- each other gender by equality, so the (gender_id, age) index of searchable members serves
    join gender cg on cg.id <> v.gender_id
    join profile p on p.gender_id = cg.id and p.id <> v.id
    left join s on s.star_id = p.star_id and s.raasi_id = p.raasi_id
    where ${visibleProfileSql('p')} and ${notBlockedWith(viewerProfileId, sql`p.id`)}
    ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
    order by ${orderOf(opts.order, opts.direction)}
    limit ${limit} offset ${offset}`;
}

export async function searchMatches(
  viewerProfileId: number,
  filters: MatchFilters,
  opts: { page: number; itemsPerPage: number; order: MatchOrder; direction?: 'asc' | 'desc' },
): Promise<{ total: number; items: { profileId: number; score: number; recommended: boolean }[] }> {
  const rows = await queryRows<{ profileId: number; score: number; recommended: boolean; total: number }>(
    matchQuery(viewerProfileId, filters, opts),
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && opts.page > 1) {
    // A page past the end has no row to carry the total: ask for the first row only.
    const [first] = await queryRows<{ total: number }>(matchQuery(viewerProfileId, filters, { ...opts, page: 1, itemsPerPage: 1 }));
    total = first?.total ?? 0;
  }
  return { total, items: rows.map(({ profileId, score, recommended }) => ({ profileId, score: Number(score), recommended })) };
}
