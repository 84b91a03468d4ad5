/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { GET, POST } from '@/app/unsubscribe/[token]/route';
import { sendMatchAlerts } from '@/lib/data/match-alerts';
import { registerAppJobs } from '@/lib/jobs/app-jobs';
import { runDueJobs } from '@/lib/jobs/runner';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { decodeQuotedPrintable, startSmtpServer } from '../helpers/mail';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/**
 * Issue 26 item 3: match alerts through the real SMTP sink, sent by the job runner with two
 * runners (instances) on one database: each member's alert once, best porutham first, never a
 * blocked member; a one-click unsubscribe (RFC 8058) at a signed URL without sign-in.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let groom: Member;
let brides: Member[];
let blocked: Member;

beforeAll(async () => {
  await resetDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  groom = await createMember({ gender: 'male', fullName: 'Arun Groom' });
  brides = await Promise.all(
    [1, 2, 3].map((i) => createMember({ gender: 'female', fullName: `Bride Number${i}` })),
  );
  blocked = await createMember({ gender: 'female', fullName: 'Blocked Bride' });
  await db
    .insert(schema.blocks)
    .values({ blockerProfileId: groom.profileId, blockedProfileId: blocked.profileId });
  registerAppJobs(); // the app's own jobs, match-alerts among them
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await closeDb();
});

const inboxOf = (email: string) =>
  smtp.inbox
    .filter((m) => m.to.includes(email.toLowerCase()))
    .map((m) => decodeQuotedPrintable(m.raw.replace(/\r?\n[ \t]+/g, ' ')));
/** The Subject header with its RFC 2047 encoded words decoded. */
const subjectOf = (mail: string) =>
  /^Subject: (.*?)\r?$/m
    .exec(mail)![1]
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' '), 'latin1').toString('utf8'),
    )
    .trim();
const tomorrowMorning = (days = 1) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(3, 0, 0, 0); // 08:30 in Kolkata, after the 07:00 run
  return d;
};
const twoInstances = (now: Date) =>
  Promise.all([runDueJobs({ now, instance: 'one' }), runDueJobs({ now, instance: 'two' })]);

it('sends each member one alert of their new matches when two instances run the job', async () => {
  await runDueJobs({ now: new Date() }); // registers the job: due next at 07:00 Kolkata time
  await twoInstances(tomorrowMorning());
  await new Promise((r) => setTimeout(r, 300));
  const mails = inboxOf(groom.email);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail).toMatch(/Subject: 3 new matches for you on Thirumanam/);
  for (const bride of brides) expect(mail).toContain(bride.fullName);
  expect(mail).toContain(`/user/matches/${brides[0].profileId}`);
  expect(mail).not.toContain('Blocked Bride');
  expect(mail).toMatch(/List-Unsubscribe: <https?:\/\/[^>]+\/unsubscribe\/\d+\.[\w-]+>/);
  expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  // Each bride had the groom as her one new match; the blocked one did not get him.
  for (const bride of brides) expect(inboxOf(bride.email)).toHaveLength(1);
  expect(inboxOf(blocked.email)).toHaveLength(0);
  const sends = await db
    .select()
    .from(schema.matchAlerts)
    .where(eq(schema.matchAlerts.profileId, groom.profileId));
  expect(sends).toHaveLength(1);
  expect([...sends[0].matchIds].sort()).toEqual(brides.map((b) => b.profileId).sort());

  // The next morning: weekly by default, and nobody new anyway: nothing more.
  await twoInstances(tomorrowMorning(2));
  await new Promise((r) => setTimeout(r, 300));
  expect(inboxOf(groom.email)).toHaveLength(1);
});

it('unsubscribes in one click at the signed address, without signing in', async () => {
  const [mail] = inboxOf(groom.email);
  const url = /List-Unsubscribe: <([^>]+)>/.exec(mail)![1];
  const token = new URL(url).pathname.split('/').pop()!;
  const params = (t: string) => ({ params: Promise.resolve({ token: t }) });

  // A GET (a mail scanner, or the member's click) only asks to confirm.
  const confirm = await GET(new Request(url), params(token));
  expect(confirm.status).toBe(200);
  expect(await confirm.text()).toContain('Stop match alerts?');
  const [before] = await db
    .select()
    .from(schema.matchAlertSettings)
    .where(eq(schema.matchAlertSettings.profileId, groom.profileId));
  expect(before).toBeUndefined();

  // A forged token (another member's id) is refused.
  const forged = `${brides[0].profileId}.${token.split('.')[1]}`;
  expect((await POST(new Request(url, { method: 'POST' }), params(forged))).status).toBe(404);

  // The mail client's one-click POST (RFC 8058).
  const done = await POST(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
    params(token),
  );
  expect(done.status).toBe(200);
  expect(await done.text()).toContain('Match alerts stopped');
  const [after] = await db
    .select()
    .from(schema.matchAlertSettings)
    .where(eq(schema.matchAlertSettings.profileId, groom.profileId));
  expect(after.frequency).toBe('off');

  // A week on, with a new bride: the groom gets nothing, the new bride's alert still goes.
  const newcomer = await createMember({ gender: 'female', fullName: 'Late Bride' });
  await twoInstances(tomorrowMorning(9));
  await new Promise((r) => setTimeout(r, 300));
  expect(inboxOf(groom.email)).toHaveLength(1);
  expect(inboxOf(newcomer.email)).toHaveLength(1);
});

it('writes the alert in the member’s language', async () => {
  await db.update(schema.users).set({ locale: 'ta' }).where(eq(schema.users.id, brides[0].id));
  await db.update(schema.matchAlerts).set({ sentAt: new Date(Date.now() - 30 * 86_400_000) });
  await db.update(schema.profiles).set({ date: new Date() }).where(eq(schema.profiles.id, groom.profileId));
  await twoInstances(tomorrowMorning(20));
  await new Promise((r) => setTimeout(r, 300));
  // Raw, not quoted-printable-decoded: an encoded word ends in "?=" before the line break.
  const latest = smtp.inbox.filter((m) => m.to.includes(brides[0].email.toLowerCase()));
  expect(latest).toHaveLength(2);
  expect(subjectOf(latest[1].raw.replace(/\r?\n[ \t]+/g, ' '))).toBe('திருமணத்தில் உங்களுக்கு 1 புதிய வரன்');
});

describe('the member chooses daily, weekly or off (My account, PATCH /api/me)', () => {
  it('is weekly until chosen; refuses other values; staff have none', async () => {
    const member = await createMember({ gender: 'male', fullName: 'Choosing Groom' });
    expect((await get('/api/me', { as: member })).body.matchAlerts).toBe('weekly');
    const wrong = await call('PATCH', '/api/me', { as: member, body: { matchAlerts: 'monthly' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.violations).toMatchObject([{ propertyPath: 'matchAlerts' }]);
    const daily = await call('PATCH', '/api/me', { as: member, body: { matchAlerts: 'daily' } });
    expect([daily.status, daily.body.matchAlerts]).toEqual([200, 'daily']);
    expect((await get('/api/me', { as: member })).body.matchAlerts).toBe('daily');
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    expect((await call('PATCH', '/api/me', { as: admin, body: { matchAlerts: 'off' } })).status).toBe(403);
  });

  it('sends by the choice: daily a day after the last alert, weekly only after a week, off never', async () => {
    const grooms = {
      daily: await createMember({ gender: 'male', fullName: 'Daily Groom' }),
      weekly: await createMember({ gender: 'male', fullName: 'Weekly Groom' }),
      off: await createMember({ gender: 'male', fullName: 'Silent Groom' }),
    };
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const [frequency, member] of Object.entries(grooms)) {
      if (frequency !== 'weekly')
        expect(
          (await call('PATCH', '/api/me', { as: member, body: { matchAlerts: frequency } })).status,
        ).toBe(200);
      // Each had an alert two days ago.
      await db.insert(schema.matchAlerts).values({
        profileId: member.profileId,
        sentOn: twoDaysAgo.toISOString().slice(0, 10),
        sentAt: twoDaysAgo,
        matchIds: [],
      });
    }
    const fresh = await createMember({ gender: 'female', fullName: 'Fresh Bride' });
    await sendMatchAlerts(new Date(Date.now() + 3600_000));
    await new Promise((r) => setTimeout(r, 300));
    const [dailyMail, ...more] = inboxOf(grooms.daily.email);
    expect(more).toHaveLength(0);
    expect(dailyMail).toContain(fresh.fullName);
    expect(dailyMail).toContain('You receive this daily e-mail');
    expect(inboxOf(grooms.weekly.email)).toHaveLength(0);
    expect(inboxOf(grooms.off.email)).toHaveLength(0);
  });
});

it('also sends the new matches of the saved searches the member marked for the alert (issue 26 item 4)', async () => {
  const seeker = await createMember({ gender: 'male', fullName: 'Searching Groom' });
  expect((await call('PATCH', '/api/me', { as: seeker, body: { matchAlerts: 'daily' } })).status).toBe(200);
  // His Looking For is 20 to 22 years; the new bride is 28.
  await db
    .update(schema.profiles)
    .set({ lfromAge: 20, ltoAge: 22 })
    .where(eq(schema.profiles.id, seeker.profileId));
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  await db.insert(schema.matchAlerts).values({
    profileId: seeker.profileId,
    sentOn: twoDaysAgo.toISOString().slice(0, 10),
    sentAt: twoDaysAgo,
    matchIds: [],
  });
  const older = await createMember({ gender: 'female', fullName: 'Older Bride' });
  const saved = await call('POST', '/api/saved_searches', {
    as: seeker,
    body: { name: 'Up to 30', query: 'ageFrom=20&ageTo=30' },
  });
  expect(saved.status).toBe(201);
  // A saved search not marked for the alert feeds nothing.
  let day = 1;
  const run = () => sendMatchAlerts(new Date(Date.now() + day++ * 86_400_000));
  await run();
  await new Promise((r) => setTimeout(r, 300));
  expect(inboxOf(seeker.email)).toHaveLength(0);

  const marked = await call('PATCH', saved.body['@id'], { as: seeker, body: { alert: true } });
  expect(marked.status).toBe(200);
  await run();
  await new Promise((r) => setTimeout(r, 300));
  const mails = inboxOf(seeker.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain(older.fullName);
});

it('e-mails each member once when two instances send the same occurrence at the same moment', async () => {
  const racer = await createMember({ gender: 'male', fullName: 'Racing Groom' });
  expect((await call('PATCH', '/api/me', { as: racer, body: { matchAlerts: 'daily' } })).status).toBe(200);
  const bride = await createMember({ gender: 'female', fullName: 'Racing Bride' });
  const at = new Date(Date.now() + 3600_000);
  await Promise.all([sendMatchAlerts(at), sendMatchAlerts(at)]);
  await new Promise((r) => setTimeout(r, 300));
  const mails = inboxOf(racer.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain(bride.fullName);
  const sends = await db
    .select()
    .from(schema.matchAlerts)
    .where(eq(schema.matchAlerts.profileId, racer.profileId));
  expect(sends).toHaveLength(1);
});
