/** @jest-environment node */
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { countDashboard } from '@/lib/data/dashboard';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

const firstId = async (table: typeof schema.castes) =>
  (await db.select({ id: table.id }).from(table).limit(1))[0].id;

/** A profile with every required field, pointing at the first row of each seeded lookup. */
async function addProfile(values: Partial<typeof schema.profiles.$inferInsert> = {}) {
  const [
    height,
    weight,
    qualification,
    occupation,
    income,
    gender,
    marital,
    diet,
    caste,
    tongue,
    raasi,
    star,
  ] = await Promise.all(
    [
      schema.heights,
      schema.weights,
      schema.qualifications,
      schema.occupations,
      schema.annualIncomes,
      schema.genders,
      schema.maritalStatuses,
      schema.diets,
      schema.castes,
      schema.motherTongues,
      schema.raasis,
      schema.stars,
    ].map((t) => firstId(t as typeof schema.castes)),
  );
  await db.insert(schema.profiles).values({
    fullName: 'Test Person',
    mobile: '+919800000000',
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
    ...values,
  });
}

beforeEach(() => resetDatabase());
afterAll(() => closeDb());

describe('the admin dashboard counts', () => {
  const today = new Date(2026, 0, 10); // 10 January 2026, the server's calendar day

  it('counts members, verification states, plans expiring in the next 30 days and unhandled enquiries', async () => {
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    await createUser({ roles: ['ROLE_MEMBER'] });
    await createUser({ roles: ['ROLE_MEMBER'], activated: false });
    await createUser({ roles: ['ROLE_COLLEGE'] });

    await addProfile({ mobileVerified: false });
    await addProfile({ mobileVerified: false, expiry: '2026-01-10' }); // today: counted
    await addProfile({ mobileVerified: true, expiry: '2026-02-09' }); // today + 30: counted
    await addProfile({ mobileVerified: true, expiry: '2026-02-10' }); // today + 31: not
    await addProfile({ mobileVerified: true, expiry: '2026-01-09' }); // expired yesterday: not

    await db.insert(schema.enquiries).values([
      { name: 'A', email: 'a@example.com', mobile: '1', message: 'hello' },
      { name: 'B', email: 'b@example.com', mobile: '2', message: 'hello', handled: true },
    ]);

    expect(await countDashboard({ actor: admin, today })).toEqual({
      members: 2,
      awaitingVerification: 2,
      verified: 3,
      expiringSoon: 2,
      newEnquiries: 1,
      interestsSent: 0,
      interestsAccepted: 0,
      expiringFrom: '2026-01-10',
      expiringTo: '2026-02-09',
    });
  });

  it('is zero everywhere on an empty database', async () => {
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    const counts = await countDashboard({ actor: admin, today });
    expect([
      counts.members,
      counts.awaitingVerification,
      counts.verified,
      counts.expiringSoon,
      counts.newEnquiries,
    ]).toEqual([0, 0, 0, 0, 0]);
  });

  it('is for administrators only', async () => {
    const member = await createUser({ roles: ['ROLE_MEMBER'] });
    await expect(countDashboard({ actor: member })).rejects.toMatchObject({ status: 403 });
    await expect(countDashboard({ actor: null })).rejects.toMatchObject({ status: 401 });
  });
});
