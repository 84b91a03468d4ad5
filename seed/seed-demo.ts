import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { hashPassword } from '@/lib/auth/password';
import { starRaasiNumbers } from '@/lib/matching/nakshatra';
import { db, getConnection } from '@/db/client';
import * as schema from '@/db/schema';
import { DEFAULT_SETTINGS, settingsSchema } from '@/lib/validation/settings';

const MALE_NAMES = [
  'Arun',
  'Karthik',
  'Senthil',
  'Murugan',
  'Vignesh',
  'Prakash',
  'Saravanan',
  'Dinesh',
  'Bala',
  'Ganesh',
  'Harish',
  'Kumaran',
  'Manikandan',
  'Naveen',
  'Rajesh',
  'Suresh',
  'Tamilselvan',
  'Vijay',
  'Aravind',
  'Selvam',
];
const FEMALE_NAMES = [
  'Priya',
  'Divya',
  'Kavitha',
  'Lakshmi',
  'Meena',
  'Nandhini',
  'Revathi',
  'Sangeetha',
  'Anitha',
  'Deepa',
  'Gayathri',
  'Janani',
  'Keerthana',
  'Malathi',
  'Pavithra',
  'Ramya',
  'Sowmya',
  'Swetha',
  'Vaishnavi',
  'Yamuna',
];
const SURNAMES = [
  'Subramanian',
  'Ramasamy',
  'Krishnan',
  'Natarajan',
  'Palanisamy',
  'Shanmugam',
  'Rajendran',
  'Venkatesan',
  'Sundaram',
  'Chandrasekaran',
  'Annamalai',
  'Muthusamy',
];
const CITIES = [
  'Chennai',
  'Coimbatore',
  'Madurai',
  'Tiruchirappalli',
  'Salem',
  'Tirunelveli',
  'Erode',
  'Vellore',
  'Thanjavur',
  'Thoothukudi',
  'Dindigul',
  'Karaikudi',
  'Nagercoil',
  'Kumbakonam',
  'Pondicherry',
];
const ABROAD = [
  ['Singapore', 'SG'],
  ['Dubai', 'AE'],
  ['London', 'GB'],
  ['Toronto', 'CA'],
  ['Kuala Lumpur', 'MY'],
  ['Colombo', 'LK'],
];
const KOTHRAMS = ['Siva', 'Vishnu', 'Kashyapa', 'Bharadwaja', 'Atreya', 'Gautama', 'Vasishta', null];
const FATHER_NAMES = [
  'Ramasamy',
  'Krishnan',
  'Natarajan',
  'Palani',
  'Shanmugam',
  'Rajendran',
  'Sundaram',
  'Muthu',
  'Velu',
  'Perumal',
];
const MOTHER_NAMES = [
  'Saraswathi',
  'Parvathi',
  'Vasantha',
  'Kamala',
  'Lakshmi',
  'Meenakshi',
  'Rajeswari',
  'Valli',
  'Chitra',
  'Jayanthi',
];

/** Small, fast, seedable generator so demo data is the same for the same start number. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, between };
}

async function ids(table: typeof schema.castes) {
  return (await db.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((r) => r.id);
}

async function numbered(table: typeof schema.stars | typeof schema.raasis) {
  const rows = await db.select({ id: table.id, number: table.number }).from(table);
  return new Map(rows.filter((r) => r.number !== null).map((r) => [r.number as number, r.id]));
}

/** Every demo member's password. */
const DEMO_PASSWORD = 'demo1234';

/**
 * The master-data rows a made-up profile refers to: each list's ids in order, the two genders,
 * and the stars and raasis by their porutham.md number. The demo members are made of them, and so
 * are tests/integration/match-search.test.ts's candidates.
 */
export async function profileReferences() {
  const lookups = {
    height: await ids(schema.heights),
    weight: await ids(schema.weights),
    qualification: await ids(schema.qualifications),
    occupation: await ids(schema.occupations),
    income: await ids(schema.annualIncomes),
    marital: await ids(schema.maritalStatuses),
    diet: await ids(schema.diets),
    caste: await ids(schema.castes),
    tongue: await ids(schema.motherTongues),
    plan: await ids(schema.membersPlans),
  };
  const genders = await db.select().from(schema.genders);
  const starIds = await numbered(schema.stars);
  const raasiIds = await numbered(schema.raasis);
  if (!genders.length || starIds.size < 27 || raasiIds.size < 12) throw new Error('seed master data first');
  const male = genders.find((g) => /^male$/i.test(g.name))?.id ?? genders[0].id;
  const female = genders.find((g) => /^female$/i.test(g.name))?.id ?? genders[genders.length - 1].id;
  return { lookups, male, female, starIds, raasiIds };
}

/** The terms version members accept now (the stored settings', else the default's). */
export async function termsVersionInForce(): Promise<string> {
  const [row] = await db
    .select({ value: schema.appSettings.value })
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, 'site'));
  const parsed = settingsSchema.safeParse(row?.value ?? {});
  return (parsed.success ? parsed.data : DEFAULT_SETTINGS).legal.version;
}

/**
 * Adds `total` demo members (activated, password "demo1234") with complete, consistent profiles:
 * the star lies in the raasi, ages and preferences are plausible. Inserted in batches so that
 * 100,000 members take minutes.
 */
export async function seedDemoMembers(total: number, log: (line: string) => void = console.log) {
  const { lookups, male, female, starIds, raasiIds } = await profileReferences();

  const [{ start }] = await db
    .select({ start: sql<number>`coalesce(max(${schema.users.id}), 0)::int` })
    .from(schema.users);
  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash for all: hashing 100k would take hours
  const termsVersion = await termsVersionInForce();
  const rand = random(start + 7);
  const batch = 1000;
  const started = Date.now();

  for (let done = 0; done < total; done += batch) {
    const size = Math.min(batch, total - done);
    const newUsers = await db
      .insert(schema.users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `demo${start + done + i + 1}@example.com`,
          passwordHash,
          roles: ['ROLE_MEMBER'],
          activated: true,
        })),
      )
      .returning({ id: schema.users.id });
    // They registered through the form, which records the consent to the terms in force: a
    // newcomer signing in as a demo member goes straight to the dashboard.
    await db
      .insert(schema.termsAcceptances)
      .values(
        newUsers.map(({ id }) => ({ userId: id, version: termsVersion, via: 'registration' as const })),
      );

    const rows = newUsers.map(({ id }) => {
      const isMale = rand.next() < 0.5;
      const starNumber = rand.between(1, 27);
      const raasiChoices = starRaasiNumbers(starNumber);
      const age = rand.between(21, 40);
      // Heights by gender (the list runs 4ft 6in to 7ft), so "at least" preferences find people.
      const heightAt = isMale ? rand.between(8, 22) : rand.between(2, 14);
      const wantsTaller = !isMale && rand.next() < 0.3;
      const caste = rand.pick(lookups.caste);
      const abroad = rand.next() < 0.1 ? rand.pick(ABROAD) : null;
      // Most are verified (searchable); the rest wait for the team, as real sign-ups do.
      const verified = rand.next() < 0.85;
      const created = new Date(started - rand.between(0, 730) * 86_400_000 - rand.between(0, 86_399) * 1000);
      return {
        userId: id,
        fullName: `${rand.pick(isMale ? MALE_NAMES : FEMALE_NAMES)} ${rand.pick(SURNAMES)}`,
        mobile: `+91${rand.between(6, 9)}${String(rand.between(0, 999_999_999)).padStart(9, '0')}`,
        heightId: lookups.height[Math.min(heightAt, lookups.height.length - 1)],
        weightId: rand.pick(lookups.weight),
        age,
        qualificationId: rand.pick(lookups.qualification),
        occupationId: rand.pick(lookups.occupation),
        annualIncomeId: rand.pick(lookups.income),
        genderId: isMale ? male : female,
        maritalStatusId: rand.next() < 0.85 ? lookups.marital[0] : rand.pick(lookups.marital),
        totalChildren: 0,
        nativeCity: rand.pick(CITIES),
        nativeCountry: 'IN',
        livingCity: abroad ? abroad[0] : rand.pick(CITIES),
        livingCountry: abroad ? abroad[1] : 'IN',
        dietId: rand.pick(lookups.diet),
        physicallyChallenged: rand.next() < 0.02,
        fatherName: rand.pick(FATHER_NAMES),
        fatherOccupationId: rand.pick(lookups.occupation),
        motherName: rand.pick(MOTHER_NAMES),
        motherOccupationId: rand.pick(lookups.occupation),
        totalBrothers: rand.between(0, 3),
        totalSisters: rand.between(0, 3),
        casteId: caste,
        kothram: rand.pick(KOTHRAMS),
        motherTongueId: rand.next() < 0.85 ? lookups.tongue[0] : rand.pick(lookups.tongue),
        chevvaiDhosam: rand.next() < 0.2,
        raasiId: raasiIds.get(rand.pick(raasiChoices))!,
        starId: starIds.get(starNumber)!,
        lfromAge: isMale ? Math.max(18, age - 7) : age,
        ltoAge: isMale ? age : Math.min(99, age + 7),
        // Families who name a caste mostly name their own.
        lcasteId: rand.next() < 0.4 ? caste : null,
        lheightId: wantsTaller
          ? lookups.height[Math.min(heightAt + rand.between(0, 4), lookups.height.length - 1)]
          : null,
        lmotherTongueId: rand.next() < 0.5 ? lookups.tongue[0] : null,
        mobileVerified: verified,
        mobileVerifiedAt: verified ? created : null,
        membersPlanId: verified && rand.next() < 0.5 ? rand.pick(lookups.plan) : null,
        expiry: verified
          ? new Date(started + rand.between(-60, 365) * 86_400_000).toISOString().slice(0, 10)
          : null,
        date: created,
      };
    });
    await db.insert(schema.profiles).values(rows);
    if ((done + size) % 10_000 === 0 || done + size === total) log(`demo members: ${done + size}/${total}`);
  }
}

/**
 * The embedded default's first start: an empty database (no member accounts, no profiles) gets
 * DEMO_MEMBERS demo members (default 1000 on PGlite, 0 with a DATABASE_URL), so a newcomer sees
 * matches at once; the log names one searchable member of each gender to sign in as.
 */
export async function seedDemoOnFirstStart(log: (line: string) => void = console.log): Promise<void> {
  const fallback = getConnection().kind === 'pglite' ? 1000 : 0;
  const wanted = env().DEMO_MEMBERS ?? fallback;
  if (wanted === 0) return;
  const [{ profiles }] = await db.select({ profiles: count() }).from(schema.profiles);
  const [{ members }] = await db
    .select({ members: count() })
    .from(schema.users)
    .where(sql`'ROLE_MEMBER' = any(${schema.users.roles})`);
  if (profiles > 0 || members > 0) return;

  const started = Date.now();
  await seedDemoMembers(wanted, log);
  log(
    `added ${wanted} demo members in ${((Date.now() - started) / 1000).toFixed(1)} s (DEMO_MEMBERS=0 to skip)`,
  );
  const lines: string[] = [];
  for (const gender of await db.select().from(schema.genders).orderBy(asc(schema.genders.id))) {
    const [member] = await db
      .select({ email: schema.users.email })
      .from(schema.profiles)
      .innerJoin(schema.users, eq(schema.users.id, schema.profiles.userId))
      // Searchable, and with open preferences, so the first search shows plenty.
      .where(
        and(
          eq(schema.profiles.genderId, gender.id),
          eq(schema.profiles.mobileVerified, true),
          eq(schema.profiles.status, true),
          isNull(schema.profiles.lcasteId),
          isNull(schema.profiles.lheightId),
        ),
      )
      .orderBy(asc(schema.profiles.id))
      .limit(1);
    if (member) lines.push(`  ${gender.name.padEnd(8)} ${member.email}  password ${DEMO_PASSWORD}`);
  }
  if (lines.length) log(`\n  Demo members to sign in as:\n${lines.join('\n')}\n`);
}
