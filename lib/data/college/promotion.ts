import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { batches, courses, semesters, students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { idFromIdOrIri } from '@/lib/resources/iri';
import { recordAudit } from '../audit/record';
import { expectObject } from '../input';

/**
 * Promotion (issue 27 item 5): the active students of one course and batch move to the next
 * semester (by semester number) in one step, all or none: never past the course's last semester,
 * never to a semester number the settings lack. A preview says what would happen, for the
 * confirmation; the promotion locks the students' rows, as a payment does, so a payment saved
 * meanwhile is dated in the semester it was taken in.
 */
type PromotionStep = { from: string; to: string | null; students: number };

export type PromotionPlan = {
  course: string;
  batch: string;
  /** Each current semester of the batch's students and where it leads (null: past the last). */
  steps: PromotionStep[];
  students: number;
  /** Why it cannot be done, or null. */
  problem: string | null;
};

const PROMOTION_MESSAGES = {
  course: 'Select Course!',
  batch: 'Select Batch!',
  none: 'No active student of this course is in this batch.',
  last: (semester: string, semesters: number) =>
    `Students in ${semester} are in this course's last semester (${semesters}): they cannot be promoted.`,
  missing: (number: number) => `There is no semester numbered ${number} in the settings: add it first.`,
};

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

function referenceOf(body: Record<string, unknown>, name: 'course' | 'batch', collection: string): number {
  const value = body[name];
  const id = typeof value === 'number' ? value : typeof value === 'string' ? idFromIdOrIri(value, collection) : null;
  if (id === null) throw AppError.validation([{ propertyPath: name, message: PROMOTION_MESSAGES[name] }]);
  return id;
}

function parse(input: unknown) {
  const body = expectObject(input);
  return { course: referenceOf(body, 'course', 'courses'), batch: referenceOf(body, 'batch', 'batches') };
}

/** What promoting would do; with `lock`, the students' rows are locked for the transaction. */
async function plan(tx: Tx | typeof db, courseId: number, batchId: number, lock: boolean) {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
  const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId));
  if (!course) throw AppError.validation([{ propertyPath: 'course', message: PROMOTION_MESSAGES.course }]);
  if (!batch) throw AppError.validation([{ propertyPath: 'batch', message: PROMOTION_MESSAGES.batch }]);
  const query = tx
    .select({ id: students.id, semesterId: students.semesterId, number: semesters.number, name: semesters.name })
    .from(students)
    .innerJoin(semesters, eq(semesters.id, students.semesterId))
    .where(and(eq(students.courseId, courseId), eq(students.batchId, batchId), eq(students.status, true)))
    .orderBy(asc(semesters.number), asc(students.id));
  const rows = lock ? await query.for('update', { of: students }) : await query;
  const all = await tx.select({ id: semesters.id, number: semesters.number, name: semesters.name }).from(semesters);
  // The semester each number leads to (the lowest id when two share a number).
  const byNumber = new Map<number, { id: number; name: string }>();
  for (const s of all.sort((a, b) => a.id - b.id)) if (!byNumber.has(s.number)) byNumber.set(s.number, s);
  const steps = new Map<number, PromotionStep & { number: number; toId: number | null }>();
  for (const r of rows) {
    const step = steps.get(r.semesterId);
    if (step) step.students += 1;
    else {
      const next = r.number < course.semesters ? byNumber.get(r.number + 1) : undefined;
      steps.set(r.semesterId, { from: r.name, to: next?.name ?? null, students: 1, number: r.number, toId: next?.id ?? null });
    }
  }
  let problem: string | null = rows.length === 0 ? PROMOTION_MESSAGES.none : null;
  for (const step of steps.values()) {
    if (problem) break;
    if (step.number >= course.semesters) problem = PROMOTION_MESSAGES.last(step.from, course.semesters);
    else if (step.toId === null) problem = PROMOTION_MESSAGES.missing(step.number + 1);
  }
  return { course, batch, rows, steps, problem };
}

const toPlan = ({ course, batch, rows, steps, problem }: Awaited<ReturnType<typeof plan>>): PromotionPlan => ({
  course: course.name,
  batch: batch.name,
  steps: [...steps.values()].map(({ from, to, students: n }) => ({ from, to, students: n })),
  students: rows.length,
  problem,
});

/** What promoting the batch would do (the confirmation's words); nothing changes. */
export async function previewPromotion({ actor, input }: { actor: Actor | null; input: unknown }): Promise<PromotionPlan> {
  assertCollegeAccess(actor);
  const { course, batch } = parse(input);
  return toPlan(await plan(db, course, batch, false));
}

/**
 * Promotes the batch: every active student of the course and batch to the next semester, in one
 * transaction, each change in the audit log. 422 (nothing changed) when any student is in the
 * last semester or the next semester is missing.
 */
export async function promoteBatch({ actor, input }: { actor: Actor | null; input: unknown }): Promise<PromotionPlan> {
  const staff = assertCollegeAccess(actor);
  const { course, batch } = parse(input);
  return db.transaction(async (tx) => {
    const found = await plan(tx, course, batch, true);
    if (found.problem) throw AppError.validation([{ propertyPath: 'batch', message: found.problem }]);
    for (const [fromId, step] of found.steps) {
      await tx
        .update(students)
        .set({ semesterId: step.toId! })
        .where(and(eq(students.courseId, course), eq(students.batchId, batch), eq(students.status, true), eq(students.semesterId, fromId)));
    }
    for (const row of found.rows) {
      const step = found.steps.get(row.semesterId)!;
      await recordAudit(tx, staff, {
        action: 'update',
        entity: 'student',
        entityId: row.id,
        before: { semester: row.semesterId },
        after: { semester: step.toId },
      });
    }
    return toPlan(found);
  });
}
