/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { auditEntries, students } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { previewPromotion, promoteBatch } from '@/lib/data/college/promotion';
import { call, get } from '../helpers/api';
import { createdIri } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * Promotion (issue 27 item 5): a course's batch moves to the next semester in one step, all or
 * none, never past the course's last semester.
 */
let staff: Actor;
let member: Actor;
let course: string;
let longCourse: string;
let sem1: string;
let sem2: string;
let batch: string;
let other: string;
const idOf = (iri: string) => Number(iri.split('/').pop());

beforeAll(async () => {
  await resetDatabase();
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
  const post = (url: string, body: unknown) => createdIri(url, body, staff);
  course = await post('/api/courses', { course: 'Diploma', semesters: 2 });
  longCourse = await post('/api/courses', { course: 'B.Sc', semesters: 6 });
  sem1 = await post('/api/semesters', { semester: 'Semester 1', number: 1 });
  sem2 = await post('/api/semesters', { semester: 'Semester 2', number: 2 });
  batch = await post('/api/batches', { batch: '2026-2027' });
  other = await post('/api/batches', { batch: '2025-2026' });
  const student = (name: string, rollNo: string, c: string, b: string, semester: string, status = true) =>
    post('/api/students', { name, rollNo, course: c, batch: b, semester, status });
  await student('Anbu', 'D1', course, batch, sem1);
  await student('Bala', 'D2', course, batch, sem1);
  await student('Chitra', 'D3', course, batch, sem1, false); // left: stays where she was
  await student('Deepa', 'D4', course, other, sem1); // another batch
  await student('Ezhil', 'B1', longCourse, batch, sem2); // Semester 3 is missing
});
afterAll(closeDb);

const semesterOf = async (rollNo: string) =>
  (await db.select({ s: students.semesterId }).from(students).where(eq(students.rollNo, rollNo)))[0].s;

describe('promoteBatch', () => {
  it("previews, then moves the batch's active students to the next semester, each change audited", async () => {
    const input = { course, batch };
    expect(await previewPromotion({ actor: staff, input })).toEqual({
      course: 'Diploma',
      batch: '2026-2027',
      steps: [{ from: 'Semester 1', to: 'Semester 2', students: 2 }],
      students: 2,
      problem: null,
    });
    expect(await semesterOf('D1')).toBe(idOf(sem1)); // a preview changes nothing
    await promoteBatch({ actor: staff, input });
    expect([await semesterOf('D1'), await semesterOf('D2')]).toEqual([idOf(sem2), idOf(sem2)]);
    expect([await semesterOf('D3'), await semesterOf('D4')]).toEqual([idOf(sem1), idOf(sem1)]);
    const audited = await db.select().from(auditEntries).where(eq(auditEntries.entity, 'student'));
    expect(audited.filter((a) => a.action === 'update')).toHaveLength(2);
  });

  it('never goes past the last semester: 422 and nothing changed', async () => {
    const preview = await previewPromotion({ actor: staff, input: { course, batch } });
    expect(preview.problem).toMatch(/last semester \(2\)/);
    expect(preview.steps).toEqual([{ from: 'Semester 2', to: null, students: 2 }]);
    await expect(promoteBatch({ actor: staff, input: { course, batch } })).rejects.toMatchObject({
      status: 422,
    });
    expect(await semesterOf('D1')).toBe(idOf(sem2));
  });

  it('refuses when the next semester is not in the settings, or the batch has nobody', async () => {
    await expect(promoteBatch({ actor: staff, input: { course: longCourse, batch } })).rejects.toMatchObject({
      status: 422,
      violations: [{ propertyPath: 'batch', message: expect.stringMatching(/numbered 3/) }],
    });
    expect(await semesterOf('B1')).toBe(idOf(sem2));
    const empty = await previewPromotion({ actor: staff, input: { course: longCourse, batch: other } });
    expect(empty).toMatchObject({ students: 0, problem: expect.stringMatching(/No active student/) });
  });
});

describe('/api/batch_promotions', () => {
  it('previews with GET and promotes with POST, for college staff only', async () => {
    expect((await get(`/api/batch_promotions?course=${course}&batch=${other}`)).status).toBe(401);
    expect((await get(`/api/batch_promotions?course=${course}&batch=${other}`, { as: member })).status).toBe(
      403,
    );
    const preview = await get(
      `/api/batch_promotions?course=${idOf(course)}&batch=${encodeURIComponent(other)}`,
      {
        as: staff,
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ '@type': 'BatchPromotion', students: 1, problem: null });
    const done = await call('POST', '/api/batch_promotions', { as: staff, body: { course, batch: other } });
    expect(done.status).toBe(200);
    expect(done.body.steps).toEqual([{ from: 'Semester 1', to: 'Semester 2', students: 1 }]);
    expect(await semesterOf('D4')).toBe(idOf(sem2));
    const bad = await call('POST', '/api/batch_promotions', { as: staff, body: { course: 'x' } });
    expect(bad.status).toBe(422);
  });
});
