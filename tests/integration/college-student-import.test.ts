/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, like } from 'drizzle-orm';
import { db } from '@/db/client';
import { students } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { createCollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * Importing students from a CSV file (issue 27 item 5), with the files in tests/fixtures/college:
 * a preview with each row's errors, nothing saved when any row fails, all rows saved in one go
 * when every one passes; the type and size checked before anything is read.
 */
let admin: Actor;
let staff: Actor;
let member: Actor;

const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/college', name));
const upload = (file: Buffer | string, { as = staff, dryRun = false, type = 'text/csv' } = {}) =>
  call('POST', `/api/student_imports${dryRun ? '?dryRun=true' : ''}`, {
    as,
    raw: file as BodyInit,
    headers: { 'Content-Type': type },
  });
const imported = async (prefix: string) =>
  (
    await db
      .select()
      .from(students)
      .where(like(students.rollNo, `${prefix}%`))
      .orderBy(asc(students.rollNo))
  ).map((s) => [s.rollNo, s.name, s.phone, s.email, s.guardianPhone]);

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
  // B.Sc Physics, Semester 1, batch 2025-2028, and Kavya R (PHY25001).
  await createCollegeBasics(staff, admin);
});
afterAll(closeDb);

describe('POST /api/student_imports', () => {
  it('reports each bad row and saves nothing when any row fails', async () => {
    const res = await upload(fixture('students-one-bad.csv'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      '@type': 'StudentImport',
      rows: 3,
      invalid: 1,
      imported: 0,
      fileErrors: [],
    });
    expect(res.body.report[0]).toEqual({ line: 2, name: 'Ravi T', rollNo: 'PHY26101', errors: [] });
    expect(res.body.report[1].line).toBe(3);
    expect(res.body.report[1].errors).toEqual(
      expect.arrayContaining([
        { field: 'course', message: 'No course is named "B.Sc Chemistry".' },
        { field: 'phone', message: expect.any(String) },
        { field: 'email', message: expect.any(String) },
      ]),
    );
    expect(await imported('PHY261')).toEqual([]);
  });

  it('previews a valid file without saving, then imports every row in one go', async () => {
    const file = fixture('students-valid.csv');
    const preview = await upload(file, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ rows: 3, invalid: 0, imported: 0 });
    expect(await imported('PHY260')).toEqual([]);
    const res = await upload(file);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rows: 3, invalid: 0, imported: 3 });
    // Names found whatever their case, a quoted comma kept, ten-digit phones in +91 form, blanks null.
    expect(await imported('PHY260')).toEqual([
      ['PHY26001', 'Priya M', '+919812345670', 'priya@example.com', '+919876500001'],
      ['PHY26002', 'Anand, K', null, null, null],
      ['PHY26003', 'Divya S', '+919812345672', 'divya@example.com', null],
    ]);
    // They are in the student list as any other.
    const list = await get('/api/students?rollNo=PHY26002', { as: staff });
    expect(list.body['hydra:member'][0].name).toBe('Anand, K');
    // Again: every roll number is taken now, nothing more is saved.
    const again = await upload(file);
    expect(again.status).toBe(200);
    expect(again.body.invalid).toBe(3);
    expect(again.body.report[0].errors).toEqual([
      { field: 'rollNo', message: 'Roll No "PHY26001" already exists.' },
    ]);
  });

  it('refuses a roll number twice in one file, and an existing one in any case', async () => {
    const csv = [
      'Name,Roll No,Course,Batch,Semester',
      'A One,PHY26301,B.Sc Physics,2025-2028,Semester 1',
      'A Two,phy26301,B.Sc Physics,2025-2028,Semester 1',
      'Kavya Again,phy25001,B.Sc Physics,2025-2028,Semester 1',
      ',,,,',
      // No such semester, no roll number, no batch.
      'No Name,,B.Sc Physics,,Semester 9',
    ].join('\n');
    const res = await upload(csv);
    expect(res.body.report.map((r: { errors: { field: string }[] }) => r.errors.map((e) => e.field))).toEqual(
      [[], ['rollNo'], ['rollNo'], ['semester', 'rollNo', 'batch']],
    );
    expect(res.body.report[1].errors[0].message).toBe('Roll No "phy26301" is also on line 2.');
    expect(await imported('PHY263')).toEqual([]);
  });

  it('says what is wrong with the file itself', async () => {
    const res = await upload(fixture('students-wrong-columns.csv'));
    expect(res.status).toBe(200);
    expect(res.body.fileErrors).toEqual([
      'The column "Name" is missing.',
      'The column "Roll No" is missing.',
      'The column "Course" is missing.',
      'The column "Batch" is missing.',
      'The column "Semester" is missing.',
      'Unknown columns: "Student", "Roll", "Class". Use the template\'s.',
    ]);
    expect((await upload('Name,Roll No,Course,Batch,Semester\n')).body.fileErrors).toEqual([
      'The file has no students.',
    ]);
  });

  it('checks the type and size and who asks', async () => {
    expect((await upload(fixture('students-valid.csv'), { type: 'application/json' })).status).toBe(415);
    const big = `Name,Roll No,Course,Batch,Semester\n${'x'.repeat(1_000_001)}`;
    expect((await upload(big)).status).toBe(413);
    // A PNG is not text.
    expect(
      (await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]))).status,
    ).toBe(400);
    expect((await upload(fixture('students-valid.csv'), { as: member })).status).toBe(403);
  });
});
