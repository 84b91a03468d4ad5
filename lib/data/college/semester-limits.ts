import 'server-only';
import { eq, inArray, max, or } from 'drizzle-orm';
import { db } from '@/db/client';
import { courses, fees, semesters, students } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { COLLEGE_MESSAGES as M } from '@/lib/resources/college-messages';
import { unresolved } from './input';

/**
 * A course lasts `course.semesters` semesters and `semester.number` orders them (issue 21 item 12:
 * the demo put a three-year batch in "Semester 8"). No student, fee or payment may sit in a
 * semester beyond its course's length; these checks run in the saving transaction, and the two
 * settings (a course's length, a semester's number) cannot move under rows that use them.
 */
type Db = Pick<typeof db, 'select'>;

/** The 422 for a course x semester pair beyond the course's length, or nothing. */
export async function assertWithinCourse(tx: Db, courseId: number, semesterId: number): Promise<void> {
  const [row] = await tx
    .select({ length: courses.semesters, number: semesters.number, name: semesters.name })
    .from(courses)
    .innerJoin(semesters, eq(semesters.id, semesterId))
    .where(eq(courses.id, courseId));
  if (!row) throw unresolved();
  if (row.number > row.length) {
    throw AppError.validation([{ propertyPath: 'semester', message: M.beyondCourse(row.name, row.length) }]);
  }
}

/** The highest semester number the students and fees of a course use (0 when none). */
async function highestSemesterOf(courseId: number): Promise<number> {
  const used = (table: typeof students | typeof fees) =>
    db.select({ id: table.semesterId }).from(table).where(eq(table.courseId, courseId));
  const [row] = await db
    .select({ highest: max(semesters.number) })
    .from(semesters)
    .where(or(inArray(semesters.id, used(students)), inArray(semesters.id, used(fees))));
  return row?.highest ?? 0;
}

/** The shortest course whose students or fees are in a semester (null when none uses it). */
async function shortestCourseUsing(semesterId: number): Promise<number | null> {
  const users = (table: typeof students | typeof fees) =>
    db.select({ id: table.courseId }).from(table).where(eq(table.semesterId, semesterId));
  const [row] = await db
    .select({ length: courses.semesters })
    .from(courses)
    .where(or(inArray(courses.id, users(students)), inArray(courses.id, users(fees))))
    .orderBy(courses.semesters)
    .limit(1);
  return row?.length ?? null;
}

/**
 * Before a course or semester setting changes: a course may not get fewer semesters than its
 * students and fees reach, a semester no number beyond a course that uses it. Other settings
 * lists have nothing to check.
 */
export async function assertSettingKeepsSemesters(
  collection: string,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  if (collection === 'courses' && typeof values.semesters === 'number') {
    const highest = await highestSemesterOf(id);
    if (values.semesters < highest) {
      throw AppError.validation([{ propertyPath: 'semesters', message: M.courseTooShort(highest) }]);
    }
  }
  if (collection === 'semesters' && typeof values.number === 'number') {
    const shortest = await shortestCourseUsing(id);
    if (shortest !== null && values.number > shortest) {
      throw AppError.validation([{ propertyPath: 'number', message: M.semesterTooLate(shortest) }]);
    }
  }
}
