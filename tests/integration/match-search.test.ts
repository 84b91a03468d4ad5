/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { preferenceFilters, searchMatches, type MatchFilters } from '@/lib/data/match-search';
import { porutham } from '@/lib/matching/porutham';
import { profileReferences } from '@/seed/seed-demo';
import { closeDb, resetDatabase } from '../helpers/db';

type References = Awaited<ReturnType<typeof profileReferences>>;

/**
 * The match search against a real database (in-memory PGlite, or TEST_DATABASE_URL's PostgreSQL):
 * which candidates each filter keeps, mutual mode, the porutham score joined in SQL, order and pages.
 */
let lookups: References['lookups'];
let male: number;
let female: number;
let starId: ReadonlyMap<number, number>;
let raasiId: ReadonlyMap<number, number>;

/** A searchable profile (active, verified); `star`/`raasi` are porutham.md numbers. */
async function profile(
  o: Partial<schema.NewProfile> & { star?: number; raasi?: number } = {},
): Promise<schema.Profile> {
  const { star = 1, raasi = 1, ...rest } = o;
  const [row] = await db
    .insert(schema.profiles)
    .values({
      fullName: 'Candidate',
      mobile: '+919876543210',
      heightId: lookups.height[10],
      weightId: lookups.weight[10],
      age: 30,
      qualificationId: lookups.qualification[0],
      occupationId: lookups.occupation[0],
      annualIncomeId: lookups.income[0],
      genderId: male,
      maritalStatusId: lookups.marital[0],
      nativeCity: 'Madurai',
      livingCity: 'Chennai',
      dietId: lookups.diet[0],
      fatherName: 'F',
      fatherOccupationId: lookups.occupation[0],
      motherName: 'M',
      motherOccupationId: lookups.occupation[0],
      casteId: lookups.caste[0],
      motherTongueId: lookups.tongue[0],
      raasiId: raasiId.get(raasi)!,
      starId: starId.get(star)!,
      lfromAge: 18,
      ltoAge: 99,
      mobileVerified: true,
      ...rest,
    })
    .returning();
  return row;
}

const page = { page: 1, itemsPerPage: 100, order: 'newest' as const };
const found = async (viewer: schema.Profile, filters: MatchFilters) =>
  new Set((await searchMatches(viewer.id, filters, page)).items.map((i) => i.profileId));

beforeAll(async () => {
  await resetDatabase();
  ({ lookups, male, female, starIds: starId, raasiIds: raasiId } = await profileReferences());
});
afterAll(() => closeDb());

describe('who is a candidate', () => {
  let viewer: schema.Profile;
  beforeAll(async () => {
    await db.delete(schema.profiles);
    viewer = await profile({ genderId: female, age: 27 });
  });

  it('is of the other gender, active, mobile-verified, and not the viewer', async () => {
    const ok = await profile();
    await profile({ genderId: female });
    await profile({ status: false });
    await profile({ mobileVerified: false });
    const result = await searchMatches(viewer.id, {}, page);
    expect(result.items.map((i) => i.profileId)).toEqual([ok.id]);
    expect(result.total).toBe(1);
  });
});

describe('each preference filter narrows the result', () => {
  let viewer: schema.Profile;
  let base: schema.Profile;
  const other: Record<string, schema.Profile> = {};

  beforeAll(async () => {
    await db.delete(schema.profiles);
    viewer = await profile({ genderId: female, age: 27 });
    base = await profile(); // every attribute at its default
    other.caste = await profile({ casteId: lookups.caste[1] });
    other.star = await profile({ star: 4, raasi: 2 });
    other.raasi = await profile({ star: 3, raasi: 2 }); // Karthigai in Rishabam
    other.qualification = await profile({ qualificationId: lookups.qualification[1] });
    other.occupation = await profile({ occupationId: lookups.occupation[1] });
    other.tongue = await profile({ motherTongueId: lookups.tongue[1] });
    other.marital = await profile({ maritalStatusId: lookups.marital[1] });
    other.challenged = await profile({ physicallyChallenged: true });
    other.dosham = await profile({ chevvaiDhosam: true });
    other.older = await profile({ age: 40 });
    other.shorter = await profile({ heightId: lookups.height[5] });
  });

  const everyone = () => new Set([base.id, ...Object.values(other).map((p) => p.id)]);
  const allBut = (...names: string[]) => {
    const set = everyone();
    for (const n of names) set.delete(other[n].id);
    return set;
  };

  it('with no filter, finds everyone', async () => {
    expect(await found(viewer, {})).toEqual(everyone());
  });

  it.each<[string, () => MatchFilters, string[]]>([
    ['caste', () => ({ casteIds: [lookups.caste[0]] }), ['caste']],
    ['star', () => ({ starIds: [starId.get(1)!] }), ['star', 'raasi']],
    ['raasi', () => ({ raasiIds: [raasiId.get(1)!] }), ['star', 'raasi']],
    ['qualification', () => ({ qualificationIds: [lookups.qualification[0]] }), ['qualification']],
    ['occupation', () => ({ occupationIds: [lookups.occupation[0]] }), ['occupation']],
    ['mother tongue', () => ({ motherTongueIds: [lookups.tongue[0]] }), ['tongue']],
    ['marital status', () => ({ maritalStatusIds: [lookups.marital[0]] }), ['marital']],
    ['physically challenged: no', () => ({ physicallyChallenged: false }), ['challenged']],
    ['chevvai dhosam: no', () => ({ chevvaiDhosam: 'no' }), ['dosham']],
    ['age between from and to', () => ({ ageFrom: 25, ageTo: 35 }), ['older']],
    ['height at least', () => ({ heightId: lookups.height[10] }), ['shorter']],
  ])('%s', async (_label, filters, excluded) => {
    expect(await found(viewer, filters())).toEqual(allBut(...excluded));
  });

  it.each<[string, () => MatchFilters, string]>([
    ['caste', () => ({ casteIds: [lookups.caste[1]] }), 'caste'],
    ['qualification', () => ({ qualificationIds: [lookups.qualification[1]] }), 'qualification'],
    ['occupation', () => ({ occupationIds: [lookups.occupation[1]] }), 'occupation'],
    ['mother tongue', () => ({ motherTongueIds: [lookups.tongue[1]] }), 'tongue'],
    ['marital status', () => ({ maritalStatusIds: [lookups.marital[1]] }), 'marital'],
    ['physically challenged: yes', () => ({ physicallyChallenged: true }), 'challenged'],
    ['chevvai dhosam: yes', () => ({ chevvaiDhosam: 'yes' }), 'dosham'],
    ['age from 36', () => ({ ageFrom: 36 }), 'older'],
  ])('%s: the other value finds only that candidate', async (_label, filters, only) => {
    expect(await found(viewer, filters())).toEqual(new Set([other[only].id]));
  });

  it('treats an empty id list and a null dosham choice as "any"', async () => {
    expect(await found(viewer, { casteIds: [], chevvaiDhosam: null })).toEqual(everyone());
  });

  it('compares heights by what they say, not by id: a height added later at 161cm is below 163cm', async () => {
    const [added] = await db.insert(schema.heights).values({ name: '5ft 3.5in - 161cm' }).returning();
    const newcomer = await profile({ heightId: added.id });
    const chosen = (
      await db.select().from(schema.heights).where(eq(schema.heights.name, '5ft 4in - 163cm'))
    )[0];
    const result = await found(viewer, { heightId: chosen.id });
    expect(result.has(newcomer.id)).toBe(false);
    // and a chosen height of 161cm accepts 163cm (the base candidate), though its id is the larger one
    const result2 = await found(viewer, { heightId: added.id });
    expect(result2.has(newcomer.id)).toBe(true);
    expect(result2.has(base.id)).toBe(true);
    expect(result2.has(other.shorter.id)).toBe(false);
    await db.delete(schema.profiles).where(eq(schema.profiles.id, newcomer.id));
  });
});

describe('preferenceFilters', () => {
  it('turns Looking For into filters; unset preferences are absent (any)', async () => {
    const viewer = await profile({
      genderId: female,
      lfromAge: 26,
      ltoAge: 33,
      lcasteId: lookups.caste[2],
      lheightId: lookups.height[8],
    });
    expect(preferenceFilters(viewer)).toEqual({
      ageFrom: 26,
      ageTo: 33,
      heightId: lookups.height[8],
      casteIds: [lookups.caste[2]],
      starIds: undefined,
      raasiIds: undefined,
      qualificationIds: undefined,
      occupationIds: undefined,
      motherTongueIds: undefined,
      maritalStatusIds: undefined,
      physicallyChallenged: undefined,
      chevvaiDhosam: 'no',
    });
  });

  it('chevvai dhosam: the preference when set, else dosham matches dosham', async () => {
    expect(preferenceFilters(await profile({ chevvaiDhosam: true })).chevvaiDhosam).toBe('yes');
    expect(preferenceFilters(await profile({ chevvaiDhosam: false })).chevvaiDhosam).toBe('no');
    expect(
      preferenceFilters(await profile({ chevvaiDhosam: true, lchevvaiDhosam: false })).chevvaiDhosam,
    ).toBe('no');
    expect(
      preferenceFilters(await profile({ chevvaiDhosam: false, lchevvaiDhosam: true })).chevvaiDhosam,
    ).toBe('yes');
  });
});

describe('mutual mode', () => {
  it("also requires that the candidate's own Looking For accepts the viewer", async () => {
    await db.delete(schema.profiles);
    const viewer = await profile({
      genderId: female,
      age: 27,
      casteId: lookups.caste[3],
      chevvaiDhosam: false,
    });
    const accepts = await profile({ lfromAge: 22, ltoAge: 28, lcasteId: lookups.caste[3] });
    const tooOld = await profile({ lfromAge: 18, ltoAge: 25 });
    const otherCaste = await profile({ lcasteId: lookups.caste[4] });
    const wantsDosham = await profile({ lchevvaiDhosam: true });
    const hasDosham = await profile({ chevvaiDhosam: true }); // dosham matches dosham: not the viewer
    const tall = await profile({ lheightId: lookups.height[20] }); // viewer is height[10]
    expect(await found(viewer, {})).toEqual(
      new Set([accepts.id, tooOld.id, otherCaste.id, wantsDosham.id, hasDosham.id, tall.id]),
    );
    expect(await found(viewer, { mutual: true })).toEqual(new Set([accepts.id]));
  });
});

describe('porutham score, order and pages', () => {
  let viewer: schema.Profile;
  const stars = [
    [1, 1],
    [2, 1],
    [4, 2],
    [10, 5],
    [13, 6],
    [19, 9],
    [22, 10],
    [26, 12],
  ];

  beforeAll(async () => {
    await db.delete(schema.profiles);
    viewer = await profile({ genderId: female, star: 8, raasi: 4 }); // Poosam, Kadagam
    for (const [star, raasi] of stars) await profile({ star, raasi });
  });

  it('joins the score of each pair, the female viewer as bride, and sorts by it', async () => {
    const result = await searchMatches(viewer.id, {}, { page: 1, itemsPerPage: 100, order: 'score' });
    const rows = await db.select().from(schema.profiles);
    const numberOf = (id: number, map: ReadonlyMap<number, number>) => [...map].find(([, v]) => v === id)![0];
    for (const item of result.items) {
      const p = rows.find((r) => r.id === item.profileId)!;
      const expected = porutham(
        { star: 8, raasi: 4 },
        { star: numberOf(p.starId, starId), raasi: numberOf(p.raasiId, raasiId) },
      );
      expect(item).toEqual({ profileId: p.id, score: expected.score, recommended: expected.recommended });
    }
    expect(result.items).toHaveLength(stars.length);
    // best first; among equal scores the recommended pairs first
    const rank = (i: { score: number; recommended: boolean }) => i.score * 2 + (i.recommended ? 1 : 0);
    const ranks = result.items.map(rank);
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));
    expect(new Set(result.items.map((i) => i.score)).size).toBeGreaterThan(3);
    const ascending = await searchMatches(
      viewer.id,
      {},
      { page: 1, itemsPerPage: 100, order: 'score', direction: 'asc' },
    );
    expect(ascending.items.map(rank)).toEqual([...ranks].reverse());
  });

  it('takes the female candidate as bride when the viewer is male', async () => {
    const groom = await profile({ star: 10, raasi: 5 }); // Magam
    const bride = await profile({ genderId: female, star: 1, raasi: 1 }); // Ashwini
    const result = await searchMatches(groom.id, {}, page);
    const item = result.items.find((i) => i.profileId === bride.id)!;
    expect(item.score).toBe(porutham({ star: 1, raasi: 1 }, { star: 10, raasi: 5 }).score); // 6.5, not the reverse
    expect(item.score).not.toBe(porutham({ star: 10, raasi: 5 }, { star: 1, raasi: 1 }).score);
    await db.delete(schema.profiles).where(eq(schema.profiles.id, groom.id));
    await db.delete(schema.profiles).where(eq(schema.profiles.id, bride.id));
  });

  it('keeps only pairs at or above the minimum score', async () => {
    const all = await searchMatches(viewer.id, {}, { ...page, order: 'score' });
    const min = all.items[3].score;
    const result = await searchMatches(viewer.id, { minScore: min }, { ...page, order: 'score' });
    expect(result.items.length).toBe(all.items.filter((i) => i.score >= min).length);
    expect(result.items.length).toBeLessThan(all.items.length);
    expect(result.items.every((i) => i.score >= min)).toBe(true);
  });

  it('pages in SQL and reports the total on every page, including past the end', async () => {
    const first = await searchMatches(viewer.id, {}, { page: 1, itemsPerPage: 3, order: 'score' });
    const second = await searchMatches(viewer.id, {}, { page: 2, itemsPerPage: 3, order: 'score' });
    const past = await searchMatches(viewer.id, {}, { page: 9, itemsPerPage: 3, order: 'score' });
    const all = await searchMatches(viewer.id, {}, { page: 1, itemsPerPage: 100, order: 'score' });
    expect([first.total, second.total, past.total]).toEqual([8, 8, 8]);
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 6));
    expect(past.items).toEqual([]);
  });

  it('orders by age and by newest', async () => {
    await db.delete(schema.profiles);
    const v = await profile({ genderId: female });
    const a = await profile({ age: 35, date: new Date('2026-01-01') });
    const b = await profile({ age: 25, date: new Date('2026-03-01') });
    const c = await profile({ age: 30, date: new Date('2026-02-01') });
    const order = async (o: 'age' | 'newest', direction?: 'asc' | 'desc') =>
      (await searchMatches(v.id, {}, { page: 1, itemsPerPage: 10, order: o, direction })).items.map(
        (i) => i.profileId,
      );
    expect(await order('age')).toEqual([b.id, c.id, a.id]);
    expect(await order('age', 'desc')).toEqual([a.id, c.id, b.id]);
    expect(await order('newest')).toEqual([b.id, c.id, a.id]);
    expect(await order('newest', 'asc')).toEqual([a.id, c.id, b.id]);
  });
});
