/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import { keepCollegeDues } from '@/lib/data/college/dues-kept';
import { listDues } from '@/lib/data/college/reports';
import { indianDay } from '@/lib/format';
import { registerAppJobs } from '@/lib/jobs/app-jobs';
import { runDueJobs } from '@/lib/jobs/runner';
import { nextRunAfter } from '@/lib/jobs/schedule';
import { call, get } from '../helpers/api';
import { createCollegeBasics, createdIri, type CollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * The kept dues (issue 27 item 6, lib/data/college/dues-kept.ts): after each kind of write that
 * changes what a student owes (a payment, a cancellation, a refund, a concession, a waiver, the
 * student's semester or status, a fee, a late fee rule, a row changed in SQL by hand) the dues
 * list shows what the student resource computes from the fee structure (dueSql, an independent
 * path), and the daily recomputation moves the figures with the date: fees falling due, per-day
 * fines growing.
 */
let admin: Actor;
let staff: Actor;
let ids: CollegeBasics;
let lab: string;
let sem2: string;
const dayFrom = (n: number) => indianDay(new Date(Date.now() + n * 86_400_000));
const today = dayFrom(0);
const idOf = (iri: string) => Number(iri.split('/').pop());
const students: string[] = [];

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  ids = await createCollegeBasics(staff, admin);
  const labType = await createdIri('/api/feetypes', { feeType: 'Lab Fee' }, staff);
  lab = await createdIri(
    '/api/fees',
    { course: ids.course, semester: ids.sem1, feeType: labType, amount: 2000, dueDate: dayFrom(-20) },
    staff,
  );
  sem2 = await createdIri('/api/semesters', { semester: 'Semester 2', number: 2 }, staff);
  await createdIri(
    '/api/fees',
    { course: ids.course, semester: sem2, feeType: ids.tuition, amount: 20000, dueDate: dayFrom(-5) },
    staff,
  );
  // Flat 500 on tuition (long late), 10 a day capped at 1,000 on lab (15 days late today).
  await createdIri('/api/late_fees', { fee: ids.fee, graceDays: 10, kind: 'flat', amount: 500 }, staff);
  await createdIri(
    '/api/late_fees',
    { fee: lab, graceDays: 5, kind: 'per_day', amount: 10, cap: 1000 },
    staff,
  );
  students.push(ids.student);
  for (const rollNo of ['K2', 'K3', 'K4']) {
    students.push(
      await createdIri(
        '/api/students',
        { name: `Student ${rollNo}`, rollNo, course: ids.course, batch: ids.batch, semester: ids.sem1 },
        staff,
      ),
    );
  }
});
afterAll(closeDb);

const pay = (student: string, items: { fee: string; amount: number; fine?: boolean }[], paidOn = today) =>
  call('POST', '/api/receipts', { as: staff, body: { student, paidOn, paymentMode: ids.mode, items } });

/** What the student resource computes (dueSql: from the fee structure, per request). */
async function computed() {
  const rows = [];
  for (const student of students) {
    const body = (await get(student, { as: staff })).body as { due: number; paid: number; balance: number };
    rows.push({ id: idOf(student), due: body.due, paid: body.paid, balance: body.balance });
  }
  return rows;
}

/** The dues list (kept figures) against the computed ones: the same rows, figures and order. */
async function expectKeptAsComputed() {
  const listed = await listDues({ actor: staff, query: { itemsPerPage: 100 } });
  const active = new Set(
    (await queryRows<{ id: number }>(sql`select id from student where status`)).map((r) => Number(r.id)),
  );
  const expected = (await computed())
    .filter((r) => active.has(r.id) && r.balance > 0)
    .sort((a, b) => b.balance - a.balance || a.id - b.id);
  expect(listed.items.map(({ id, due, paid, balance }) => ({ id, due, paid, balance }))).toEqual(expected);
  expect(listed.totalItems).toBe(expected.length);
  // Every student's kept figure, owing or not, active or not.
  const kept = await queryRows<{ id: number; due_total: number }>(
    sql`select id, due_total from student order by id`,
  );
  const all = await computed();
  expect(kept.map((k) => ({ id: Number(k.id), due: Number(k.due_total) }))).toEqual(
    all.sort((a, b) => a.id - b.id).map(({ id, due }) => ({ id, due })),
  );
  return new Map(all.map((r) => [r.id, r]));
}

describe('the kept dues (student.due_total)', () => {
  it('match the computed dues after every kind of write', async () => {
    const [kavya, k2, k3, k4] = students;
    let figures = await expectKeptAsComputed();
    // 25,000 + 2,000 due, flat 500 and 15 days x 10 of late fees.
    expect(figures.get(idOf(kavya))).toMatchObject({ due: 27650, paid: 0 });

    // A payment: lab paid in full today (its per-day fine stops today), a part of tuition.
    const receipt = await pay(k2, [
      { fee: lab, amount: 2000 },
      { fee: ids.fee, amount: 5000 },
    ]);
    expect(receipt.status).toBe(201);
    await expectKeptAsComputed();
    // Back-dated within the grace period: no lab fine at all.
    expect((await pay(k3, [{ fee: lab, amount: 2000 }], dayFrom(-16))).status).toBe(201);
    figures = await expectKeptAsComputed();
    expect(figures.get(idOf(k3))).toMatchObject({ due: 27500, paid: 2000 });

    // A cancellation.
    const cancel = await call('PATCH', receipt.body['@id'], {
      as: staff,
      body: { cancelReason: 'Entered twice' },
    });
    expect(cancel.status).toBe(200);
    await expectKeptAsComputed();

    // A refund: the lab fee of K3 is no longer paid in full, so its fine runs again.
    const paid = await pay(k4, [{ fee: lab, amount: 2000 }], dayFrom(-16));
    const refund = await call('POST', '/api/refunds', {
      as: staff,
      body: {
        paymentReceipt: paid.body['@id'],
        amount: 500,
        reason: 'Withdrew',
        paymentMode: ids.mode,
        refundedOn: today,
      },
    });
    expect(refund.status).toBe(201);
    await expectKeptAsComputed();

    // A concession.
    const conceded = await call('POST', '/api/concessions', {
      as: staff,
      body: {
        student: kavya,
        fee: ids.fee,
        kind: 'amount',
        value: 5000,
        reason: 'Merit',
        approvedBy: 'Principal',
      },
    });
    expect(conceded.status).toBe(201);
    figures = await expectKeptAsComputed();
    expect(figures.get(idOf(kavya))).toMatchObject({ due: 22650 });

    // A waiver of Kavya's lab fine.
    expect(
      (
        await call('POST', '/api/fine_waivers', {
          as: staff,
          body: { student: kavya, fee: lab, reason: 'Ill' },
        })
      ).status,
    ).toBe(201);
    figures = await expectKeptAsComputed();
    expect(figures.get(idOf(kavya))).toMatchObject({ due: 22500 });

    // The student's semester, then status.
    expect((await call('PATCH', k3, { as: staff, body: { semester: sem2 } })).status).toBe(200);
    figures = await expectKeptAsComputed();
    expect(figures.get(idOf(k3))).toMatchObject({ due: 47500 });
    expect((await call('PATCH', k4, { as: staff, body: { status: false } })).status).toBe(200);
    await expectKeptAsComputed();

    // A fee's amount, and a late fee rule: every student of the course at once.
    expect((await call('PATCH', lab, { as: staff, body: { amount: 4000 } })).status).toBe(200);
    await expectKeptAsComputed();
    const rules = (await get('/api/late_fees', { as: staff })).body['hydra:member'] as {
      '@id': string;
      fee: string;
    }[];
    const labRule = rules.find((r) => r.fee === lab)!;
    expect((await call('PATCH', labRule['@id'], { as: staff, body: { amount: 20 } })).status).toBe(200);
    await expectKeptAsComputed();

    // A row changed in SQL by hand (no data-layer code involved): the triggers still mark it.
    await queryRows(sql`update concession set amount = 1000 where student_id = ${idOf(kavya)}`);
    figures = await expectKeptAsComputed();
    // Tuition 25,000 and lab 4,000, less the concession now 1,000, plus the flat 500 (lab's waived).
    expect(figures.get(idOf(kavya))).toMatchObject({ due: 25000 + 4000 - 1000 + 500 });
  });

  it('move with the date: the daily recomputation counts fees falling due and per-day fines growing', async () => {
    const [kavya, k2] = students;
    // A fee due in two days: not due today.
    await createdIri(
      '/api/fees',
      {
        course: ids.course,
        semester: ids.sem1,
        feeType: await createdIri('/api/feetypes', { feeType: 'Exam Fee' }, staff),
        amount: 700,
        dueDate: dayFrom(2),
      },
      staff,
    );
    const before = await expectKeptAsComputed();
    const keptOn = async () =>
      new Map(
        (await queryRows<{ id: number; due_total: number }>(sql`select id, due_total from student`)).map(
          (r) => [Number(r.id), Number(r.due_total)],
        ),
      );
    // Three days on (what the job does after midnight): the exam fee is due; Kavya's lab fine is
    // waived (stays), K2's stopped when the lab fee was paid... until that receipt was
    // cancelled: it grows by 3 x 20 like every unpaid lab fee's.
    const done = await keepCollegeDues({ day: dayFrom(3) });
    expect(done.full).toBe(true);
    const later = await keptOn();
    expect(later.get(idOf(kavya))).toBe(before.get(idOf(kavya))!.due + 700);
    expect(later.get(idOf(k2))).toBe(before.get(idOf(k2))!.due + 700 + 60);
    // Nothing to do again on the same day and nothing marked.
    expect(await keepCollegeDues({ day: dayFrom(3) })).toEqual({ full: false, students: 0 });
    // Back on today's date (the first read of the day finds the figures of another day).
    await expectKeptAsComputed();
    expect((await keptOn()).get(idOf(kavya))).toBe(before.get(idOf(kavya))!.due);
  });

  it('are recomputed by the daily job college-dues after midnight in India', async () => {
    registerAppJobs();
    await runDueJobs({ now: new Date() }); // registers the jobs: college-dues due next at 00:05
    // Figures of another day, as at midnight.
    await queryRows(sql`update college_dues_state set kept_day = kept_day - 1`);
    await queryRows(sql`update student set due_total = 0`);
    // Five minutes after the next 00:05 in Kolkata (the job computes for the real today).
    await runDueJobs({ now: new Date(nextRunAfter('daily 00:05', new Date()).getTime() + 5 * 60_000) });
    const [state] = await queryRows<{ kept_day: string }>(
      sql`select to_char(kept_day, 'YYYY-MM-DD') as kept_day from college_dues_state`,
    );
    expect(state.kept_day).toBe(today);
    const [{ owing }] = await queryRows<{ owing: number }>(
      sql`select count(*)::int as owing from student where due_total > 0`,
    );
    expect(Number(owing)).toBe(students.length);
    await expectKeptAsComputed();
  });

  it('recompute after a fee or a late fee rule only the students it can change (migration 0050)', async () => {
    await expectKeptAsComputed();
    // Another course with a student in semester 2: a change to this course's fees is none of theirs.
    const otherCourse = await createdIri('/api/courses', { course: 'B.A. History' }, staff);
    const outsider = await createdIri(
      '/api/students',
      { name: 'Outsider', rollNo: 'H1', course: otherCourse, batch: ids.batch, semester: sem2 },
      staff,
    );
    students.push(outsider);
    await expectKeptAsComputed();
    const marked = async () =>
      (
        await queryRows<{ student_id: number }>(sql`select student_id from student_dues_stale order by 1`)
      ).map((r) => Number(r.student_id));
    const ofCourse = async (fromSemester: number) =>
      (
        await queryRows<{ id: number }>(sql`
          select st.id from student st join semester cs on cs.id = st.semester_id
          where st.course_id = ${idOf(ids.course)} and cs.number >= ${fromSemester} order by 1`)
      ).map((r) => Number(r.id));
    expect(await marked()).toEqual([]);

    // The semester 2 tuition fee: the course's students in semester 2 (or later), no one else.
    const [sem2Fee] = await queryRows<{ id: number }>(
      sql`select id from fee where course_id = ${idOf(ids.course)} and semester_id = ${idOf(sem2)}`,
    );
    expect(
      (await call('PATCH', `/api/fees/${sem2Fee.id}`, { as: staff, body: { amount: 21000 } })).status,
    ).toBe(200);
    const inSem2 = await ofCourse(2);
    expect(inSem2.length).toBeGreaterThan(0);
    expect(await marked()).toEqual(inSem2);
    const settled = await keepCollegeDues();
    expect(settled).toEqual({ full: false, students: inSem2.length });
    await expectKeptAsComputed();

    // The lab fee's late fee rule (semester 1): every student of the course, not the outsider.
    const rules = (await get('/api/late_fees', { as: staff })).body['hydra:member'] as {
      '@id': string;
      fee: string;
    }[];
    const labRule = rules.find((r) => r.fee === lab)!;
    expect((await call('PATCH', labRule['@id'], { as: staff, body: { amount: 25 } })).status).toBe(200);
    expect(await marked()).toEqual(await ofCourse(1));
    expect(await marked()).not.toContain(idOf(outsider));
    expect((await keepCollegeDues()).full).toBe(false);
    await expectKeptAsComputed();

    // A fee moved to the other course: the students of both, the old course's and the new one's.
    expect(
      (await call('PATCH', `/api/fees/${sem2Fee.id}`, { as: staff, body: { course: otherCourse } })).status,
    ).toBe(200);
    expect(await marked()).toEqual([...inSem2, idOf(outsider)].sort((a, b) => a - b));
    expect((await keepCollegeDues()).full).toBe(false);
    await expectKeptAsComputed();

    // A semester renamed or renumbered: every student, as before.
    expect((await call('PATCH', sem2, { as: staff, body: { semester: 'Semester II' } })).status).toBe(200);
    expect((await keepCollegeDues()).full).toBe(true);
    await expectKeptAsComputed();
  });
});
