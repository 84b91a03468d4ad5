import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, queryRowsOnce } from '@/db/client';
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
export type { MatchFilters } from '@/lib/matching/match-filters';

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
const heightValueOf = (alias: string) => `coalesce(substring(${alias}.height from '(\\d+)\\s*cm')::int, ${alias}.id)`;
const heightValue = (alias: string) => sql.raw(heightValueOf(alias));

/**
 * The candidate `p` is at least as tall as height `heightId`. The heights are listed once per
 * query (`= any(array(...))`, an init plan) and each candidate's height looked up in that list:
 * `in (select ...)` was planned as a semi join that parsed every height's name again for each
 * candidate row (at a million members, half the time of the slowest searches). `+ 0` keeps it a
 * filter on the index entry: as an index condition (a list of unknown length) PostgreSQL 15 costed
 * it so high that it dropped the ages from the index conditions and read the whole gender.
 */
const atLeastHeight = (heightId: SQL | number) =>
  sql`p.height_id + 0 = any(array(select h.id from height h, height m where m.id = ${heightId} and ${heightValue('h')} >= ${heightValue('m')}))`;

const ids = (column: string, list: number[] | undefined) =>
  list?.length ? sql`${sql.raw(column)} in (${sql.join(list.map((id) => sql`${id}`), sql`, `)})` : undefined;

/**
 * What a partner's Looking For can require, as the generated column `profile.accepts` encodes it
 * (migration 0034): one number per stated preference, its kind times 2^32 plus its value.
 */
const KIND = 4294967296;
const token = (kind: number, value: string) => `${KIND} * ${kind} + ${value}`;

/**
 * Everything the viewer (`alias`, a profile row) offers a partner's Looking For, in the same
 * numbers: their caste, star, raasi, qualification, occupation, mother tongue, marital status,
 * physically challenged and chevvai dosham, and every height up to theirs (compared by the
 * centimetres the names state, as `atLeastHeight` does).
 */
const offersOf = (alias: string) =>
  sql.raw(`array[${[
    token(1, `${alias}.caste_id`),
    token(2, `${alias}.star_id`),
    token(3, `${alias}.raasi_id`),
    token(4, `${alias}.qualification_id`),
    token(5, `${alias}.occupation_id`),
    token(6, `${alias}.mother_tongue_id`),
    token(7, `${alias}.marital_status_id`),
    token(8, `${alias}.physically_challenged::int`),
    token(9, `${alias}.chevvai_dhosam::int`),
  ].join(', ')}]::bigint[] || array(select ${token(10, 'h.id')} from height h, height m
    where m.id = ${alias}.height_id and ${heightValueOf('h')} <= ${heightValueOf('m')})`);

/**
 * The candidate's own Looking For accepts the viewer `v` (mutual mode): the viewer's age is in the
 * candidate's range, and every preference the candidate states (`p.accepts`) is among what the
 * viewer offers. Both read from profile_mutual_idx alone, no candidate row from the table. It means
 * exactly `acceptsViewerByColumns` below, which tests/integration/match-search.test.ts checks.
 */
const acceptsViewer = sql`v.age between p.lfrom_age and p.lto_age and p.accepts <@ v.offers`;

/**
 * The age range as the list of its ages (`p.age in (30, 31, ...)`), which means the same thing: with it the btree reads each age's entries from the columns after age in the index
 * (dosham, mother tongue, caste: one descent per age) instead of the whole range with those tested
 * on every entry. That whole range is what the count and the walk read for viewers whose filters
 * or mutual mode leave few matches in a wide range (issue 28: the mutual tail at a million). Only
 * for whole ages and a range of at most 100 (the parser's ages are whole; anything else keeps the
 * range alone). The ages are checked integers, so writing them into the SQL text is safe.
 */
const MAX_AGES = 100;
function agesOf({ ageFrom: from, ageTo: to }: MatchFilters): SQL[] | undefined {
  if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to)) return undefined;
  if (to < from || to - from >= MAX_AGES) return undefined;
  const ages = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [sql.raw(`p.age in (${ages.join(', ')})`)];
}

function whereOf(filters: MatchFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    ...(agesOf(filters) ?? [
      filters.ageFrom !== undefined ? sql`p.age >= ${filters.ageFrom}` : undefined,
      filters.ageTo !== undefined ? sql`p.age <= ${filters.ageTo}` : undefined,
    ]),
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
    filters.joinedAfter !== undefined ? sql`p.date > ${filters.joinedAfter}::timestamptz` : undefined,
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
 * The total is counted exactly up to a cap: `COUNT_STEP` matches past the page's start, in steps of
 * `COUNT_STEP` (1,000 on the first pages, 2,000 from the 1,001st match on, ...). Above it the search
 * says "more than" (`exact: false`): counting every match is what a million members cannot afford on
 * every page (29,000 matches for the median viewer there), and nobody pages through a thousand.
 */
const COUNT_STEP = 1000;
const countCapOf = (offset: number, limit: number) => COUNT_STEP * Math.ceil((offset + limit + 1) / COUNT_STEP);

/** The viewer's row (`v`) with the numbers the joins need, and `s`, the pairs' score map. */
const viewerAndScores = (viewerProfileId: number, filters: MatchFilters) => sql`
    v as materialized (
      select vp.*, vs.number as star_number, vr.number as raasi_number, lower(vg.gender) = 'female' as is_bride,
        (select ${heightValue('h')} from height h where h.id = vp.height_id) as height_value${
          filters.mutual ? sql`, ${offersOf('vp')} as offers` : sql``
        }
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
    )`;

/** The candidates `p` of the viewer `v` that the filters keep, with their score `s` if `scored`. */
const candidatesOf = (viewerProfileId: number, where: SQL[], scored: boolean) => sql`
    from v
    -- each other gender by equality, so the (gender_id, age) index of searchable members serves
    join gender cg on cg.id <> v.gender_id
    join profile p on p.gender_id = cg.id and p.id <> v.id
    ${scored ? sql`left join s on s.star_id = p.star_id and s.raasi_id = p.raasi_id` : sql``}
    where ${visibleProfileSql('p')} and ${notBlockedWith(viewerProfileId, sql`p.id`)}
    ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}`;

/** The matches counted up to `cap` plus one (more than `cap` means "more than"), as an SQL value over `v` and `s`. */
const countOf = (viewerProfileId: number, filters: MatchFilters, cap: number) => {
  // The count joins the scores only to filter on them (a nested loop over the 36 rows per match otherwise).
  const counted = candidatesOf(viewerProfileId, whereOf(filters), filters.minScore !== undefined);
  return sql`(select count(*) from (select 1 ${counted} limit ${cap + 1}) counted)::int`;
};

/** The matches counted up to `cap` plus one, on their own (a page past the end; the bench's exact totals). */
export const matchCountQuery = (viewerProfileId: number, filters: MatchFilters, cap: number): SQL =>
  sql`with ${viewerAndScores(viewerProfileId, filters)} select ${countOf(viewerProfileId, filters, cap)} as total`;

type PageOptions = { page: number; itemsPerPage: number; order: MatchOrder; direction?: 'asc' | 'desc' };

/**
 * The SQL of one page of matches (also run by scripts/bench-match.ts's bare server and EXPLAINed
 * there), each row with `total`: the matches counted up to the cap (`countCapOf`) plus one, so
 * more than the cap means "more than". `v` is the viewer's row with the numbers the join needs;
 * `s` maps each candidate (star id, raasi id) to the pair's score: at most 36 rows for this viewer,
 * so the join is a small hash join whatever the number of candidates. The bride is whichever of
 * the two is female (gender named "Female"); the candidates are every other gender.
 *
 * By score, the page is not a sort of every match: `scoreWalk` below.
 */
export function matchQuery(viewerProfileId: number, filters: MatchFilters, opts: PageOptions): SQL {
  const limit = Math.max(0, Math.floor(opts.itemsPerPage));
  const offset = Math.max(0, Math.floor(opts.page) - 1) * limit;
  const where = whereOf(filters);
  // The count joins the scores only to filter on them (a nested loop over the 36 rows per match otherwise).
  const total = countOf(viewerProfileId, filters, countCapOf(offset, limit));
  if (opts.order === 'score') return scoreWalk(viewerProfileId, filters, { limit, offset, direction: opts.direction, total });
  return sql`
    with ${viewerAndScores(viewerProfileId, filters)}
    select p.id as "profileId", coalesce(s.score, 0)::float8 as score, coalesce(s.recommended, false) as recommended,
      ${total} as total
    ${candidatesOf(viewerProfileId, where, true)}
    order by ${orderOf(opts.order, opts.direction)}
    limit ${limit} offset ${offset}`;
}

/**
 * The page by score without ranking every match. The score (and "recommended") depends only on
 * the candidate's star and raasi, so the candidates fall into one group per (star, raasi) pair,
 * and within a pair the order is by date alone. `pairs` lists every pair of the star and raasi
 * tables with its score (0 where the map has none, as the left join above gives), best first;
 * for each pair (and each other gender) a LATERAL reads that pair's matches from
 * `profile_score_idx` (gender, star, raasi, age, ...: the age range of one pair, index-only) and
 * keeps its newest `offset + limit`: the page can need no more from any one pair. The pairs come
 * in score order, so PostgreSQL's incremental sort emits each score group as soon as it is
 * complete and the LIMIT stops the walk once the page is full: the first page reads the best
 * pairs' matches only, not every match. It returns exactly what the old single sort returned
 * (same order, same ties), which tests/integration/match-search.test.ts checks on a varied fixture.
 */
function scoreWalk(
  viewerProfileId: number,
  filters: MatchFilters,
  opts: { limit: number; offset: number; direction?: 'asc' | 'desc'; total: SQL },
): SQL {
  const dir = sql.raw(opts.direction === 'asc' ? 'asc' : 'desc');
  const where = whereOf({ ...filters, minScore: undefined });
  return sql`
    with ${viewerAndScores(viewerProfileId, filters)},
    pairs as materialized (
      select st.id as star_id, ra.id as raasi_id, coalesce(s.score, 0) as score, coalesce(s.recommended, false) as recommended
      from star st cross join raasi ra
      left join s on s.star_id = st.id and s.raasi_id = ra.id
      ${filters.minScore !== undefined ? sql`where coalesce(s.score, 0) >= ${filters.minScore}` : sql``}
    )
    select c.id as "profileId", o.score::float8 as score, o.recommended, ${opts.total} as total
    from (
      select pairs.*, cg.id as gender_id
      from pairs, v join gender cg on cg.id <> v.gender_id
      order by pairs.score ${dir}, pairs.recommended ${dir}
    ) o
    cross join lateral (
      select p.id, p.date
      from v join profile p on p.gender_id = o.gender_id and p.star_id = o.star_id and p.raasi_id = o.raasi_id and p.id <> v.id
      where ${visibleProfileSql('p')} and ${notBlockedWith(viewerProfileId, sql`p.id`)}
      ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
      order by p.date desc, p.id desc
      limit ${opts.offset + opts.limit}
    ) c
    order by o.score ${dir}, o.recommended ${dir}, c.date desc, c.id desc
    limit ${opts.limit} offset ${opts.offset}`;
}

export type MatchPage = {
  /** The matches, exactly when `exact`; otherwise at least this many (the count stopped there). */
  total: number;
  exact: boolean;
  items: { profileId: number; score: number; recommended: boolean }[];
};

/**
 * The compiled text and values of a page's query, kept per viewer, filters and page (only the
 * statement, not its rows: every search still runs it). Building it with Drizzle's `sql` and
 * compiling it cost about as much CPU as the rest of the request (issue 28 item 1); the text
 * depends on nothing else (the visibility and block conditions are fixed SQL), so the same search
 * again, or the next request of a member paging back, skips both. Oldest dropped first.
 */
const COMPILED_MAX = 2000;
const compiled = new Map<string, { sql: string; params: unknown[] }>();
const dialect = new PgDialect();

function compiledMatchQuery(viewerProfileId: number, filters: MatchFilters, opts: PageOptions) {
  const key = JSON.stringify([viewerProfileId, filters, opts]);
  let query = compiled.get(key);
  if (!query) {
    query = dialect.sqlToQuery(matchQuery(viewerProfileId, filters, opts));
    if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, query);
  }
  return query;
}

export async function searchMatches(viewerProfileId: number, filters: MatchFilters, opts: PageOptions): Promise<MatchPage> {
  // One round trip: the plan is made for the values anyway (queryRowsOnce).
  const rows = await queryRowsOnce<{ profileId: number; score: number; recommended: boolean; total: number }>(
    compiledMatchQuery(viewerProfileId, filters, opts),
  );
  const limit = Math.max(0, Math.floor(opts.itemsPerPage));
  const cap = countCapOf(Math.max(0, Math.floor(opts.page) - 1) * limit, limit);
  let counted = rows[0]?.total ?? 0;
  if (!rows.length && opts.page > 1) {
    // A page past the end has no row to carry the total: count on their own, up to the same cap.
    [{ total: counted }] = await queryRows<{ total: number }>(matchCountQuery(viewerProfileId, filters, cap));
  }
  const exact = counted <= cap;
  return {
    total: exact ? counted : cap,
    exact,
    items: rows.map(({ profileId, score, recommended }) => ({ profileId, score: Number(score), recommended })),
  };
}
