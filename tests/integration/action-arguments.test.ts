/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { malformedActionResponse } from '@/lib/http/action-request';
import { withReplyStatus } from '@/lib/http/reply-status';
import { ORIGIN } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';

/**
 * Issue 21 items 2 and 9: a server action called with what no form sends. Next.js hands an action
 * whatever the request decodes to, and a throwing action is a 500; a NUL in a password was stored.
 * The call's envelope is proxy.ts's check (malformedActionResponse), the arguments each action's.
 */
jest.mock('@/lib/auth/action-ip', () => ({
  actionIp: async () => '127.0.0.1',
  actionOrigin: async () => 'http://127.0.0.1:3000',
  actionLocale: async () => 'en',
}));

beforeAll(() => resetDatabase());
afterAll(() => closeDb());

const users = async () => Number((await queryRows<{ n: string }>(sql`select count(*) n from users`))[0].n);

/** A server action call as the browser posts it, with `body` as its arguments. */
const actionCall = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/register`, {
    method: 'POST',
    headers: { 'Next-Action': '40abc', 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });

describe('the envelope of an action call (proxy.ts)', () => {
  it.each([
    ['not JSON', 'not json', 400, 'Malformed server action call: the body is not JSON.'],
    [
      'an object, not a list',
      '{}',
      400,
      'Malformed server action call: the body must be a JSON array of arguments.',
    ],
    [
      'nested 4,000 deep',
      '['.repeat(4000) + ']'.repeat(4000),
      400,
      'Malformed server action call: The body is nested more than 64 levels deep.',
    ],
    ['over 1 MB', `["${'a'.repeat(1_100_000)}"]`, 413, 'The arguments of a server action may not pass 1 MB.'],
  ])('%s: %s', async (_what, body, status, text) => {
    const refused = await malformedActionResponse(actionCall(body));
    expect(refused?.status).toBe(status);
    expect(await refused?.text()).toBe(text);
  });

  it('over 1 MB without a Content-Length (chunked) is refused too, reading no more than the limit', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 50 * 1024 * 1024) controller.close();
      },
    });
    const request = new Request(`${ORIGIN}/register`, {
      method: 'POST',
      headers: { 'Next-Action': '40abc', 'Content-Type': 'text/plain;charset=UTF-8' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await malformedActionResponse(request))?.status).toBe(413);
    expect(sent).toBeLessThan(3 * 1024 * 1024);
  });

  it('passes argument lists, forms and everything that is not an action call', async () => {
    expect(await malformedActionResponse(actionCall('[null]'))).toBeNull();
    expect(await malformedActionResponse(actionCall('[{"email":"a@b.c","password":"x"}]'))).toBeNull();
    const form = new FormData();
    form.set('1_$ACTION_ID_40abc', '');
    const multipart = new Request(`${ORIGIN}/logout`, {
      method: 'POST',
      headers: { 'Next-Action': '40abc' },
      body: form,
    });
    expect(await malformedActionResponse(multipart)).toBeNull();
    expect(
      await malformedActionResponse(new Request(`${ORIGIN}/register`, { method: 'POST', body: 'x' })),
    ).toBeNull();
  });

  it('refuses a multipart body that cannot be read', async () => {
    const broken = actionCall('--nope\r\ngarbage', { 'Content-Type': 'multipart/form-data; boundary=XYZ' });
    expect((await malformedActionResponse(broken))?.status).toBe(400);
  });
});

describe('the arguments of each action', () => {
  it('register: a NUL in the password is a 422 naming the field, and no account is made', async () => {
    const { register } = await import('@/app/(public)/register/actions');
    const before = await users();
    const answer = await register({ email: 'nul@example.com', password: 'mango\u0000tree7', consent: true });
    expect(answer).toEqual({
      result: false,
      formerror: 'This value contains a NUL character.',
      violations: [{ propertyPath: 'password', message: 'This value contains a NUL character.' }],
    });
    expect(await users()).toBe(before);
  });

  it('[null], a string or a number for an object: refused, never thrown (which was a 500)', async () => {
    const { register } = await import('@/app/(public)/register/actions');
    const { changeMyPassword } = await import('@/app/(app)/user/changepassword/actions');
    const { sendEnquiry } = await import('@/app/(public)/contact/actions');
    const { resend } = await import('@/app/(public)/resend-activation/actions');
    const { setPassword } = await import('@/app/(public)/setpassword/actions');
    const malformed = { result: false, formerror: 'Malformed server action arguments.' };
    for (const value of [null, undefined, 'x', 7, [], { email: 1 }]) {
      // The types say an object: the request may say anything.
      const input = value as never;
      expect(await register(input)).toEqual(malformed);
      expect(await changeMyPassword(input)).toEqual(malformed);
      expect(await sendEnquiry(input)).toEqual(malformed);
      expect(await resend(input)).toEqual(malformed);
      expect(await setPassword(input)).toEqual(malformed);
    }
    const { login } = await import('@/app/(public)/login/actions');
    expect(await login(null as never)).toEqual({
      error: 'Malformed server action arguments.',
      violations: [],
    });
    const { saveProfile } = await import('@/app/(app)/profile-actions');
    expect(await saveProfile(null as never, 'x' as never)).toMatchObject({ ok: false });
  });

  it("sets the reply's HTTP status (written by scripts/serve.mjs): 400 malformed, 422 for a NUL", async () => {
    const { register } = await import('@/app/(public)/register/actions');
    const server = http.createServer((request, response) => {
      void withReplyStatus(response, async () => {
        const input = request.url === '/nul' ? { email: 'n@example.com', password: 'a\u0000b' } : null;
        const answer = await register(input as never);
        // Next.js writes 200 for an action that returns.
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/null`)).status).toBe(400);
      const nul = await fetch(`http://127.0.0.1:${port}/nul`);
      expect(nul.status).toBe(422);
      expect((await nul.json()).violations[0].propertyPath).toBe('password');
    } finally {
      server.close();
    }
  });
});
