// placeholder: replaced by the porutham/interests branch at merge
import 'server-only';
import { and, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/db/client';
import { genders, profiles, raasis, stars, type Profile } from '@/db/schema';
import { porutham } from '@/lib/matching/porutham';

export interface MatchFilters {
  ageFrom?: number;
  ageTo?: number;
  heightId?: number;
  casteIds?: number[];
  starIds?: number[];
  raasiIds?: number[];
  qualificationIds?: number[];
  occupationIds?: number[];
  motherTongueIds?: number[];
  maritalStatusIds?: number[];
  physicallyChallenged?: boolean;
  chevvaiDhosam?: string | null;
  minScore?: number;
  mutual?: boolean;
}
export type MatchOrder = 'newest' | 'age' | 'score';

const one = (id: number | null) => (id === null ? undefined : [id]);

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
  };
}

const list = (column: Parameters<typeof inArray>[0], ids?: number[]) => (ids && ids.length ? inArray(column, ids) : undefined);

/** Straightforward stand-in: filters in SQL, scores computed here (the real one scores in SQL). */
export async function searchMatches(
  viewerProfileId: number,
  filters: MatchFilters,
  opts: { page: number; itemsPerPage: number; order: MatchOrder; direction?: 'asc' | 'desc' },
): Promise<{ total: number; items: { profileId: number; score: number; recommended: boolean }[] }> {
  const viewerGender = alias(genders, 'viewer_gender');
  const [viewer] = await db
    .select({ p: profiles, star: stars.number, raasi: raasis.number, gender: viewerGender.name })
    .from(profiles)
    .innerJoin(stars, eq(stars.id, profiles.starId))
    .innerJoin(raasis, eq(raasis.id, profiles.raasiId))
    .innerJoin(viewerGender, eq(viewerGender.id, profiles.genderId))
    .where(eq(profiles.id, viewerProfileId));
  if (!viewer) return { total: 0, items: [] };
  const conditions: (SQL | undefined)[] = [
    ne(profiles.genderId, viewer.p.genderId),
    ne(profiles.id, viewerProfileId),
    eq(profiles.status, true),
    eq(profiles.mobileVerified, true),
    filters.ageFrom !== undefined ? gte(profiles.age, filters.ageFrom) : undefined,
    filters.ageTo !== undefined ? lte(profiles.age, filters.ageTo) : undefined,
    filters.heightId !== undefined ? gte(profiles.heightId, filters.heightId) : undefined,
    list(profiles.casteId, filters.casteIds),
    list(profiles.starId, filters.starIds),
    list(profiles.raasiId, filters.raasiIds),
    list(profiles.qualificationId, filters.qualificationIds),
    list(profiles.occupationId, filters.occupationIds),
    list(profiles.motherTongueId, filters.motherTongueIds),
    list(profiles.maritalStatusId, filters.maritalStatusIds),
    filters.physicallyChallenged !== undefined ? eq(profiles.physicallyChallenged, filters.physicallyChallenged) : undefined,
  ];
  const rows = await db
    .select({ p: profiles, star: stars.number, raasi: raasis.number })
    .from(profiles)
    .innerJoin(stars, eq(stars.id, profiles.starId))
    .innerJoin(raasis, eq(raasis.id, profiles.raasiId))
    .where(and(...conditions))
    .limit(5000);
  const me = { star: viewer.star ?? 1, raasi: viewer.raasi ?? 1 };
  const female = viewer.gender.toLowerCase() === 'female';
  let scored = rows
    .filter(({ p }) => {
      if (!filters.mutual) return true;
      const v = viewer.p;
      return (
        v.age >= p.lfromAge &&
        v.age <= p.ltoAge &&
        (p.lcasteId === null || p.lcasteId === v.casteId) &&
        (p.lstarId === null || p.lstarId === v.starId)
      );
    })
    .map(({ p, star, raasi }) => {
      const them = { star: star ?? 1, raasi: raasi ?? 1 };
      const result = female ? porutham(me, them) : porutham(them, me);
      return { p, score: result.score, recommended: result.recommended };
    });
  if (filters.minScore !== undefined) scored = scored.filter((s) => s.score >= filters.minScore!);
  const sign = opts.direction === 'asc' ? 1 : -1;
  const key = (s: (typeof scored)[number]) =>
    opts.order === 'age' ? s.p.age : opts.order === 'score' ? s.score : s.p.date.getTime();
  const orderSign = opts.order === 'age' && !opts.direction ? 1 : sign;
  scored.sort((a, b) => (key(a) - key(b)) * orderSign || b.p.id - a.p.id);
  const start = (opts.page - 1) * opts.itemsPerPage;
  return {
    total: scored.length,
    items: scored.slice(start, start + opts.itemsPerPage).map((s) => ({ profileId: s.p.id, score: s.score, recommended: s.recommended })),
  };
}
