/** @jest-environment node */
import { count, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { receipts, students } from '@/db/schema';
import { ensureCollegeAccount, seedCollegeDemo } from '@/seed/seed-college';
import { verifyCredentials } from '@/lib/data/credentials';
import { collegeDashboard } from '@/lib/data/college/reports';
import { createStaff, disableStaff, listStaff, resendStaffLink, setStaffPassword } from '@/lib/data/staff';
import { AppError } from '@/lib/errors';
import { get } from '../helpers/api';
import { resetDatabase } from '../helpers/db';
import { decodeQuotedPrintable } from '../helpers/mail';
import { mailSuite } from '../helpers/mail-suite';
import { createUser } from '../helpers/users';

/** College staff accounts (issue 12, item 0) over real SMTP, and the first-start college seed. */
const suite = mailSuite();

const tokenIn = (raw: string) =>
  /\/setpassword\?token=([A-Za-z0-9_%-]+)/.exec(decodeQuotedPrintable(raw))?.[1] ?? null;
const lastTokenFor = (email: string) =>
  tokenIn([...suite.smtp.inbox].reverse().find((m) => m.to.includes(email))!.raw)!;

describe('staff accounts', () => {
  it('creates an account that signs in only after setting a password from the e-mail', async () => {
    const staff = await createStaff({
      actor: suite.admin,
      input: { email: 'clerk@college.example', role: 'ROLE_COLLEGE' },
    });
    expect(staff).toMatchObject({
      email: 'clerk@college.example',
      roles: ['ROLE_COLLEGE'],
      activated: false,
    });
    const token = decodeURIComponent(lastTokenFor('clerk@college.example'));
    expect((await verifyCredentials('clerk@college.example', 'fees-2026')).ok).toBe(false);
    await setStaffPassword({ input: { token, password: 'fees-2026' } });
    const check = await verifyCredentials('clerk@college.example', 'fees-2026');
    expect(check.ok && check.actor.roles).toEqual(['ROLE_COLLEGE']);
    // The link works once.
    await expect(setStaffPassword({ input: { token, password: 'other-pass1' } })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('disables an account (it can no longer sign in) and a new link lets it back', async () => {
    const [staff] = await listStaff({ actor: suite.admin });
    await disableStaff({ actor: suite.admin, id: staff.id });
    expect(await verifyCredentials('clerk@college.example', 'fees-2026')).toEqual({
      ok: false,
      reason: 'inactive',
    });
    await resendStaffLink({ actor: suite.admin, id: staff.id });
    await setStaffPassword({
      input: { token: decodeURIComponent(lastTokenFor('clerk@college.example')), password: 'back-again9' },
    });
    expect((await verifyCredentials('clerk@college.example', 'back-again9')).ok).toBe(true);
  });

  it('is for administrators only, and refuses a taken e-mail', async () => {
    const member = await createUser();
    const staff = await createUser({ roles: ['ROLE_COLLEGE'] });
    for (const actor of [null, member, staff]) {
      await expect(listStaff({ actor })).rejects.toBeInstanceOf(AppError);
      await expect(
        createStaff({ actor, input: { email: 'x@college.example', role: 'ROLE_COLLEGE' } }),
      ).rejects.toBeInstanceOf(AppError);
    }
    await expect(
      createStaff({ actor: suite.admin, input: { email: member.email, role: 'ROLE_COLLEGE' } }),
    ).rejects.toMatchObject({
      status: 422,
      violations: [{ propertyPath: 'email', message: 'Email already registered!' }],
    });
    await expect(
      createStaff({ actor: suite.admin, input: { email: 'y@college.example', role: 'ROLE_ADMIN' } }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe('first-start seed', () => {
  it('seeds the demo college data once, and the dashboard shows it', async () => {
    await resetDatabase();
    expect(await ensureCollegeAccount(() => {})).toBe(true);
    expect(await ensureCollegeAccount(() => {})).toBe(false);
    await seedCollegeDemo(() => {});
    await seedCollegeDemo(() => {});
    const [{ n }] = await db.select({ n: count() }).from(students);
    const [{ r }] = await db.select({ r: count() }).from(receipts);
    expect(n).toBe(300);
    expect(r).toBeGreaterThan(500);
    const staff = await createUser({ roles: ['ROLE_COLLEGE'] });
    const dashboard = await collegeDashboard({ actor: staff });
    expect(dashboard.students).toBe(300);
    expect(dashboard.byCourse).toHaveLength(3);
    expect(dashboard.monthly).toHaveLength(12);
    expect(dashboard.monthly.reduce((a, m) => a + m.amount, 0)).toBeGreaterThan(0);
    expect(dashboard.outstanding).toBeGreaterThan(0);
    // No three-year batch in "Semester 8": every student and fee within its course's length.
    const beyond = await queryRows<{ n: number }>(sql`
      select (select count(*) from student st join semester s on s.id = st.semester_id
                join course c on c.id = st.course_id where s.number > c.semesters)
           + (select count(*) from fee f join semester s on s.id = f.semester_id
                join course c on c.id = f.course_id where s.number > c.semesters) as n`);
    expect(Number(beyond[0].n)).toBe(0);
    // A new receipt continues each year's numbering after the seeded ones.
    const dues = (await get('/api/dues?itemsPerPage=1', { as: staff })).body;
    expect(dues['hydra:totalItems']).toBeGreaterThan(0);
  }, 60_000);
});
