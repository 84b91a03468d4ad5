import { asc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { createUser } from './users';

/**
 * Members with a complete profile, written straight to the database (the profile API is tested
 * elsewhere): the gender, verification, status and plan the interest rules look at.
 */
export type Member = Actor & { profileId: number; mobile: string; fullName: string };

type Lookup = typeof schema.castes;
const nthId = async (table: Lookup, index = 0) =>
  (await db.select({ id: table.id }).from(table).orderBy(asc(table.id)))[index].id;

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

let counter = 0;

export async function createMember(
  options: {
    gender?: 'male' | 'female';
    verified?: boolean;
    active?: boolean;
    /** 'active': a plan expiring in 30 days; 'expired': ended yesterday; 'none': no plan. */
    plan?: 'active' | 'expired' | 'none';
    fullName?: string;
    /** An account without a profile yet. */
    withProfile?: boolean;
  } = {},
): Promise<Member> {
  counter += 1;
  const user = await createUser();
  const fullName = options.fullName ?? `Member ${counter}`;
  const mobile = `+9198${String(10_000_000 + counter * 7919).slice(-8)}`;
  if (options.withProfile === false) return { ...user, profileId: 0, mobile, fullName };
  const [height, weight, qualification, occupation, income, marital, diet, caste, tongue, raasi, star, plan] =
    await Promise.all(
      [
        schema.heights,
        schema.weights,
        schema.qualifications,
        schema.occupations,
        schema.annualIncomes,
        schema.maritalStatuses,
        schema.diets,
        schema.castes,
        schema.motherTongues,
        schema.raasis,
        schema.stars,
        schema.membersPlans,
      ].map((t) => nthId(t as Lookup)),
    );
  const gender = await nthId(schema.genders as Lookup, options.gender === 'female' ? 1 : 0);
  const planState = options.plan ?? 'active';
  const [profile] = await db
    .insert(schema.profiles)
    .values({
      userId: user.id,
      fullName,
      mobile,
      heightId: height,
      weightId: weight,
      age: 28,
      qualificationId: qualification,
      occupationId: occupation,
      annualIncomeId: income,
      genderId: gender,
      maritalStatusId: marital,
      nativeCity: 'Madurai',
      livingCity: 'Chennai',
      dietId: diet,
      fatherName: 'F',
      fatherOccupationId: occupation,
      motherName: 'M',
      motherOccupationId: occupation,
      casteId: caste,
      motherTongueId: tongue,
      raasiId: raasi,
      starId: star,
      lfromAge: 25,
      ltoAge: 32,
      mobileVerified: options.verified ?? true,
      status: options.active ?? true,
      membersPlanId: planState === 'none' ? null : plan,
      expiry: planState === 'none' ? null : day(planState === 'active' ? 30 : -1),
    })
    .returning({ id: schema.profiles.id });
  return { ...user, profileId: profile.id, mobile, fullName };
}

export const setPlan = (profileId: number, expiry: string | null) =>
  db.update(schema.profiles).set({ expiry }).where(eq(schema.profiles.id, profileId));
