/** @jest-environment node */
import { eq, inArray } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { contactAccess, interestAccepted } from '@/lib/data/contact-access';
import { revealContact } from '@/lib/data/contact-reveals';
import { countDashboard } from '@/lib/data/dashboard';
import { indianDay } from '@/lib/format';
import { CONTACT_REASONS, INTEREST_MESSAGES } from '@/lib/interests/messages';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { decodeQuotedPrintable, startSmtpServer } from '../helpers/mail';
import { createMember, setPlan, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

// One reset per file: the API helper caches each account's token by id, which a reset would reuse.
beforeAll(async () => {
  await resetDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await closeDb();
});

const profileIri = (m: Member) => `/api/profiles/${m.profileId}`;
const send = (from: Member, to: unknown) => call('POST', '/api/interests', { as: from, body: { to } });
const move = (who: Member | Awaited<ReturnType<typeof createUser>>, id: number, status: unknown) =>
  call('PATCH', `/api/interests/${id}`, { as: who, body: { status } });
/** The interests these members sent. */
const interestsFrom = (...members: Member[]) =>
  db
    .select()
    .from(schema.interests)
    .where(
      inArray(
        schema.interests.fromProfileId,
        members.map((m) => m.profileId),
      ),
    );
const description = (response: { body: Record<string, unknown> }) => response.body['hydra:description'];

/** Messages to `email`, decoded, waiting briefly for the SMTP server to have them. */
async function mailTo(email: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const found = smtp.inbox.filter((m) => m.to.includes(email.toLowerCase()));
    if (found.length >= count) return found.map((m) => decodeQuotedPrintable(m.raw));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return smtp.inbox
    .filter((m) => m.to.includes(email.toLowerCase()))
    .map((m) => decodeQuotedPrintable(m.raw));
}

describe('sending an interest', () => {
  it('creates a pending interest, e-mails the recipient, and refuses a second one either way', async () => {
    const arun = await createMember({ gender: 'male', fullName: 'Arun Kumar' });
    const meena = await createMember({ gender: 'female', fullName: 'Meena Sundaram' });

    const sent = await send(arun, profileIri(meena));
    expect(sent.status).toBe(201);
    expect(sent.headers.get('location')).toBe(sent.body['@id']);
    expect(sent.body).toMatchObject({
      '@type': 'Interest',
      from: profileIri(arun),
      to: profileIri(meena),
      status: 'pending',
      direction: 'sent',
      member: { '@id': profileIri(meena), fullName: 'Meena Sundaram' },
      contact: { revealed: false, reason: CONTACT_REASONS.waiting },
    });
    expect(sent.text).not.toContain(meena.mobile);

    const [mail] = await mailTo(meena.email);
    expect(mail).toContain('Subject: Arun Kumar sent you an interest on Thirumanam');
    expect(mail).toMatch(/\/user\/interests\/received/);
    expect(mail).not.toContain(arun.mobile);

    const again = await send(arun, profileIri(meena));
    expect([again.status, description(again)]).toEqual([409, INTEREST_MESSAGES.alreadySent]);
    const back = await send(meena, profileIri(arun));
    expect([back.status, description(back)]).toEqual([409, INTEREST_MESSAGES.alreadyReceived]);
    expect(await interestsFrom(arun, meena)).toHaveLength(1);
  });

  it('is for verified, active members, to a verified, active member of the other gender', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    const unverified = await createMember({ gender: 'male', verified: false });
    const inactive = await createMember({ gender: 'male', active: false });
    const otherMan = await createMember({ gender: 'male' });
    const hiddenWoman = await createMember({ gender: 'female', verified: false });
    const noProfile = await createMember({ withProfile: false });
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });

    expect((await send(unverified, profileIri(meena))).status).toBe(403);
    expect(description(await send(inactive, profileIri(meena)))).toBe(INTEREST_MESSAGES.notVerified);
    expect((await send(noProfile, profileIri(meena))).status).toBe(403);
    expect(
      (await call('POST', '/api/interests', { as: admin, body: { to: profileIri(meena) } })).status,
    ).toBe(403);
    expect((await call('POST', '/api/interests', { body: { to: profileIri(meena) } })).status).toBe(401);

    const self = await send(arun, profileIri(arun));
    expect([self.status, self.body.violations]).toEqual([
      422,
      [{ propertyPath: 'to', message: INTEREST_MESSAGES.self }],
    ]);
    expect(description(await send(arun, profileIri(otherMan)))).toBe(`to: ${INTEREST_MESSAGES.sameGender}`);
    expect(description(await send(arun, profileIri(hiddenWoman)))).toBe(
      `to: ${INTEREST_MESSAGES.unavailable}`,
    );
    expect((await send(arun, '/api/profiles/999999')).status).toBe(400);
    expect((await send(arun, '/api/castes/1')).status).toBe(400);
    expect((await send(arun, { '@id': profileIri(meena) })).status).toBe(400);
    expect((await call('POST', '/api/interests', { as: arun, body: {} })).status).toBe(422);
    expect(await interestsFrom(arun)).toHaveLength(0);
  });
});

describe('answering an interest', () => {
  let arun: Member;
  let meena: Member;
  let id: number;

  beforeEach(async () => {
    arun = await createMember({ gender: 'male', fullName: 'Arun Kumar' });
    meena = await createMember({ gender: 'female', fullName: 'Meena Sundaram' });
    id = (await send(arun, profileIri(meena))).body.id;
  });

  const statusNow = async () =>
    (await db.select().from(schema.interests).where(eq(schema.interests.id, id)))[0].status;

  it('lets only the recipient accept or decline, and only the sender withdraw', async () => {
    const stranger = await createMember({ gender: 'female' });
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });

    expect([
      (await move(arun, id, 'accepted')).status,
      description(await move(arun, id, 'declined')),
    ]).toEqual([403, INTEREST_MESSAGES.onlyRecipient]);
    expect(description(await move(meena, id, 'withdrawn'))).toBe(INTEREST_MESSAGES.onlySender);
    expect((await move(stranger, id, 'accepted')).status).toBe(403);
    expect((await move(admin, id, 'accepted')).status).toBe(403);
    expect((await call('PATCH', `/api/interests/${id}`, { body: { status: 'accepted' } })).status).toBe(401);
    expect((await move(meena, id, 'pending')).status).toBe(422);
    expect((await move(meena, id, 'maybe')).status).toBe(422);
    expect((await move(meena, 999999, 'accepted')).status).toBe(404);
    const wrongType = await call('PATCH', `/api/interests/${id}`, {
      as: meena,
      body: { status: 'accepted' },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(wrongType.status).toBe(415);
    expect(await statusNow()).toBe('pending');

    const accepted = await move(meena, id, 'accepted');
    expect([accepted.status, accepted.body.status, accepted.body.direction]).toEqual([
      200,
      'accepted',
      'received',
    ]);
    expect(await statusNow()).toBe('accepted');
    // Once answered, it no longer moves.
    expect([
      (await move(meena, id, 'declined')).status,
      description(await move(arun, id, 'withdrawn')),
    ]).toEqual([409, INTEREST_MESSAGES.notPending]);
  });

  it('e-mails the sender when the interest is accepted', async () => {
    await move(meena, id, 'accepted');
    const [mail] = await mailTo(arun.email);
    expect(mail).toContain('Subject: Meena Sundaram accepted your interest on Thirumanam');
    expect(mail).toMatch(/\/user\/interests\/accepted/);
  });

  it('lets the sender withdraw a pending one, after which it is not sent again for 30 days', async () => {
    const withdrawn = await move(arun, id, 'withdrawn');
    expect([withdrawn.status, withdrawn.body.status]).toEqual([200, 'withdrawn']);
    expect((await move(meena, id, 'accepted')).status).toBe(409);
    // The 30 days and after: interest-rules.test.ts.
    expect(description(await send(arun, profileIri(meena)))).toMatch(
      /^You withdrew your interest to this member on \d\d\/\d\d\/\d{4}\. You can send a new one from /,
    );
    // The pair has no live interest now: she may send hers.
    expect((await send(meena, profileIri(arun))).status).toBe(201);
    expect(smtp.inbox.filter((m) => m.to.includes(meena.email.toLowerCase()))).toHaveLength(1);
  });

  it('lists each member their own, by direction and status', async () => {
    const declinedBy = await createMember({ gender: 'female' });
    const other = (await send(arun, profileIri(declinedBy))).body.id;
    await move(declinedBy, other, 'declined');

    const received = await get('/api/interests?direction=received&status=pending', { as: meena });
    expect(received.body['hydra:totalItems']).toBe(1);
    expect(received.body['hydra:member'][0]).toMatchObject({
      id,
      direction: 'received',
      member: { fullName: 'Arun Kumar' },
    });
    expect((await get('/api/interests?direction=received', { as: arun })).body['hydra:totalItems']).toBe(0);
    expect((await get('/api/interests?direction=sent', { as: arun })).body['hydra:totalItems']).toBe(2);
    const declined = await get('/api/interests?direction=sent&status=declined', { as: arun });
    expect(declined.body['hydra:member'].map((i: { id: number }) => i.id)).toEqual([other]);
    expect(
      (await get(`/api/interests?profile=${profileIri(meena)}`, { as: arun })).body['hydra:totalItems'],
    ).toBe(1);
    expect((await get('/api/interests?direction=sideways', { as: arun })).status).toBe(400);
    expect((await get('/api/interests?status=lost', { as: arun })).status).toBe(400);
    // Not hers: the item is not found for a member outside the pair.
    expect((await get(`/api/interests/${other}`, { as: meena })).status).toBe(404);
    expect((await get(`/api/interests/${id}`, { as: meena })).status).toBe(200);
  });
});

describe('contact details', () => {
  it('are revealed only between accepted members, to a viewer whose plan is active', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    const priya = await createMember({ gender: 'female', plan: 'none' });
    const kala = await createMember({ gender: 'female', plan: 'expired' });

    expect(await contactAccess(arun.profileId, meena.profileId)).toEqual({
      revealed: false,
      reason: CONTACT_REASONS.noInterest,
    });
    const toMeena = (await send(arun, profileIri(meena))).body.id;
    expect(await contactAccess(arun.profileId, meena.profileId)).toEqual({
      revealed: false,
      reason: CONTACT_REASONS.waiting,
    });
    expect(await contactAccess(meena.profileId, arun.profileId)).toEqual({
      revealed: false,
      reason: CONTACT_REASONS.toAccept,
    });
    expect(await interestAccepted(arun.profileId, meena.profileId)).toBe(false);

    await move(meena, toMeena, 'accepted');
    expect(await interestAccepted(meena.profileId, arun.profileId)).toBe(true);
    // Accepted with an active plan: the member opens the contact (counted against the plan).
    expect(await contactAccess(arun.profileId, meena.profileId)).toEqual({
      revealed: false,
      reason: CONTACT_REASONS.toOpen,
      allowance: { total: 5, used: 0 },
    });
    expect(await revealContact(arun, meena.profileId)).toEqual({ revealed: true, mobile: meena.mobile });
    expect(await contactAccess(arun.profileId, meena.profileId)).toEqual({
      revealed: true,
      mobile: meena.mobile,
    });
    expect(await revealContact(meena, arun.profileId)).toEqual({ revealed: true, mobile: arun.mobile });

    // Accepted, but the viewer has no plan or an expired one: the reason, both in the data layer and the API.
    for (const woman of [priya, kala]) {
      const sentId = (await send(arun, profileIri(woman))).body.id;
      await move(woman, sentId, 'accepted');
      expect(await contactAccess(woman.profileId, arun.profileId)).toEqual({
        revealed: false,
        reason: CONTACT_REASONS.noPlan,
      });
      await expect(revealContact(woman, arun.profileId)).rejects.toThrow(CONTACT_REASONS.noPlan);
      expect(await revealContact(arun, woman.profileId)).toEqual({
        revealed: true,
        mobile: woman.mobile,
      });
      const hers = await get('/api/interests?status=accepted', { as: woman });
      expect(hers.body['hydra:member'][0].contact).toEqual({
        revealed: false,
        reason: CONTACT_REASONS.noPlan,
      });
      expect(hers.text).not.toContain(arun.mobile);
    }

    // The same member whose plan lapses loses the number; renewed, gets it back.
    await setPlan(arun.profileId, '2020-01-01');
    expect(await contactAccess(arun.profileId, meena.profileId)).toEqual({
      revealed: false,
      reason: CONTACT_REASONS.noPlan,
    });
    const lapsed = await get('/api/interests', { as: arun });
    for (const m of [meena, priya, kala]) expect(lapsed.text).not.toContain(m.mobile);
    await setPlan(arun.profileId, indianDay()); // expires today (India's day, the expiry's): still active
    const renewed = await get('/api/interests?status=accepted', { as: arun });
    expect(renewed.body['hydra:member'].map((i: { contact: unknown }) => i.contact)).toEqual(
      expect.arrayContaining([{ revealed: true, mobile: meena.mobile }]),
    );
  });

  it('are not revealed after a decline', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    const id = (await send(arun, profileIri(meena))).body.id;
    await move(meena, id, 'declined');
    expect(await contactAccess(arun.profileId, meena.profileId)).toEqual({
      revealed: false,
      reason: CONTACT_REASONS.theyDeclined,
    });
    const list = await get('/api/interests', { as: arun });
    expect(list.text).not.toContain(meena.mobile);
  });
});

describe('the shortlist', () => {
  it('is read, added to and removed from by its owner only', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female', fullName: 'Meena Sundaram' });
    const ravi = await createMember({ gender: 'male' });
    const unverified = await createMember({ gender: 'male', verified: false });

    const added = await call('POST', '/api/shortlists', { as: arun, body: { profile: profileIri(meena) } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      '@type': 'Shortlist',
      profile: profileIri(meena),
      member: { fullName: 'Meena Sundaram' },
    });
    expect(added.text).not.toContain(meena.mobile);
    const twice = await call('POST', '/api/shortlists', { as: arun, body: { profile: profileIri(meena) } });
    expect([twice.status, description(twice)]).toEqual([409, INTEREST_MESSAGES.alreadyShortlisted]);
    expect(
      (await call('POST', '/api/shortlists', { as: arun, body: { profile: profileIri(arun) } })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/api/shortlists', { as: unverified, body: { profile: profileIri(meena) } }))
        .status,
    ).toBe(403);

    const list = await get('/api/shortlists', { as: arun });
    expect(list.body['hydra:member'].map((s: { id: number }) => s.id)).toEqual([added.body.id]);
    expect(
      (await get(`/api/shortlists?profile=${profileIri(meena)}`, { as: arun })).body['hydra:totalItems'],
    ).toBe(1);
    expect((await get('/api/shortlists', { as: ravi })).body['hydra:totalItems']).toBe(0);

    const entry = `/api/shortlists/${added.body.id}`;
    expect((await get(entry, { as: ravi })).status).toBe(403);
    expect((await call('DELETE', entry, { as: ravi })).status).toBe(403);
    expect((await call('DELETE', entry)).status).toBe(401);
    const arunsShortlist = () =>
      db.select().from(schema.shortlists).where(eq(schema.shortlists.ownerProfileId, arun.profileId));
    expect(await arunsShortlist()).toHaveLength(1);
    expect((await call('DELETE', entry, { as: arun })).status).toBe(204);
    expect(await arunsShortlist()).toHaveLength(0);
    expect((await call('DELETE', entry, { as: arun })).status).toBe(404);
  });
});

describe('the administrator dashboard', () => {
  it('counts interests sent and accepted this month', async () => {
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    const before = await countDashboard({ actor: admin });
    const arun = await createMember({ gender: 'male' });
    const [meena, priya, kala] = await Promise.all(
      ['female', 'female', 'female'].map(() => createMember({ gender: 'female' })),
    );
    const first = (await send(arun, profileIri(meena))).body.id;
    await send(arun, profileIri(priya));
    await move(meena, first, 'accepted');
    // Last month's interest, accepted last month: counted in neither figure.
    const lastMonth = new Date();
    lastMonth.setMonth(lastMonth.getMonth() - 1, 1);
    await db.insert(schema.interests).values({
      fromProfileId: arun.profileId,
      toProfileId: kala.profileId,
      status: 'accepted',
      createdAt: lastMonth,
      updatedAt: lastMonth,
    });
    const counts = await countDashboard({ actor: admin });
    expect([
      counts.interestsSent - before.interestsSent,
      counts.interestsAccepted - before.interestsAccepted,
    ]).toEqual([2, 1]);
  });
});
