/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { termsAcceptances, users } from '@/db/schema';
import { registerMember } from '@/lib/data/accounts';
import { getSettings } from '@/lib/data/settings';
import { acceptTerms, pendingTermsFor, termsAcceptedAt } from '@/lib/data/terms';
import { AppError } from '@/lib/errors';
import { CONSENT_REQUIRED } from '@/lib/validation/consent';
import { DEFAULT_LEGAL_TEXTS } from '@/lib/validation/legal-texts';
import { call, get } from '../helpers/api';
import { mailSuite } from '../helpers/mail-suite';
import { createUser } from '../helpers/users';

const suite = mailSuite();
let member: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  member = await createUser({ roles: ['ROLE_MEMBER'] });
});

const patch = (body: unknown, as = suite.admin) => call('PATCH', '/api/settings', { as, body });

describe('GET /api/settings', () => {
  it('gives anyone the legal texts and the grievance officer, with the shipped disclaimer', async () => {
    const response = await get('/api/settings');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ '@id': '/api/settings', '@type': 'Settings' });
    expect(Object.keys(response.body).sort()).toEqual(
      ['@context', '@id', '@type', 'grievanceOfficer', 'legal', 'organisation', 'updatedAt'].sort(),
    );
    expect(response.body.legal.version).toBe(DEFAULT_LEGAL_TEXTS.version);
    expect(response.body.legal.terms).toContain('we do not verify every claim');
    expect(response.body.legal.terms).toContain('we do not guarantee a');
    expect(response.body.legal.safety).toContain('Never send money');
    expect(response.body.grievanceOfficer.email).toMatch(/@/);
  });
});

describe('PATCH /api/settings', () => {
  it('is for administrators only: 401 without credentials, 403 for a member, nothing saved', async () => {
    expect((await call('PATCH', '/api/settings', { body: { legal: { version: 'x' } } })).status).toBe(401);
    expect((await patch({ legal: { version: 'x' } }, member)).status).toBe(403);
    expect((await getSettings()).legal.version).toBe(DEFAULT_LEGAL_TEXTS.version);
  });

  it('refuses bad values with 422 and one violation per field, and saves nothing', async () => {
    const response = await patch({
      grievanceOfficer: { email: 'not-an-email', name: '' },
      organisation: { gstin: '12345' },
      legal: { date: '2026-02-30', version: 'two words' },
    });
    expect(response.status).toBe(422);
    const byPath = Object.fromEntries(
      response.body.violations.map((v: { propertyPath: string; message: string }) => [
        v.propertyPath,
        v.message,
      ]),
    );
    expect(byPath).toEqual({
      'organisation.gstin': 'Enter Valid GSTIN!',
      'grievanceOfficer.name': 'Enter Officer name!',
      'grievanceOfficer.email': 'Enter Valid Email!',
      'legal.version': 'Version: letters, digits, dot, dash or underscore only.',
      'legal.date': 'Enter a real date!',
    });
    expect((await patch({ legal: { colour: 'red' } })).body.violations).toEqual([
      { propertyPath: 'legal.colour', message: 'This field was not expected.' },
    ]);
    expect((await patch({ legal: { terms: 'x'.repeat(50_001) } })).status).toBe(422);
    const [{ count }] = await queryRows<{ count: number }>(
      sql`select count(*)::int as count from app_setting`,
    );
    expect(count).toBe(0);
  });

  it('merges what it is given, answers the whole store, and the cached copy follows at once', async () => {
    expect((await getSettings()).grievanceOfficer.name).toBe('Grievance Officer'); // now cached
    const response = await patch({
      grievanceOfficer: { name: 'Meena Raman', phone: '+91 44 2345 6789' },
      organisation: { gstin: '33aaacb1234c1z5' },
    });
    expect(response.status).toBe(200);
    expect(response.body.grievanceOfficer).toMatchObject({ name: 'Meena Raman', phone: '+91 44 2345 6789' });
    expect(response.body.organisation.gstin).toBe('33AAACB1234C1Z5');
    expect(response.body.legal.version).toBe(DEFAULT_LEGAL_TEXTS.version); // untouched
    expect((await getSettings()).grievanceOfficer.name).toBe('Meena Raman');
    expect((await get('/api/settings')).body.grievanceOfficer.name).toBe('Meena Raman');
    // null puts one setting back to its default
    expect((await patch({ grievanceOfficer: { name: null } })).body.grievanceOfficer.name).toBe(
      'Grievance Officer',
    );
  });

  it('drops every cached copy when the row changes by another way (the NOTIFY trigger)', async () => {
    await getSettings();
    await db.execute(
      sql`update app_setting set value = jsonb_set(value, '{organisation,name}', '"Written by hand"')`,
    );
    const deadline = Date.now() + 10_000;
    while ((await getSettings()).organisation.name !== 'Written by hand' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await getSettings()).organisation.name).toBe('Written by hand');
  });
});

describe('consent to the Terms and Privacy Policy', () => {
  let ip = 0;
  const register = (email: string, input: Record<string, unknown>, consent: boolean) =>
    registerMember({
      input: { email, password: 'mango-tree7', ...input },
      ip: `198.51.100.${++ip}`,
      consent,
    });

  it('the Register form needs the box ticked, and records the version and the time', async () => {
    const refused = await register('unticked@example.com', { consent: false }, true).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).violations).toEqual([
      { propertyPath: 'consent', message: CONSENT_REQUIRED },
    ]);
    expect(await db.select().from(users).where(eq(users.email, 'unticked@example.com'))).toEqual([]);

    const before = Date.now();
    const user = await register('ticked@example.com', { consent: true }, true);
    const [row] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
    expect(row).toMatchObject({ version: DEFAULT_LEGAL_TEXTS.version, via: 'registration' });
    expect(row.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await pendingTermsFor({ id: user.id, email: user.email, roles: ['ROLE_MEMBER'] })).toBeNull();
  });

  it('the legacy call keeps its contract; its member is asked on the first page', async () => {
    const user = await register('legacy@example.com', {}, false);
    const actor = { id: user.id, email: user.email, roles: ['ROLE_MEMBER'] };
    expect(await pendingTermsFor(actor)).toEqual({
      version: DEFAULT_LEGAL_TEXTS.version,
      date: DEFAULT_LEGAL_TEXTS.date,
      firstTime: true,
    });
    await acceptTerms({ actor, version: DEFAULT_LEGAL_TEXTS.version });
    expect(await pendingTermsFor(actor)).toBeNull();
    expect(await termsAcceptedAt(user.id, DEFAULT_LEGAL_TEXTS.version)).toBeInstanceOf(Date);
  });

  it('a new version asks again; accepting an outdated version is refused (409)', async () => {
    await acceptTerms({ actor: member, version: (await getSettings()).legal.version });
    expect(await pendingTermsFor(member)).toBeNull();
    expect((await patch({ legal: { version: '2', date: '2026-12-01' } })).status).toBe(200);
    expect(await pendingTermsFor(member)).toEqual({ version: '2', date: '2026-12-01', firstTime: false });
    const stale = await acceptTerms({ actor: member, version: '1' }).catch((e: unknown) => e);
    expect((stale as AppError).status).toBe(409);
    await acceptTerms({ actor: member, version: '2' });
    expect(await pendingTermsFor(member)).toBeNull();
    // Administrators and college staff are never held back.
    expect(await pendingTermsFor(suite.admin)).toBeNull();
  });
});
