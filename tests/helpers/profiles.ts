import { asc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';

type Lookup = typeof schema.castes;

async function nth(table: Lookup, index = 0): Promise<number> {
  const rows = await db.select({ id: table.id }).from(table).orderBy(asc(table.id));
  return rows[index].id;
}

async function numbered(table: typeof schema.stars | typeof schema.raasis, number: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.number, number));
  return row.id;
}

/** IRIs of seeded master data the profile tests use (Ashwini falls in Mesham; Rohini in Rishabam). */
export async function profileRefs() {
  return {
    height: `/api/heights/${await nth(schema.heights, 10)}`,
    height2: `/api/heights/${await nth(schema.heights, 12)}`,
    weight: `/api/weights/${await nth(schema.weights, 20)}`,
    qualification: `/api/qualifications/${await nth(schema.qualifications)}`,
    occupation: `/api/occupations/${await nth(schema.occupations)}`,
    occupation2: `/api/occupations/${await nth(schema.occupations, 1)}`,
    annualIncome: `/api/annualincomes/${await nth(schema.annualIncomes, 3)}`,
    male: `/api/genders/${await nth(schema.genders, 0)}`,
    female: `/api/genders/${await nth(schema.genders, 1)}`,
    maritalStatus: `/api/maritalstatuses/${await nth(schema.maritalStatuses)}`,
    diet: `/api/diets/${await nth(schema.diets)}`,
    caste: `/api/castes/${await nth(schema.castes, 18)}`,
    motherTongue: `/api/mothertongues/${await nth(schema.motherTongues)}`,
    mesham: `/api/raasis/${await numbered(schema.raasis, 1)}`,
    rishabam: `/api/raasis/${await numbered(schema.raasis, 2)}`,
    ashwini: `/api/stars/${await numbered(schema.stars, 1)}`,
    rohini: `/api/stars/${await numbered(schema.stars, 4)}`,
    plan: `/api/membersplans/${await nth(schema.membersPlans, 2)}`,
  };
}

export type ProfileRefs = Awaited<ReturnType<typeof profileRefs>>;

/** A complete, valid profile body as the profile form sends it (references as IRIs). */
export function profileBody(
  refs: ProfileRefs,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    fullName: 'Meena Sundaram',
    mobile: '+91 98765 43210',
    height: refs.height,
    weight: refs.weight,
    age: 27,
    qualification: refs.qualification,
    occupation: refs.occupation,
    annualIncome: refs.annualIncome,
    gender: refs.female,
    maritalStatus: refs.maritalStatus,
    totalChildren: 0,
    nativeCity: 'Madurai',
    nativeCountry: 'IN',
    livingCity: 'Chennai',
    livingCountry: 'IN',
    diet: refs.diet,
    physicallyChallenged: false,
    fatherName: 'Sundaram',
    fatherOccupation: refs.occupation,
    motherName: 'Lakshmi',
    motherOccupation: refs.occupation2,
    caste: refs.caste,
    totalBrothers: 1,
    totalSisters: 0,
    kothram: 'Siva',
    motherTongue: refs.motherTongue,
    chevvaiDhosam: false,
    raasi: refs.mesham,
    star: refs.ashwini,
    lfromAge: 27,
    ltoAge: 34,
    ...overrides,
  };
}
