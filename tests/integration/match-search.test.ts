/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import * as schema from '@/db/schema';
import { preferenceFilters, searchMatches, type MatchFilters } from '@/lib/data/match-search';
import { starRaasiNumbers } from '@/lib/matching/nakshatra';
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
type Made = Partial<schema.NewProfile> & { star?: number; raasi?: number };
function profileValues(o: Made = {}): schema.NewProfile {
  const { star = 1, raasi = 1, ...rest } = o;
  return {
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
  };
}
async function profile(o: Made = {}): Promise<schema.Profile> {
  const [row] = await db.insert(schema.profiles).values(profileValues(o)).returning();
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
    for (const n of names) set.delete(n === 'base' ? base.id : other[n].id);
    return set;
  };

  it('with no filter, finds everyone', async () => {
    expect(await found(viewer, {})).toEqual(everyone());
  });

  // Every candidate but `older` is 30; 'base' names the candidate with every default.
  const thirty = [
    'base',
    'caste',
    'star',
    'raasi',
    'qualification',
    'occupation',
    'tongue',
    'marital',
    'challenged',
    'dosham',
    'shorter',
  ];
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
    // A range of whole ages is searched as the list of its ages: the same candidates as the range.
    ['age: one year, the oldest', () => ({ ageFrom: 40, ageTo: 40 }), thirty],
    ['age: a range ending at the oldest', () => ({ ageFrom: 28, ageTo: 40 }), []],
    ['age: from above to', () => ({ ageFrom: 41, ageTo: 20 }), [...thirty, 'older']],
    ['age: a range of over 100 years', () => ({ ageFrom: 0, ageTo: 200 }), []],
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

describe('mutual mode through profile.accepts (migration 0034)', () => {
  /** The test mutual mode made before 0034, on the candidate's preference columns themselves. */
  const acceptedByColumns = async (viewerId: number) =>
    (
      await queryRows<{ id: number }>(sql`
        select p.id from profile p,
          (select vp.*, (select coalesce(substring(h.height from '(\\d+)\\s*cm')::int, h.id) from height h
            where h.id = vp.height_id) as height_value from profile vp where vp.id = ${viewerId}) v
        where p.gender_id <> v.gender_id and p.id <> v.id and p.status and p.mobile_verified
          and p.hidden_at is null and p.married_at is null and p.moderation_hold is null
          and v.age between p.lfrom_age and p.lto_age
          and (p.lheight_id is null or v.height_value >= (select coalesce(substring(m.height from '(\\d+)\\s*cm')::int, m.id) from height m where m.id = p.lheight_id))
          and (p.lcaste_id is null or p.lcaste_id = v.caste_id)
          and (p.lstar_id is null or p.lstar_id = v.star_id)
          and (p.lraasi_id is null or p.lraasi_id = v.raasi_id)
          and (p.lqualification_id is null or p.lqualification_id = v.qualification_id)
          and (p.loccupation_id is null or p.loccupation_id = v.occupation_id)
          and (p.lmother_tongue_id is null or p.lmother_tongue_id = v.mother_tongue_id)
          and (p.lmarital_status_id is null or p.lmarital_status_id = v.marital_status_id)
          and (p.lphysically_challenged is null or p.lphysically_challenged = v.physically_challenged)
          and coalesce(p.lchevvai_dhosam, p.chevvai_dhosam) = v.chevvai_dhosam`)
    ).map((r) => r.id);

  it('finds exactly the candidates whose preference columns accept the viewer, on a varied fixture', async () => {
    await db.delete(schema.profiles);
    // A fixed sequence, small pools: many preferences coincide with the viewers' values, many do not.
    let state = 2028;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const of = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const maybe = <T>(value: T) => (next() < 0.5 ? null : value);
    const person = (genderId: number) => {
      const star = of([1, 3, 5, 7, 12]);
      const age = 24 + Math.floor(next() * 10);
      const from = 22 + Math.floor(next() * 8);
      return {
        genderId,
        age,
        star,
        raasi: of(starRaasiNumbers(star)),
        casteId: of(lookups.caste.slice(0, 3)),
        qualificationId: of(lookups.qualification.slice(0, 2)),
        occupationId: of(lookups.occupation.slice(0, 2)),
        motherTongueId: of(lookups.tongue.slice(0, 2)),
        maritalStatusId: of(lookups.marital.slice(0, 2)),
        heightId: of(lookups.height.slice(6, 14)),
        physicallyChallenged: next() < 0.3,
        chevvaiDhosam: next() < 0.3,
        lfromAge: from,
        ltoAge: from + Math.floor(next() * 10),
        lcasteId: maybe(of(lookups.caste.slice(0, 3))),
        lstarId: maybe(starId.get(of([1, 3, 5, 7, 12]))!),
        lraasiId: maybe(raasiId.get(of([1, 2, 3, 4]))!),
        lqualificationId: maybe(of(lookups.qualification.slice(0, 2))),
        loccupationId: maybe(of(lookups.occupation.slice(0, 2))),
        lmotherTongueId: maybe(of(lookups.tongue.slice(0, 2))),
        lmaritalStatusId: maybe(of(lookups.marital.slice(0, 2))),
        lphysicallyChallenged: maybe(next() < 0.5),
        lchevvaiDhosam: maybe(next() < 0.5),
        lheightId: maybe(of(lookups.height.slice(4, 16))),
      };
    };
    const viewers: schema.Profile[] = [];
    for (let i = 0; i < 12; i++) viewers.push(await profile(person(i % 2 ? male : female)));
    await db
      .insert(schema.profiles)
      .values(Array.from({ length: 400 }, (_, i) => profileValues(person(i % 2 ? male : female))));
    // A candidate saved again keeps its generated form: change a preference after the insert.
    const [changed] = await db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.genderId, male))
      .limit(1);
    await db
      .update(schema.profiles)
      .set({ lcasteId: viewers[0].casteId, lheightId: null, lfromAge: 18, ltoAge: 60 })
      .where(eq(schema.profiles.id, changed.id));

    let accepted = 0;
    let candidates = 0;
    for (const viewer of viewers) {
      const all = await searchMatches(viewer.id, {}, { page: 1, itemsPerPage: 1000, order: 'newest' });
      const mutual = await searchMatches(
        viewer.id,
        { mutual: true },
        { page: 1, itemsPerPage: 1000, order: 'newest' },
      );
      const expected = await acceptedByColumns(viewer.id);
      expect(mutual.items.map((i) => i.profileId).sort((a, b) => a - b)).toEqual(
        expected.sort((a, b) => a - b),
      );
      expect(mutual.total).toBe(expected.length);
      accepted += expected.length;
      candidates += all.total;
    }
    // The fixture tells the two apart: mutual mode keeps some candidates and drops most.
    expect(accepted).toBeGreaterThan(10);
    expect(accepted).toBeLessThan(candidates / 2);
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

describe('the first page by score at scale (issue 28): the walk over score groups and the capped count', () => {
  type Item = { profileId: number; score: number; recommended: boolean };
  let viewers: schema.Profile[];
  let dateOf: Map<number, number>;

  beforeAll(async () => {
    await db.delete(schema.profiles);
    let state = 4711;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const of = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const person = (genderId: number): Made => {
      const star = 1 + Math.floor(next() * 27);
      const from = 20 + Math.floor(next() * 10);
      return {
        genderId,
        age: 22 + Math.floor(next() * 18),
        star,
        // mostly a real pair; a few a star with a raasi it does not span (no score: 0)
        raasi: next() < 0.06 ? 1 + Math.floor(next() * 12) : of(starRaasiNumbers(star)),
        casteId: of(lookups.caste.slice(0, 3)),
        motherTongueId: of(lookups.tongue.slice(0, 2)),
        chevvaiDhosam: next() < 0.3,
        lfromAge: from,
        ltoAge: from + Math.floor(next() * 12),
        lcasteId: next() < 0.5 ? null : of(lookups.caste.slice(0, 3)),
        // 25 distinct days: many candidates share a date, so the order falls through to the id
        date: new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 25))),
      };
    };
    viewers = [];
    for (let i = 0; i < 4; i++) viewers.push(await profile(person(i % 2 ? male : female)));
    await db
      .insert(schema.profiles)
      .values(Array.from({ length: 600 }, (_, i) => profileValues(person(i % 2 ? male : female))));
    const rows = await db
      .select({ id: schema.profiles.id, date: schema.profiles.date })
      .from(schema.profiles);
    dateOf = new Map(rows.map((r) => [r.id, r.date.getTime()]));
  });

  /** The order the single sort over every match gave (before the walk): score, recommended, newest, id. */
  const expectedOrder = (items: Item[], direction?: 'asc' | 'desc') => {
    const sign = direction === 'asc' ? 1 : -1;
    return [...items].sort(
      (a, b) =>
        sign * (a.score - b.score) ||
        sign * (Number(a.recommended) - Number(b.recommended)) ||
        dateOf.get(b.profileId)! - dateOf.get(a.profileId)! ||
        b.profileId - a.profileId,
    );
  };

  it('gives every page exactly what sorting all the matches gives, in both directions, with filters and mutual mode', async () => {
    let compared = 0;
    let scores = 0;
    for (const viewer of viewers) {
      const filterSets: MatchFilters[] = [
        {},
        preferenceFilters(viewer),
        { mutual: true },
        { minScore: 5 },
        { ageFrom: 25, ageTo: 31, casteIds: [lookups.caste[0]] },
      ];
      for (const filters of filterSets) {
        // every match of the filters, by the other order (not the walk), each with its score
        const all = await searchMatches(viewer.id, filters, { page: 1, itemsPerPage: 1000, order: 'newest' });
        expect(all.exact).toBe(true);
        for (const direction of [undefined, 'asc'] as const) {
          const expected = expectedOrder(all.items, direction);
          for (const [pageNo, size] of [
            [1, 20],
            [3, 7],
            [2, 1000],
            [1, 1000],
          ]) {
            const got = await searchMatches(viewer.id, filters, {
              page: pageNo,
              itemsPerPage: size,
              order: 'score',
              direction,
            });
            expect(got.items).toEqual(expected.slice((pageNo - 1) * size, pageNo * size));
            expect({ total: got.total, exact: got.exact }).toEqual({ total: all.total, exact: true });
            compared += got.items.length;
          }
          scores = Math.max(scores, new Set(expected.map((i) => `${i.score}/${i.recommended}`)).size);
        }
      }
    }
    // The fixture is varied enough to tell a wrong walk apart: many score groups, many rows compared.
    expect(scores).toBeGreaterThan(8);
    expect(compared).toBeGreaterThan(2000);
  });

  it('ranks a star with a raasi it does not span at score 0, with the pairs that score 0', async () => {
    const viewer = viewers[0];
    const odd = await profile({ star: 1, raasi: 7, genderId: viewer.genderId === male ? female : male });
    const result = await searchMatches(viewer.id, {}, { page: 1, itemsPerPage: 1000, order: 'score' });
    expect(result.items.find((i) => i.profileId === odd.id)).toEqual({
      profileId: odd.id,
      score: 0,
      recommended: false,
    });
    await db.delete(schema.profiles).where(eq(schema.profiles.id, odd.id));
  });

  it('counts exactly up to 1,000 matches past the page start and says "more than" above', async () => {
    const viewer = viewers[0];
    const other = viewer.genderId === male ? female : male;
    const before = await searchMatches(viewer.id, {}, { page: 1, itemsPerPage: 20, order: 'score' });
    await db
      .insert(schema.profiles)
      .values(Array.from({ length: 1001 - before.total + 30 }, () => profileValues({ genderId: other })));
    const first = await searchMatches(viewer.id, {}, { page: 1, itemsPerPage: 20, order: 'score' });
    expect({ total: first.total, exact: first.exact }).toEqual({ total: 1000, exact: false });
    expect(first.items).toHaveLength(20);
    // from the 1,001st match on, the count goes on to 2,000: exact again here
    const later = await searchMatches(viewer.id, {}, { page: 51, itemsPerPage: 20, order: 'newest' });
    expect({ total: later.total, exact: later.exact }).toEqual({ total: 1031, exact: true });
    expect(later.items).toHaveLength(20);
    // a page past the end counts up to the same cap: still the exact total
    const past = await searchMatches(viewer.id, {}, { page: 60, itemsPerPage: 20, order: 'score' });
    expect(past).toEqual({ total: 1031, exact: true, items: [] });
  });
});
