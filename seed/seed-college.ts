import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/db/client';
import * as schema from '@/db/schema';

const DEFAULT_COLLEGE_EMAIL = 'college@thirumanam.local';

type Log = (line: string) => void;

/**
 * Makes sure a college staff account exists, as ensureAdmin does for the administrator: with
 * COLLEGE_EMAIL/COLLEGE_PASSWORD it is that account; without, the first start creates one with a
 * generated password and prints it once. Returns true when it created the account (a first start).
 */
export async function ensureCollegeAccount(log: Log = console.log): Promise<boolean> {
  const [existing] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`'ROLE_COLLEGE' = any(${schema.users.roles})`)
    .limit(1);
  if (existing) return false;
  const email = (env().COLLEGE_EMAIL ?? DEFAULT_COLLEGE_EMAIL).toLowerCase();
  const [taken] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email));
  if (taken) return false;
  const password = env().COLLEGE_PASSWORD;
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  await db.insert(schema.users).values({
    email,
    passwordHash: await hashPassword(password ?? generated!),
    roles: ['ROLE_COLLEGE'],
    activated: true,
  });
  log(
    generated
      ? `\n  College staff account created: ${email}\n  Password (shown only this once): ${generated}\n`
      : `college staff ${email} created from COLLEGE_EMAIL/COLLEGE_PASSWORD`,
  );
  return true;
}

/** Three-year degrees: six semesters each (course.semesters), the demo's whole semester list. */
const COURSES = ['B.Sc Computer Science', 'B.Com', 'B.A Tamil'];
const SEMESTERS = 6;
const BATCHES = ['2023-2026', '2024-2027', '2025-2028', '2026-2029'];
/**
 * The semester each batch is in now (oldest batch: the last semester), never beyond its
 * course's length: the API refuses a student there (issue 21 item 12).
 */
const BATCH_SEMESTER = [6, 5, 3, 1];
const FEE_TYPES: [string, number][] = [
  ['Tuition Fee', 22000],
  ['Exam Fee', 1500],
  ['Library Fee', 800],
  ['Lab Fee', 2500],
  ['Sports Fee', 500],
];
const FIRST = [
  'Arun',
  'Priya',
  'Karthik',
  'Divya',
  'Senthil',
  'Kavitha',
  'Vignesh',
  'Lakshmi',
  'Prakash',
  'Meena',
  'Dinesh',
  'Nandhini',
  'Harish',
  'Revathi',
  'Naveen',
  'Janani',
];
const LAST = [
  'Subramanian',
  'Krishnan',
  'Natarajan',
  'Shanmugam',
  'Rajendran',
  'Sundaram',
  'Annamalai',
  'Muthusamy',
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * Demo data for the college area on a first start (issue 12): 3 courses of 6 semesters, 4 batches,
 * 5 fee types, the fee structure, 300 students and about a year of receipts, so the dashboard
 * shows something real. Semester s of every course fell due 340 - 64(s-1) days ago (the last one
 * about three weeks ago). Only when the college tables are empty; a few hundred rows in batches.
 */
export async function seedCollegeDemo(log: Log = console.log, studentsWanted = 300): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(schema.students);
  const [{ c }] = await db.select({ c: count() }).from(schema.courses);
  if (n > 0 || c > 0) return;
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

  const ins = async (table: typeof schema.batches, names: string[]) =>
    (await db
      .insert(table)
      .values(names.map((name) => ({ name })))
      .returning()) as { id: number; name: string }[];
  const courses = await db
    .insert(schema.courses)
    .values(COURSES.map((name) => ({ name, semesters: SEMESTERS })))
    .returning();
  const semesters = await db
    .insert(schema.semesters)
    .values(Array.from({ length: SEMESTERS }, (_, i) => ({ name: `Semester ${i + 1}`, number: i + 1 })))
    .returning();
  const batches = await ins(schema.batches, BATCHES);
  const feeTypes = await ins(
    schema.feeTypes,
    FEE_TYPES.map(([name]) => name),
  );
  const feeRows = courses.flatMap((course) =>
    semesters.flatMap((semester, s) =>
      feeTypes.map((feeType, t) => ({
        courseId: course.id,
        semesterId: semester.id,
        feeTypeId: feeType.id,
        amount: FEE_TYPES[t][1],
        dueDate: isoDay(daysAgo(340 - 64 * s)),
      })),
    ),
  );
  const fees = await db.insert(schema.fees).values(feeRows).returning();

  const studentRows = Array.from({ length: studentsWanted }, (_, i) => {
    const b = i % batches.length;
    const course = courses[Math.floor(i / batches.length) % courses.length];
    return {
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
      rollNo: `${BATCHES[b].slice(2, 4)}${course.name.replace(/[^A-Z]/g, '')}${String(i + 1).padStart(4, '0')}`,
      courseId: course.id,
      batchId: batches[b].id,
      semesterId: semesters[BATCH_SEMESTER[b] - 1].id,
      phone: `+9198${String(40000000 + i * 7919).slice(0, 8)}`,
      guardianName: `${LAST[i % LAST.length]}`,
    };
  });
  const students = await db.insert(schema.students).values(studentRows).returning();
  const [mode] = await db.select().from(schema.paymentModes).limit(1);
  if (!mode) return;

  // Each student pays most fees that have fallen due for their semesters, some partly, a few not at all.
  const receipts: (typeof schema.receipts.$inferInsert)[] = [];
  const items: { receipt: number; feeId: number; amount: number }[] = [];
  const counters = new Map<number, number>();
  const today = isoDay(new Date());
  for (const student of students) {
    const semesterIndex = semesters.findIndex((s) => s.id === student.semesterId);
    for (let s = 0; s <= semesterIndex; s++) {
      const due = fees.filter(
        (f) => f.courseId === student.courseId && f.semesterId === semesters[s].id && f.dueDate <= today,
      );
      if (due.length === 0 || rnd() < 0.1) continue;
      const partly = rnd() < 0.2;
      const paidOn = isoDay(
        new Date(
          Math.min(Date.now(), new Date(due[0].dueDate).getTime() + Math.floor(rnd() * 30) * 86_400_000),
        ),
      );
      const year = Number(paidOn.slice(0, 4));
      const number = (counters.get(year) ?? 0) + 1;
      counters.set(year, number);
      const lines = due.map((f) => ({ feeId: f.id, amount: partly ? Math.floor(f.amount / 2) : f.amount }));
      receipts.push({
        year,
        number,
        studentId: student.id,
        paidOn,
        paymentModeId: mode.id,
        total: lines.reduce((a, l) => a + l.amount, 0),
      });
      for (const line of lines) items.push({ receipt: receipts.length - 1, ...line });
    }
  }
  const ids: number[] = [];
  for (let i = 0; i < receipts.length; i += 500) {
    ids.push(
      ...(
        await db
          .insert(schema.receipts)
          .values(receipts.slice(i, i + 500))
          .returning({ id: schema.receipts.id })
      ).map((r) => r.id),
    );
  }
  const itemRows = items.map((item) => ({
    receiptId: ids[item.receipt],
    feeId: item.feeId,
    amount: item.amount,
  }));
  for (let i = 0; i < itemRows.length; i += 1000)
    await db.insert(schema.receiptItems).values(itemRows.slice(i, i + 1000));
  for (const [year, lastNumber] of counters)
    await db.insert(schema.receiptCounters).values({ year, lastNumber });
  // The kept totals that the receipt functions maintain one receipt at a time.
  await db.execute(
    sql`update student s set paid_total = coalesce((select sum(r.total) from receipt r where r.student_id = s.id and r.cancelled_at is null), 0)`,
  );
  await db.execute(
    sql`insert into collection_day (day, total) select paid_on, sum(total) from receipt where cancelled_at is null group by paid_on`,
  );
  await db.execute(
    sql`insert into student_fee_paid (student_id, fee_id, paid, fine_paid, last_paid)
      select r.student_id, ri.fee_id, coalesce(sum(ri.amount - ri.refunded) filter (where not ri.fine), 0),
             coalesce(sum(ri.amount - ri.refunded) filter (where ri.fine), 0), max(r.paid_on) filter (where not ri.fine)
      from receipt_item ri join receipt r on r.id = ri.receipt_id where r.cancelled_at is null
      group by r.student_id, ri.fee_id`,
  );
  log(
    `added college demo data: ${students.length} students, ${fees.length} fees, ${receipts.length} receipts`,
  );
}
