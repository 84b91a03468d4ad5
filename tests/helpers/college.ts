import type { Actor } from '@/lib/auth/roles';
import { call, get } from './api';

/** POSTs a college record or setting and returns its IRI; any answer but 201 fails the setup with it. */
export async function createdIri(url: string, body: unknown, as: Actor): Promise<string> {
  const response = await call('POST', url, { as, body });
  if (response.status !== 201) throw new Error(`${url}: ${response.status} ${response.text}`);
  return response.body['@id'] as string;
}

/** The first payment mode the migrations seed, as its IRI. */
export const firstPaymentMode = async (admin: Actor): Promise<string> =>
  (await get('/api/paymentmodes', { as: admin })).body['hydra:member'][0]['@id'];

export type CollegeBasics = {
  course: string;
  sem1: string;
  batch: string;
  tuition: string;
  /** Semester 1's tuition: ₹25,000 due 2025-07-01. */
  fee: string;
  /** Kavya R (PHY25001), in semester 1 of the course. */
  student: string;
  mode: string;
};

/**
 * What a payment needs, made through the API by `staff`: a course (B.Sc Physics), Semester 1, a
 * batch, a Tuition Fee of ₹25,000 for that semester, a student in it and a payment mode. `student`
 * adds to the student's fields.
 */
export async function createCollegeBasics(
  staff: Actor,
  admin: Actor,
  student: Record<string, unknown> = {},
): Promise<CollegeBasics> {
  const post = (url: string, body: unknown) => createdIri(url, body, staff);
  const course = await post('/api/courses', { course: 'B.Sc Physics' });
  const sem1 = await post('/api/semesters', { semester: 'Semester 1', number: 1 });
  const batch = await post('/api/batches', { batch: '2025-2028' });
  const tuition = await post('/api/feetypes', { feeType: 'Tuition Fee' });
  const fee = await post('/api/fees', {
    course,
    semester: sem1,
    feeType: tuition,
    amount: 25000,
    dueDate: '2025-07-01',
  });
  return {
    course,
    sem1,
    batch,
    tuition,
    fee,
    student: await post('/api/students', {
      name: 'Kavya R',
      rollNo: 'PHY25001',
      course,
      batch,
      semester: sem1,
      ...student,
    }),
    mode: await firstPaymentMode(admin),
  };
}
