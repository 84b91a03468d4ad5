/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { countMemberMenu } from '@/lib/data/member-menu';
import { backgroundWorkDone } from '@/lib/mail/background';
import { threadState } from '@/lib/data/messages/thread';
import { call, get, ORIGIN, tokenFor } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { decodeQuotedPrintable, startSmtpServer } from '../helpers/mail';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/*
 * Issue 26 item 1: messages between the two members of an accepted interest, through the API the
 * pages use. Only the two see the conversation; a block ends it both ways; a suspended, hidden or
 * deleted member's messages disappear from the other side; 60 messages an hour; one e-mail per
 * conversation an hour, never with the text (over the real SMTP sink).
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  await resetDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await backgroundWorkDone();
  delete process.env.SMTP_URL;
  delete process.env.MESSAGES_PER_HOUR;
  await smtp.close();
  await closeDb();
});

const iri = (m: Member) => `/api/profiles/${m.profileId}`;
const open = (as: Actor | null, other: Member) =>
  call('POST', '/api/conversations', { as, body: { profile: iri(other) } });
const send = (as: Actor | null, id: number, text: string) =>
  call('POST', `/api/conversations/${id}/messages`, { as, body: { text } });
const thread = (as: Actor | null, id: number) => get(`/api/conversations/${id}/messages`, { as });
const texts = (answer: Awaited<ReturnType<typeof thread>>) =>
  (answer.body['hydra:member'] as { text: string }[]).map((m) => m.text);
const conversationIds = async (as: Actor) =>
  ((await get('/api/conversations', { as })).body['hydra:member'] as { id: number }[]).map((c) => c.id);

async function accepted(a: Member, b: Member) {
  await db
    .insert(schema.interests)
    .values({ fromProfileId: a.profileId, toProfileId: b.profileId, status: 'accepted' });
}

/** A pair with an accepted interest and their conversation. */
async function pair(): Promise<{ he: Member; she: Member; id: number }> {
  const he = await createMember({ gender: 'male' });
  const she = await createMember({ gender: 'female' });
  await accepted(he, she);
  const opened = await open(he, she);
  expect(opened.status).toBe(201);
  return { he, she, id: opened.body.id as number };
}

async function mailsTo(email: string): Promise<string[]> {
  await backgroundWorkDone();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
}

describe('conversations', () => {
  it('opens only with an accepted interest, once per pair, from either side', async () => {
    const he = await createMember({ gender: 'male' });
    const she = await createMember({ gender: 'female' });
    const refused = await open(he, she);
    expect(refused.status).toBe(403);
    expect(refused.body['hydra:description']).toMatch(/once an interest between you has been accepted/);
    await db.insert(schema.interests).values({ fromProfileId: he.profileId, toProfileId: she.profileId });
    expect((await open(he, she)).status).toBe(403); // pending is not enough
    await db
      .update(schema.interests)
      .set({ status: 'accepted' })
      .where(eq(schema.interests.fromProfileId, he.profileId));
    const first = await open(he, she);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      '@type': 'Conversation',
      profile: iri(she),
      fullName: she.fullName,
      unread: 0,
    });
    const again = await open(she, he);
    expect(again.body.id).toBe(first.body.id);
    expect(await conversationIds(he)).toEqual([first.body.id]);
    expect((await call('POST', '/api/conversations', { as: he, body: { profile: iri(he) } })).status).toBe(
      422,
    );
    expect((await call('POST', '/api/conversations', { as: he, body: {} })).status).toBe(422);
  });

  it('exchanges messages, oldest first, with unread counts and read receipts', async () => {
    const { he, she, id } = await pair();
    expect((await send(he, id, 'Vanakkam! I liked your profile.')).status).toBe(201);
    expect((await send(he, id, 'Shall our families talk?')).status).toBe(201);
    const theirs = await thread(she, id);
    expect(texts(theirs)).toEqual(['Vanakkam! I liked your profile.', 'Shall our families talk?']);
    expect(theirs.body['hydra:member'][0]).toMatchObject({ mine: false, sender: iri(he), readAt: null });
    const hers = (await get('/api/conversations', { as: she })).body['hydra:member'][0];
    expect(hers).toMatchObject({
      id,
      unread: 2,
      lastText: 'Shall our families talk?',
      fullName: he.fullName,
    });
    expect((await countMemberMenu(she)).messages).toBe(2);
    expect((await countMemberMenu(he)).messages).toBe(0);

    const read = await call('PATCH', `/api/conversations/${id}`, {
      as: she,
      body: { read: true },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(0);
    const receipts = (await thread(he, id)).body['hydra:member'] as {
      mine: boolean;
      readAt: string | null;
    }[];
    expect(receipts.every((m) => m.mine && m.readAt !== null)).toBe(true);
    expect((await countMemberMenu(she)).messages).toBe(0);
  });

  it('streams a change at once for what arrived between the page and its stream (?state=)', async () => {
    const { he, she, id } = await pair();
    const { GET } = await import('@/app/api/conversations/[id]/events/route');
    // Her page is rendered; his message commits before her browser opens the stream.
    const rendered = await threadState(she, id);
    expect((await send(he, id, 'Sent while her page loaded')).status).toBe(201);
    const abort = new AbortController();
    const response = await GET(
      new Request(`${ORIGIN}/api/conversations/${id}/events?state=${rendered}`, {
        headers: { Authorization: `Bearer ${await tokenFor(she)}`, Accept: 'text/event-stream' },
        signal: abort.signal,
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Or next start's gzip holds the events back until its buffer fills.
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const reader = response.body!.getReader();
    let received = '';
    const until = Date.now() + 3_000; // well under the 5 s safety poll: the change must come at once
    while (!received.includes('event: change') && Date.now() < until) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), until - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      received += new TextDecoder().decode(chunk.value);
    }
    abort.abort();
    await reader.cancel().catch(() => {});
    expect(received).toContain('event: change');
    expect(received).toContain(`"state":"${await threadState(she, id)}"`);
  });

  it('refuses empty and over-long texts, and keeps a text of exactly 2,000 characters', async () => {
    const { he, id } = await pair();
    expect((await send(he, id, '   ')).status).toBe(422);
    const long = await send(he, id, 'x'.repeat(2001));
    expect(long.status).toBe(422);
    expect(long.body.violations[0]).toMatchObject({
      propertyPath: 'text',
      message: 'A message can be at most 2000 characters.',
    });
    expect((await send(he, id, 'y'.repeat(2000))).status).toBe(201);
    expect(texts(await thread(he, id))).toEqual(['y'.repeat(2000)]);
  });

  it('is for its two members only: anyone else gets 404, anonymous 401', async () => {
    const { he, id } = await pair();
    await send(he, id, 'Private words');
    const stranger = await createMember({ gender: 'female' });
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    expect((await thread(stranger, id)).status).toBe(404);
    expect((await get(`/api/conversations/${id}`, { as: stranger })).status).toBe(404);
    expect((await send(stranger, id, 'Let me in')).status).toBe(404);
    expect((await get(`/api/messages?conversation=/api/conversations/${id}`, { as: stranger })).status).toBe(
      404,
    );
    const messageId = (await thread(he, id)).body['hydra:member'][0].id;
    expect((await get(`/api/messages/${messageId}`, { as: stranger })).status).toBe(404);
    expect((await get(`/api/messages/${messageId}`, { as: he })).status).toBe(200);
    expect((await thread(null, id)).status).toBe(401);
    expect((await thread(admin, id)).status).toBe(403);
    expect(await conversationIds(stranger)).toEqual([]);
  });

  it('ends both ways with a block', async () => {
    const { he, she, id } = await pair();
    await send(she, id, 'Before the block');
    expect((await call('POST', '/api/blocks', { as: she, body: { profile: iri(he) } })).status).toBe(201);
    for (const member of [he, she]) {
      expect(await conversationIds(member)).toEqual([]);
      expect((await thread(member, id)).status).toBe(404);
      expect((await send(member, id, 'After the block')).status).toBe(404);
      expect((await open(member, member === he ? she : he)).status).toBe(422);
    }
  });

  it("hides a suspended, hidden or deleted member's messages from the other side", async () => {
    const { he, she, id } = await pair();
    await send(he, id, 'Hello from him');
    await db
      .update(schema.profiles)
      .set({ moderationHold: 'suspended' })
      .where(eq(schema.profiles.id, he.profileId));
    expect(await conversationIds(she)).toEqual([]);
    expect((await thread(she, id)).status).toBe(404);
    expect((await countMemberMenu(she)).messages).toBe(0);
    // ...and the suspended member cannot write either.
    expect((await send(he, id, 'Still here?')).status).toBe(403);
    await db
      .update(schema.profiles)
      .set({ moderationHold: null })
      .where(eq(schema.profiles.id, he.profileId));
    expect(await conversationIds(she)).toEqual([id]);

    await db
      .update(schema.profiles)
      .set({ hiddenAt: new Date() })
      .where(eq(schema.profiles.id, he.profileId));
    expect((await thread(she, id)).status).toBe(404);
    await db.update(schema.profiles).set({ hiddenAt: null }).where(eq(schema.profiles.id, he.profileId));

    await db.delete(schema.profiles).where(eq(schema.profiles.id, he.profileId));
    expect(await conversationIds(she)).toEqual([]);
    expect(await db.select().from(schema.messages).where(eq(schema.messages.conversationId, id))).toEqual([]);
  });

  it('takes 60 messages an hour from a member, then 429 with Retry-After', async () => {
    const { he, id } = await pair();
    for (let i = 0; i < 60; i++) expect((await send(he, id, `Message ${i}`)).status).toBe(201);
    const refused = await send(he, id, 'One too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(texts(await thread(he, id))).toHaveLength(60);
  });

  it('mails "a new message from ..." once per conversation an hour, without the text', async () => {
    const { he, she, id } = await pair();
    await send(he, id, 'A secret family matter');
    await send(he, id, 'And another one');
    const mails = await mailsTo(she.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`You have a new message from ${he.fullName}`);
    expect(mails[0]).toContain(`/user/messages/${id}`);
    expect(mails[0]).not.toContain('secret');
    expect(mails[0]).not.toContain('another one');
    // An hour later (the claim is in the database), the next message is mailed again.
    await db
      .update(schema.conversations)
      .set({ lowMailedAt: new Date(Date.now() - 3_700_000), highMailedAt: new Date(Date.now() - 3_700_000) })
      .where(eq(schema.conversations.id, id));
    await send(he, id, 'Third');
    expect(await mailsTo(she.email)).toHaveLength(2);
    expect(await mailsTo(he.email)).toHaveLength(0);
  });

  it('reports a message into the moderation queue with the messages around it', async () => {
    const { he, she, id } = await pair();
    for (const text of ['Hello', 'How are you?', 'Send me money for the ticket']) await send(he, id, text);
    await send(she, id, 'No.');
    const members = (await thread(she, id)).body['hydra:member'] as { id: number; text: string }[];
    const bad = members.find((m) => m.text.startsWith('Send me money'))!;
    const reportUrl = (messageId: number) => `/api/conversations/${id}/messages/${messageId}/report`;
    const body = { reason: 'asks_for_money', details: 'He asks for money for a ticket.' };
    // Only a message of the other member, by a member of the conversation.
    expect((await call('POST', reportUrl(members[3].id), { as: she, body })).status).toBe(422);
    const stranger = await createMember({ gender: 'female' });
    expect((await call('POST', reportUrl(bad.id), { as: stranger, body })).status).toBe(404);
    expect(
      (await call('POST', reportUrl(bad.id), { as: she, body: { reason: 'asks_for_money', details: 'x' } }))
        .status,
    ).toBe(422);
    expect((await call('POST', reportUrl(bad.id), { as: she, body })).status).toBe(204);

    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    const queue = await get('/api/moderation_items?kind=report', { as: admin });
    const item = (queue.body['hydra:member'] as { id: number; profile: string }[]).find(
      (i) => i.profile === iri(he),
    )!;
    const detail = await get(`/api/moderation_items/${item.id}`, { as: admin });
    const [report] = detail.body.reports as {
      reason: string;
      messages: { text: string; from: string; reported: boolean }[];
    }[];
    expect(report.reason).toBe('asks_for_money');
    expect(report.messages.map((m) => m.text)).toEqual([
      'Hello',
      'How are you?',
      'Send me money for the ticket',
      'No.',
    ]);
    expect(report.messages.filter((m) => m.reported).map((m) => m.text)).toEqual([
      'Send me money for the ticket',
    ]);
    expect(report.messages[3].from).toBe('reporter');
  });

  it('is described in the API documentation', async () => {
    const docs = await get('/api/docs.jsonld');
    const classes = (docs.body['hydra:supportedClass'] as { 'hydra:title': string }[]).map(
      (c) => c['hydra:title'],
    );
    expect(classes).toEqual(expect.arrayContaining(['Conversation', 'Message']));
    const entry = await get('/api');
    expect(entry.body).toMatchObject({ conversation: '/api/conversations', message: '/api/messages' });
  });
});
