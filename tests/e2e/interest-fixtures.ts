/** Verified member profiles for tests/e2e/interests.spec.ts, written by prepare-db.ts. */
import { asc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import {
  contactBrides,
  contactGroom,
  INTEREST_WIDTHS,
  interestMembers,
  limitBrides,
  limitGroom,
  messagePair,
  noticePeople,
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
      age: member.age ?? 28,
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

/** Verified member profiles (the first row of every list), written straight into the database. */
export async function addVerifiedMembers(
  members: InterestMember[],
  passwordHash?: string,
): Promise<number[]> {
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
  const ids: number[] = [];
  for (const member of members) ids.push(await addMember(member, refs, passwordHash));
  return ids;
}

export async function addInterestMembers() {
  const widths = Object.keys(INTEREST_WIDTHS) as InterestWidth[];
  await addVerifiedMembers(widths.flatMap((width) => Object.values(interestMembers(width))));
  // The message pair: an accepted interest, so they may talk (tests/e2e/messages.spec.ts).
  const [messageGroom, messageBride] = await addVerifiedMembers([messagePair.groom, messagePair.bride]);
  await db
    .insert(schema.interests)
    .values({ fromProfileId: messageGroom, toProfileId: messageBride, status: 'accepted' });
  // The notification centre's bride and the two grooms who send her interests (notifications.spec.ts).
  await addVerifiedMembers([noticePeople.bride, ...noticePeople.grooms]);
  // The limit groom's 20 interests of the day, sent just now (the brides share one password hash).
  const [groomId] = await addVerifiedMembers([limitGroom]);
  const brideIds = await addVerifiedMembers(limitBrides, await hashPassword(limitBrides[0].password));
  await db
    .insert(schema.interests)
    .values(brideIds.slice(0, 20).map((toProfileId) => ({ fromProfileId: groomId, toProfileId })));
  // The contact-limit groom: a plan of one contact, two accepted interests.
  const [plan] = await db
    .insert(schema.membersPlans)
    .values({ name: 'E2E One Contact', amount: 500, validity: 30, contacts: 1 })
    .returning({ id: schema.membersPlans.id });
  const [contactGroomId] = await addVerifiedMembers([contactGroom]);
  await db
    .update(schema.profiles)
    .set({ membersPlanId: plan.id })
    .where(eq(schema.profiles.id, contactGroomId));
  const contactBrideIds = await addVerifiedMembers(
    contactBrides,
    await hashPassword(contactBrides[0].password),
  );
  await db.insert(schema.interests).values(
    contactBrideIds.map((toProfileId) => ({
      fromProfileId: contactGroomId,
      toProfileId,
      status: 'accepted' as const,
    })),
  );
}
