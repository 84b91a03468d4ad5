import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { db } from '@/db/client';
import { batches, courses, semesters, students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { STUDENTS } from '@/lib/resources/college';
import { COLLEGE_MESSAGES as M } from '@/lib/resources/college-messages';
import { STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS } from '@/lib/resources/student-import';
import { iriOf } from '@/lib/resources/iri';
import { collegeSchema } from '@/lib/validation/college';
import { recordAudit } from '../audit/record';
import { UNIQUE_VIOLATION, pgError } from '../db-errors';

/**
 * Students from a CSV file (issue 27 item 5): every row checked by the student form's own rules
 * (collegeSchema), its course, batch and semester found by name, the semester within the course,
 * its roll number new (in the file and in the college); a report per row; nothing saved unless
 * every row passes, then all rows in one transaction (a roll number taken meanwhile undoes it all).
 */

type RowError = { field: string; message: string };
type ImportedRow = { line: number; name: string; rollNo: string; errors: RowError[] };
export type StudentImportReport = {
  /** Rows in the file (the header aside). */
  rows: number;
  /** Rows with at least one error. */
  invalid: number;
  /** Problems of the file itself (a missing column, too many rows): nothing can be imported. */
  fileErrors: string[];
  /** Each row, its line in the file (the header is line 1) and what is wrong with it. */
  report: ImportedRow[];
  /** Students saved: 0 in a preview or when anything failed. */
  imported: number;
};

const REQUIRED = ['Name', 'Roll No', 'Course', 'Batch', 'Semester'] as const;

const key = (name: string) => name.trim().toLowerCase();

/** A phone as a person types it in India (ten digits, spaces) in the form's international form (+91...). */
function phoneOf(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return /^[6-9]\d{9}$/.test(compact) ? `+91${compact}` : compact;
}

type Lookups = {
  courses: Map<string, { id: number; length: number }>;
  batches: Map<string, number>;
  semesters: Map<string, { id: number; number: number; name: string }>;
};

async function lookups(): Promise<Lookups> {
  const [c, b, s] = await Promise.all([
    db.select({ id: courses.id, name: courses.name, length: courses.semesters }).from(courses),
    db.select({ id: batches.id, name: batches.name }).from(batches),
    db.select({ id: semesters.id, name: semesters.name, number: semesters.number }).from(semesters),
  ]);
  return {
    courses: new Map(c.map((r) => [key(r.name), { id: r.id, length: r.length }])),
    batches: new Map(b.map((r) => [key(r.name), r.id])),
    semesters: new Map(s.map((r) => [key(r.name), { id: r.id, number: r.number, name: r.name }])),
  };
}

type Checked = { report: StudentImportReport; values: Record<string, unknown>[] };

/** Parses and checks the file; `values` are the rows as the students table takes them (when all pass). */
async function check(text: string): Promise<Checked> {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const fileErrors: string[] = [];
  for (const column of REQUIRED) if (!headers.includes(column)) fileErrors.push(`The column "${column}" is missing.`);
  const unknown = headers.filter((h) => !(STUDENT_IMPORT_COLUMNS as readonly string[]).includes(h));
  if (unknown.length) fileErrors.push(`Unknown columns: ${unknown.map((h) => `"${h}"`).join(', ')}. Use the template's.`);
  if (parsed.data.length === 0) fileErrors.push('The file has no students.');
  if (parsed.data.length > STUDENT_IMPORT_MAX_ROWS) {
    fileErrors.push(`At most ${STUDENT_IMPORT_MAX_ROWS.toLocaleString('en-IN')} students in one file.`);
  }
  if (fileErrors.length) {
    return { report: { rows: parsed.data.length, invalid: 0, fileErrors, report: [], imported: 0 }, values: [] };
  }
  const found = await lookups();
  const rollNos = parsed.data.map((row) => (row['Roll No'] ?? '').trim()).filter(Boolean);
  const taken = new Set(
    rollNos.length
      ? (await db.select({ rollNo: students.rollNo }).from(students).where(inArray(sql`lower(${students.rollNo})`, rollNos.map(key)))).map(
          (r) => key(r.rollNo),
        )
      : [],
  );
  const firstLine = new Map<string, number>();
  const rowErrors = new Map<number, RowError[]>();
  for (const error of parsed.errors) {
    if (error.row !== undefined) rowErrors.set(error.row, [...(rowErrors.get(error.row) ?? []), { field: '', message: error.message }]);
  }
  const schema = collegeSchema(STUDENTS);
  const values: Record<string, unknown>[] = [];
  const report = parsed.data.map((row, index): ImportedRow => {
    const line = index + 2;
    const errors: RowError[] = [...(rowErrors.get(index) ?? [])];
    const cell = (column: (typeof STUDENT_IMPORT_COLUMNS)[number]) => (row[column] ?? '').trim();
    const course = found.courses.get(key(cell('Course')));
    const batch = found.batches.get(key(cell('Batch')));
    const semester = found.semesters.get(key(cell('Semester')));
    if (cell('Course') && !course) errors.push({ field: 'course', message: `No course is named "${cell('Course')}".` });
    if (cell('Batch') && batch === undefined) errors.push({ field: 'batch', message: `No batch is named "${cell('Batch')}".` });
    if (cell('Semester') && !semester) errors.push({ field: 'semester', message: `No semester is named "${cell('Semester')}".` });
    const input = {
      name: cell('Name'),
      rollNo: cell('Roll No'),
      // A name not found is reported above (with a stand-in id, never saved); the form's rule still
      // says when one is missing.
      course: course ? iriOf('courses', course.id) : cell('Course') ? iriOf('courses', 1) : null,
      batch: batch !== undefined ? iriOf('batches', batch) : cell('Batch') ? iriOf('batches', 1) : null,
      semester: semester ? iriOf('semesters', semester.id) : cell('Semester') ? iriOf('semesters', 1) : null,
      phone: phoneOf(cell('Phone')),
      email: cell('Email'),
      guardianName: cell('Guardian Name'),
      guardianPhone: phoneOf(cell('Guardian Phone')),
      status: true,
    };
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) errors.push({ field: String(issue.path[0] ?? ''), message: issue.message });
    }
    if (course && semester && semester.number > course.length) {
      errors.push({ field: 'semester', message: M.beyondCourse(semester.name, course.length) });
    }
    const rollNo = key(cell('Roll No'));
    if (rollNo) {
      if (taken.has(rollNo)) errors.push({ field: 'rollNo', message: M.rollNoTaken(cell('Roll No')) });
      const first = firstLine.get(rollNo);
      if (first) errors.push({ field: 'rollNo', message: `Roll No "${cell('Roll No')}" is also on line ${first}.` });
      else firstLine.set(rollNo, line);
    }
    if (result.success && errors.length === 0) values.push(result.data);
    return { line, name: cell('Name'), rollNo: cell('Roll No'), errors };
  });
  const invalid = report.filter((r) => r.errors.length).length;
  return { report: { rows: report.length, invalid, fileErrors, report, imported: 0 }, values: invalid ? [] : values };
}

/**
 * Checks a CSV of students and, unless `dryRun`, saves them all in one transaction when every
 * row passes (else nothing). College staff and administrators only.
 */
export async function importStudents({
  actor,
  text,
  dryRun,
}: {
  actor: Actor | null;
  text: string;
  dryRun: boolean;
}): Promise<StudentImportReport> {
  const staff = assertCollegeAccess(actor);
  const { report, values } = await check(text);
  if (dryRun || report.fileErrors.length || report.invalid) return report;
  try {
    await db.transaction(async (tx) => {
      for (let start = 0; start < values.length; start += 500) {
        const chunk = values.slice(start, start + 500);
        const rows = await tx
          .insert(students)
          .values(
            chunk.map((v) => ({
              name: v.name as string,
              rollNo: v.rollNo as string,
              courseId: v.course as number,
              batchId: v.batch as number,
              semesterId: v.semester as number,
              phone: v.phone as string | null,
              email: v.email as string | null,
              guardianName: v.guardianName as string | null,
              guardianPhone: v.guardianPhone as string | null,
              status: true,
            })),
          )
          .returning({ id: students.id });
        for (const [i, row] of rows.entries()) {
          await recordAudit(tx, staff, { action: 'create', entity: 'students', entityId: row.id, after: chunk[i] });
        }
      }
    });
  } catch (error) {
    if (pgError(error)?.code === UNIQUE_VIOLATION) {
      throw AppError.validation([{ propertyPath: 'file', message: 'A roll number in the file was taken meanwhile; nothing was imported. Check the file again.' }]);
    }
    throw error;
  }
  return { ...report, imported: values.length };
}
