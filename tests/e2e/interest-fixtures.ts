/** Verified member profiles for tests/e2e/interests.spec.ts, written by prepare-db.ts. */
import { asc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import {
  INTEREST_WIDTHS,
  interestMembers,
  limitBrides,
  limitGroom,
  type InterestMember,
  type InterestWidth,
} from './interest-accounts';

type Lookup = typeof schema.castes;
const firstId = async (table: Lookup) =>
  (await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1))[0].id;

async function addMember(
  member: InterestMember,
  refs: Record<string, number>,
  passwordHash?: string,
): Promise<number> {
  const [user] = await db
    .insert(schema.users)
    .values({
      email: member.email,
      passwordHash: passwordHash ?? (await hashPassword(member.password)),
      roles: ['ROLE_MEMBER'],
      activated: true,
    })
    .returning({ id: schema.users.id });
  const [gender] = await db
    .select({ id: schema.genders.id })
    .from(schema.genders)
    .where(eq(schema.genders.name, member.gender));
  const expiry = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const [profile] = await db
    .insert(schema.profiles)
    .values({
      userId: user.id,
      fullName: member.fullName,
      mobile: member.mobile,
      heightId: refs.height,
      weightId: refs.weight,
      age: 28,
      qualificationId: refs.qualification,
      occupationId: refs.occupation,
      annualIncomeId: refs.income,
      genderId: gender.id,
      maritalStatusId: refs.marital,
      nativeCity: 'Madurai',
      livingCity: 'Chennai',
      dietId: refs.diet,
      fatherName: 'Kumar',
      fatherOccupationId: refs.occupation,
      motherName: 'Lakshmi',
      motherOccupationId: refs.occupation,
      casteId: refs.caste,
      motherTongueId: refs.tongue,
      raasiId: refs.raasi,
      starId: refs.star,
      lfromAge: 24,
      ltoAge: 34,
      mobileVerified: true,
      membersPlanId: member.plan ? refs.plan : null,
      expiry: member.plan ? expiry : null,
    })
    .returning({ id: schema.profiles.id });
  return profile.id;
}

export async function addInterestMembers() {
  const tables = {
    height: schema.heights,
    weight: schema.weights,
    qualification: schema.qualifications,
    occupation: schema.occupations,
    income: schema.annualIncomes,
    marital: schema.maritalStatuses,
    diet: schema.diets,
    caste: schema.castes,
    tongue: schema.motherTongues,
    raasi: schema.raasis,
    star: schema.stars,
    plan: schema.membersPlans,
  };
  const refs: Record<string, number> = {};
  for (const [key, table] of Object.entries(tables)) refs[key] = await firstId(table as Lookup);
  for (const width of Object.keys(INTEREST_WIDTHS) as InterestWidth[]) {
    for (const member of Object.values(interestMembers(width))) await addMember(member, refs);
  }
  // The limit groom's 20 interests of the day, sent just now (the brides share one password hash).
  const groomId = await addMember(limitGroom, refs);
  const brideHash = await hashPassword(limitBrides[0].password);
  const brideIds = [];
  for (const bride of limitBrides) brideIds.push(await addMember(bride, refs, brideHash));
  await db
    .insert(schema.interests)
    .values(brideIds.slice(0, 20).map((toProfileId) => ({ fromProfileId: groomId, toProfileId })));
}
