/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { INTEREST_MESSAGES } from '@/lib/interests/messages';
import { INTEREST_NOTE_MESSAGES } from '@/lib/validation/interest';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/**
 * Issue 22 item 5, interests that respect people: a personal note of at most 500 characters that
 * only the pair reads; a withdrawn interest may be sent again by its sender after 30 days (before:
 * a refusal naming the date); a declined one never by its sender, while the other member still may
 * send theirs. Through the API, on PGlite and on PostgreSQL (TEST_DATABASE_URL), with the rules
 * also held by the database (migration 0019).
 */
beforeAll(() => resetDatabase());
afterAll(() => closeDb());

const profileIri = (m: Member) => `/api/profiles/${m.profileId}`;
const send = (from: Member, to: Member, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/interests', { as: from, body: { to: profileIri(to), ...extra } });
const move = (who: Member, id: number, status: string) =>
  call('PATCH', `/api/interests/${id}`, { as: who, body: { status } });
const description = (response: { body: Record<string, unknown> }) => response.body['hydra:description'];
const between = (from: Member, to: Member) =>
  db
    .select()
    .from(schema.interests)
    .where(
      and(eq(schema.interests.fromProfileId, from.profileId), eq(schema.interests.toProfileId, to.profileId)),
    );
/** As if `days` had passed since the interest last changed. */
const ageInterest = (id: number, days: number) =>
  db
    .update(schema.interests)
    .set({ updatedAt: sql`${schema.interests.updatedAt} - make_interval(days => ${days})` })
    .where(eq(schema.interests.id, id));
const ddmmyyyy = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);

describe('the personal note', () => {
  it('goes with the interest, at most 500 characters, and only the two members read it', async () => {
    const arun = await createMember({ gender: 'male', fullName: 'Arun Note' });
    const meena = await createMember({ gender: 'female', fullName: 'Meena Note' });
    const priya = await createMember({ gender: 'female' });
    const ravi = await createMember({ gender: 'male' });
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });

    // 501 characters (Tamil letters count one each, as the reader counts them): 422 on note, nothing sent.
    const tooLong = await send(arun, meena, { note: 'வ'.repeat(501) });
    expect([tooLong.status, tooLong.body.violations]).toEqual([
      422,
      [{ propertyPath: 'note', message: INTEREST_NOTE_MESSAGES.tooLong }],
    ]);
    expect(description(tooLong)).toBe(`note: ${INTEREST_NOTE_MESSAGES.tooLong}`);
    expect((await send(arun, meena, { note: 42 })).status).toBe(400);
    expect(await between(arun, meena)).toHaveLength(0);

    const note = `  ${'வணக்கம் '.repeat(62)}நன்ற  `; // 8 x 62 + 4 = 500 characters once trimmed
    const sent = await send(arun, meena, { note });
    expect(sent.status).toBe(201);
    expect(sent.body.note).toBe(note.trim());
    expect([...sent.body.note].length).toBe(500);
    const id = sent.body.id;

    // The recipient reads it in the list and the item; the sender too.
    const received = await get('/api/interests?direction=received', { as: meena });
    expect(received.body['hydra:member'][0]).toMatchObject({ id, note: note.trim(), direction: 'received' });
    expect((await get(`/api/interests/${id}`, { as: meena })).body.note).toBe(note.trim());
    expect((await get(`/api/interests/${id}`, { as: arun })).body.note).toBe(note.trim());
    // Nobody else: another member does not find it, an administrator is refused.
    expect((await get(`/api/interests/${id}`, { as: ravi })).status).toBe(404);
    expect((await get('/api/interests', { as: priya })).text).not.toContain('வணக்கம்');
    expect((await get(`/api/interests/${id}`, { as: admin })).status).toBe(403);

    // A blank note is no note.
    const plain = await send(arun, priya, { note: '   ' });
    expect([plain.status, plain.body.note]).toEqual([201, null]);
    const none = await send(ravi, meena);
    expect([none.status, none.body.note]).toEqual([201, null]);
  });

  it('is held to 500 characters by the database too', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    await expect(
      db
        .insert(schema.interests)
        .values({ fromProfileId: arun.profileId, toProfileId: meena.profileId, note: 'x'.repeat(501) }),
    ).rejects.toThrow();
  });
});

describe('sending again', () => {
  it('after a withdrawal: refused with the date for 30 days, then allowed; the lists show the latest', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    const first = (await send(arun, meena)).body.id;
    expect((await move(arun, first, 'withdrawn')).status).toBe(200);
    const [withdrawn] = await between(arun, meena);

    const early = await send(arun, meena);
    expect(early.status).toBe(409);
    const from = new Date(withdrawn.updatedAt.getTime() + 30 * 86_400_000);
    expect(description(early)).toBe(
      `You withdrew your interest to this member on ${ddmmyyyy(withdrawn.updatedAt)}. You can send a new one from ${ddmmyyyy(from)}.`,
    );
    await ageInterest(first, 29);
    expect((await send(arun, meena)).status).toBe(409);

    await ageInterest(first, 2); // 31 days ago
    const again = await send(arun, meena, { note: 'A second try' });
    expect([again.status, again.body.status, again.body.note]).toEqual([201, 'pending', 'A second try']);
    expect((await between(arun, meena)).map((i) => i.status).sort()).toEqual(['pending', 'withdrawn']);

    // Each list shows the pair's latest interest of each direction; the earlier one keeps its IRI.
    const hers = await get('/api/interests?direction=received', { as: meena });
    expect(hers.body['hydra:member'].map((i: { id: number }) => i.id)).toEqual([again.body.id]);
    expect(hers.body['hydra:totalItems']).toBe(1);
    expect(
      (await get(`/api/interests?profile=${profileIri(meena)}`, { as: arun })).body['hydra:totalItems'],
    ).toBe(1);
    expect((await get(`/api/interests/${first}`, { as: arun })).body.status).toBe('withdrawn');

    // The new one is the only live one: a third is refused as before, and she can accept it.
    expect(description(await send(arun, meena))).toBe(INTEREST_MESSAGES.alreadySent);
    expect((await move(meena, again.body.id, 'accepted')).status).toBe(200);
  });

  it('after a decline: never by the same sender, while the other member still may send theirs', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    const id = (await send(arun, meena)).body.id;
    expect((await move(meena, id, 'declined')).status).toBe(200);

    const refused = await send(arun, meena);
    expect([refused.status, description(refused)]).toEqual([409, INTEREST_MESSAGES.declinedBefore]);
    await ageInterest(id, 400);
    expect(description(await send(arun, meena))).toBe(INTEREST_MESSAGES.declinedBefore);
    expect(await between(arun, meena)).toHaveLength(1);

    const hers = await send(meena, arun);
    expect([hers.status, hers.body.direction]).toEqual([201, 'sent']);
    expect((await move(arun, hers.body.id, 'accepted')).status).toBe(200);
  });

  it('cannot be raced: two resends at once make one interest', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    const first = (await send(arun, meena)).body.id;
    await move(arun, first, 'withdrawn');
    await ageInterest(first, 31);
    const answers = await Promise.all([send(arun, meena), send(arun, meena), send(arun, meena)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect((await between(arun, meena)).filter((i) => i.status === 'pending')).toHaveLength(1);
  });

  it('is held by the database: one interest per sender and recipient that is not withdrawn', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    const row = { fromProfileId: arun.profileId, toProfileId: meena.profileId };
    await db.insert(schema.interests).values([
      { ...row, status: 'withdrawn' },
      { ...row, status: 'withdrawn' },
      { ...row, status: 'declined' },
    ]);
    await expect(db.insert(schema.interests).values({ ...row, status: 'pending' })).rejects.toThrow();
  });
});
