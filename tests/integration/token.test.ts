/** @jest-environment node */
import { SignJWT } from 'jose';
import { issueApiToken, verifyApiToken } from '@/lib/auth/token';

const actor = { id: 7, email: 'meena@example.com', roles: ['ROLE_MEMBER'] };
const key = () => new TextEncoder().encode(`api-token:${process.env.AUTH_SECRET}`);

describe('API tokens', () => {
  it('round-trips the actor, the session stamp and the session it was made from', async () => {
    expect(await verifyApiToken(await issueApiToken(actor, 'stamp-1', 'session-1'))).toEqual({
      actor,
      stamp: 'stamp-1',
      sessionId: 'session-1',
    });
  });

  it('refuses tampered, foreign, expired and malformed tokens', async () => {
    const token = await issueApiToken(actor, 'stamp-1', 'session-1');
    const [head, body, signature] = token.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ sub: '1', roles: ['ROLE_ADMIN'], email: 'x@y.z' }),
    ).toString('base64url');
    expect(await verifyApiToken(`${head}.${forgedBody}.${signature}`)).toBeNull();
    const foreign = await new SignJWT({ email: 'a@b.c', roles: ['ROLE_ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .sign(new TextEncoder().encode('another secret'));
    expect(await verifyApiToken(foreign)).toBeNull();
    const expired = await new SignJWT({ email: 'a@b.c', roles: [], stamp: 's', sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('thirumanam')
      .setAudience('thirumanam-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key());
    expect(await verifyApiToken(expired)).toBeNull();
    expect(await verifyApiToken('not-a-token')).toBeNull();
    expect(body.length).toBeGreaterThan(0);
  });

  it('refuses tokens that name no stamp or no session (made before tokens carried them)', async () => {
    const made = (claims: Record<string, string>) =>
      new SignJWT({ email: 'a@b.c', roles: [], ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuer('thirumanam')
        .setAudience('thirumanam-api')
        .setExpirationTime('5m')
        .sign(key());
    expect(await verifyApiToken(await made({ stamp: 's' }))).toBeNull();
    expect(await verifyApiToken(await made({ sid: 'session-1' }))).toBeNull();
    expect(await verifyApiToken(await made({ stamp: 's', sid: 'session-1' }))).toMatchObject({
      sessionId: 'session-1',
    });
  });
});
