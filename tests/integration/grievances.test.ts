/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { backgroundWorkDone } from '@/lib/mail/background';
import { countOverdueGrievances, followGrievance } from '@/lib/data/grievances';
import { PEER_HEADER, SERVED_BY_ENV } from '@/lib/http/peer';
import { call, get } from '../helpers/api';
import { decodeQuotedPrintable } from '../helpers/mail';
import { mailSuite } from '../helpers/mail-suite';
import { createUser } from '../helpers/users';

const suite = mailSuite();
let member: Awaited<ReturnType<typeof createUser>>;
let ip = 0;

beforeAll(async () => {
  process.env[SERVED_BY_ENV] = '1'; // the client address comes from the peer header, as scripts/serve.mjs sets it
  member = await createUser({ roles: ['ROLE_MEMBER'] });
});
afterAll(async () => {
  delete process.env.RATE_LIMIT_GRIEVANCE_IP;
  delete process.env[SERVED_BY_ENV];
});

const complaint = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakshmi',
  email: 'lakshmi@example.com',
  subject: 'photo_misuse',
  details: 'Profile 12 uses my photograph without my consent.',
  profile: '12',
  ...overrides,
});

/** POST /api/grievances from a fresh client address (the per-IP limit is tested on its own). */
const file = (body: unknown, headers: Record<string, string> = { [PEER_HEADER]: `203.0.113.${++ip}` }) =>
  call('POST', '/api/grievances', { body, headers });

const mailsTo = (email: string) =>
  suite.smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
const linkIn = (raw: string) => /https?:\/\/\S+\/grievance\/ticket\?token=[\w%-]+/.exec(raw)?.[0] ?? '';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('filing a complaint', () => {
  it('answers 201 with a ticket number at once and e-mails an acknowledgement with a follow link', async () => {
    const response = await file(complaint());
    expect(response.status).toBe(201);
    expect(response.body.ticket).toMatch(/^GRV-\d{4}-00001$/);
    expect(response.body).toMatchObject({ '@type': 'Grievance', status: 'received' });
    expect(response.body).not.toHaveProperty('details'); // the ticket opens from the e-mail, not from here
    await backgroundWorkDone();
    const [mail] = mailsTo('lakshmi@example.com');
    expect(mail).toContain(`Subject: Your complaint ${response.body.ticket} has been received`);
    const link = linkIn(mail);
    expect(link).not.toBe('');
    const followed = await followGrievance({ token: tokenOf(link) });
    expect(followed?.grievance.ticket).toBe(response.body.ticket);
    // Only a hash of the token is stored.
    const stored = await queryRows<{ token_hash: string }>(
      sql`select token_hash from grievance_follow_token`,
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(tokenOf(link));
    expect(await followGrievance({ token: 'guessed' })).toBeNull();
  });

  it('refuses bad input with 422 per field, and files nothing', async () => {
    const response = await file({ name: '', email: 'nope', subject: 'gossip', details: 'short' });
    expect(response.status).toBe(422);
    expect(response.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'details',
      'email',
      'name',
      'subject',
    ]);
    const [{ n }] = await queryRows<{ n: number }>(sql`select count(*)::int as n from grievance`);
    expect(n).toBe(1);
  });

  it('numbers concurrent filings without a gap or a repeat', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => file(complaint({ email: `c${i}@example.com` }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const numbers = answers.map((a) => Number(a.body.ticket.slice(-5))).sort((a, b) => a - b);
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('is rate-limited per client address', async () => {
    process.env.RATE_LIMIT_GRIEVANCE_IP = '2/3600';
    const headers = { [PEER_HEADER]: '198.51.100.99' };
    expect((await file(complaint({ email: 'r1@example.com' }), headers)).status).toBe(201);
    expect((await file(complaint({ email: 'r2@example.com' }), headers)).status).toBe(201);
    const refused = await file(complaint({ email: 'r3@example.com' }), headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    delete process.env.RATE_LIMIT_GRIEVANCE_IP;
  });
});

describe('administrators work the tickets', () => {
  it('only administrators list or read tickets', async () => {
    expect((await get('/api/grievances')).status).toBe(401);
    expect((await get('/api/grievances', { as: member })).status).toBe(403);
    expect(
      (await call('PATCH', '/api/grievances/1', { as: member, body: { status: 'resolved' } })).status,
    ).toBe(403);
  });

  it('lists overdue tickets first and counts them for the dashboard', async () => {
    const late = await file(complaint({ email: 'late@example.com' }));
    // Filed 30 hours ago and never acknowledged: past its 24 hours.
    await db.execute(sql`update grievance set created_at = now() - interval '30 hours',
      due_at = now() - interval '6 hours' where ticket = ${late.body.ticket}`);
    const list = await get('/api/grievances', { as: suite.admin });
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'][0]).toMatchObject({ ticket: late.body.ticket, overdue: true });
    expect(list.body['hydra:member'][1].overdue).toBe(false);
    expect(await countOverdueGrievances({ actor: suite.admin })).toBe(1);
  });

  it('a reply acknowledges, is e-mailed with a link, and resolving needs a reply; closed tickets leave the count', async () => {
    const list = await get('/api/grievances?ticket=00001', { as: suite.admin });
    const id = list.body['hydra:member'][0].id;
    const refused = await call('PATCH', `/api/grievances/${id}`, {
      as: suite.admin,
      body: { status: 'resolved' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([
      { propertyPath: 'reply', message: 'Tell the complainant the outcome in a reply.' },
    ]);

    const worked = await call('PATCH', `/api/grievances/${id}`, {
      as: suite.admin,
      body: { status: 'in_progress', reply: 'We are looking into profile 12.' },
    });
    expect(worked.status).toBe(200);
    expect(worked.body.acknowledgedAt).not.toBeNull();
    expect(worked.body.dueAt).toBe(worked.body.resolveBy); // now against the 15 days

    const resolved = await call('PATCH', `/api/grievances/${id}`, {
      as: suite.admin,
      body: { status: 'resolved', reply: 'The photograph has been removed.' },
    });
    expect(resolved.body).toMatchObject({ status: 'resolved', dueAt: null, overdue: false });
    expect(resolved.body.replies.map((r: { message: string }) => r.message)).toEqual([
      'We are looking into profile 12.',
      'The photograph has been removed.',
    ]);
    await backgroundWorkDone();
    const mails = mailsTo('lakshmi@example.com');
    expect(mails).toHaveLength(3);
    expect(mails[2]).toContain('is now: Resolved');
    expect(mails[2]).toContain('The photograph has been removed.');
    // The reply's own link opens the ticket, and so does the first one.
    const followed = await followGrievance({ token: tokenOf(linkIn(mails[2])) });
    expect(followed?.grievance.status).toBe('resolved');
    expect(followed?.replies).toHaveLength(2);
    expect((await followGrievance({ token: tokenOf(linkIn(mails[0])) }))?.grievance.status).toBe('resolved');

    // The overdue ticket, answered, is no longer counted.
    const late = (await get('/api/grievances?email=late', { as: suite.admin })).body['hydra:member'][0];
    expect(late.overdue).toBe(true);
    await call('PATCH', `/api/grievances/${late.id}`, {
      as: suite.admin,
      body: { reply: 'Seen, sorry for the wait.' },
    });
    expect(await countOverdueGrievances({ actor: suite.admin })).toBe(0);
  });
});
