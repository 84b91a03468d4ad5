/** @jest-environment node */
import { eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { sendDueInterestMails } from '@/lib/data/interest-mail';
import { call } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { decodeQuotedPrintable, startSmtpServer } from '../helpers/mail';
import { createMember, type Member } from '../helpers/members';

/**
 * Issue 22 item 5: at most INTERESTS_PER_DAY (20) interests sent per member in 24 hours, refused
 * with a clear 429. Issue 21 item 10: one member sent 84 interests, hence 84 e-mails in 0.9 s; now
 * a recipient gets at most one interest e-mail per INTEREST_MAIL_INTERVAL_MINUTES (15), the ones
 * arriving meanwhile gathered into one e-mail sent by a sweep that instances share. Through the
 * real SMTP sink; on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  await resetDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.INTERESTS_PER_DAY;
  await smtp.close();
  await closeDb();
});

const send = (from: Member, to: Member) =>
  call('POST', '/api/interests', { as: from, body: { to: `/api/profiles/${to.profileId}` } });
const sentBy = async (member: Member) =>
  (await db.select().from(schema.interests).where(eq(schema.interests.fromProfileId, member.profileId)))
    .length;
const members = (count: number, gender: 'male' | 'female', name: string) =>
  Promise.all(
    Array.from({ length: count }, (_, i) => createMember({ gender, fullName: `${name} ${i + 1}` })),
  );

/** Every message the sink holds for `email`, decoded. */
const inboxOf = (email: string) =>
  smtp.inbox.filter((m) => m.to.includes(email.toLowerCase())).map((m) => decodeQuotedPrintable(m.raw));

/** Waits until the sink holds `count` messages for `email` (mail goes out after the answer), then a little more. */
async function settledInbox(email: string, count: number): Promise<string[]> {
  for (let i = 0; i < 60 && inboxOf(email).length < count; i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 300)); // time for a message that should not come
  return inboxOf(email);
}

/** As if the interval since the recipient's last e-mail had passed: what 15 minutes would do. */
const intervalPassed = (recipient: Member) =>
  db
    .update(schema.interestMails)
    .set({
      lastMailedAt: sql`${schema.interestMails.lastMailedAt} - interval '16 minutes'`,
      dueAt: sql`${schema.interestMails.dueAt} - interval '16 minutes'`,
    })
    .where(eq(schema.interestMails.recipientProfileId, recipient.profileId));

describe('the daily limit of interests sent', () => {
  it('accepts 20 in 24 hours and refuses the 21st with 429, a clear message and Retry-After', async () => {
    const [groom] = await members(1, 'male', 'Busy Groom');
    const brides = await members(22, 'female', 'Limit Bride');
    for (const bride of brides.slice(0, 20)) expect((await send(groom, bride)).status).toBe(201);

    const refused = await send(groom, brides[20]);
    expect(refused.status).toBe(429);
    expect(refused.body['hydra:description']).toMatch(
      /^You can send at most 20 interests in 24 hours\. You can send the next one in about 2[34] hours\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await sentBy(groom)).toBe(20);
    expect(inboxOf(brides[20].email)).toEqual([]);

    // An interest sent more than 24 hours ago no longer counts.
    await db
      .update(schema.interests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(schema.interests.toProfileId, brides[0].profileId));
    expect((await send(groom, brides[20])).status).toBe(201);
    expect((await send(groom, brides[21])).status).toBe(429);
  });

  it('is configurable and holds when requests race each other', async () => {
    process.env.INTERESTS_PER_DAY = '3';
    try {
      const [groom] = await members(1, 'male', 'Racing Groom');
      const brides = await members(8, 'female', 'Raced Bride');
      const answers = await Promise.all(brides.map((bride) => send(groom, bride)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      expect(await sentBy(groom)).toBe(3);
      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.body['hydra:description']).toMatch(/^You can send at most 3 interests in 24 hours\./);
    } finally {
      delete process.env.INTERESTS_PER_DAY;
    }
  });
});

describe('interest e-mails to one recipient', () => {
  it('sends the first at once and gathers the next ones into one e-mail after 15 minutes', async () => {
    const [bride] = await members(1, 'female', 'Popular Bride');
    const grooms = await members(5, 'male', 'Keen Groom');
    for (const groom of grooms) expect((await send(groom, bride)).status).toBe(201);

    // Five interests in a moment: one e-mail, for the first.
    const first = await settledInbox(bride.email, 1);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('Subject: Keen Groom 1 sent you an interest on Thirumanam');

    // Nothing is due before the interval is over; a withdrawn interest is left out of the gathering.
    expect(await sendDueInterestMails()).toBe(0);
    const [withdrawn] = await db
      .select({ id: schema.interests.id })
      .from(schema.interests)
      .where(eq(schema.interests.fromProfileId, grooms[4].profileId));
    expect(
      (
        await call('PATCH', `/api/interests/${withdrawn.id}`, {
          as: grooms[4],
          body: { status: 'withdrawn' },
        })
      ).status,
    ).toBe(200);

    // Two instances sweep at the same moment: one gathered e-mail, naming the three still pending.
    await intervalPassed(bride);
    const swept = await Promise.all([sendDueInterestMails(), sendDueInterestMails()]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    const both = await settledInbox(bride.email, 2);
    expect(both).toHaveLength(2);
    expect(both[1]).toContain('Subject: 3 members sent you interests on Thirumanam');
    expect(both[1]).toContain('Keen Groom 2, Keen Groom 3 and Keen Groom 4 are interested in your profile.');
    expect(both[1]).not.toContain('Keen Groom 5');
    expect(both[1]).toMatch(/\/user\/interests\/received/);
    expect(await sendDueInterestMails()).toBe(0);

    // Within 15 minutes of that e-mail another interest waits; once they are over one goes at once.
    const [late, later] = await members(2, 'male', 'Late Groom');
    expect((await send(late, bride)).status).toBe(201);
    expect(await settledInbox(bride.email, 3)).toHaveLength(2);
    await intervalPassed(bride);
    expect(await sendDueInterestMails()).toBe(1);
    const third = await settledInbox(bride.email, 3);
    expect(third[2]).toContain('Subject: Late Groom 1 sent you an interest on Thirumanam');
    await intervalPassed(bride);
    expect((await send(later, bride)).status).toBe(201);
    const fourth = await settledInbox(bride.email, 4);
    expect(fourth).toHaveLength(4);
    expect(fourth[3]).toContain('Subject: Late Groom 2 sent you an interest on Thirumanam');
  });

  it('bounds each recipient separately: one member interested in many still reaches each of them', async () => {
    const [groom] = await members(1, 'male', 'Wide Groom');
    const brides = await members(4, 'female', 'Wide Bride');
    for (const bride of brides) expect((await send(groom, bride)).status).toBe(201);
    for (const bride of brides) expect(await settledInbox(bride.email, 1)).toHaveLength(1);
    const due = await db
      .select()
      .from(schema.interestMails)
      .where(
        inArray(
          schema.interestMails.recipientProfileId,
          brides.map((b) => b.profileId),
        ),
      );
    expect(due.map((row) => row.dueAt)).toEqual([null, null, null, null]);
  });
});
