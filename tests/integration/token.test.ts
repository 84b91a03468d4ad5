/** @jest-environment node */
import { SignJWT } from 'jose';
import { issueApiToken, verifyApiToken } from '@/lib/auth/token';

const actor = { id: 7, email: 'meena@example.com', roles: ['ROLE_MEMBER'] };

describe('API tokens', () => {
  it('round-trips the actor and the session stamp it was issued with', async () => {
    expect(await verifyApiToken(await issueApiToken(actor, 'stamp-1'))).toEqual({ actor, stamp: 'stamp-1' });
  });

  it('refuses tampered, foreign, expired and malformed tokens', async () => {
    const token = await issueApiToken(actor, 'stamp-1');
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
    const expired = await new SignJWT({ email: 'a@b.c', roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('thirumanam')
      .setAudience('thirumanam-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(`api-token:${process.env.AUTH_SECRET}`));
    expect(await verifyApiToken(expired)).toBeNull();
    expect(await verifyApiToken('not-a-token')).toBeNull();
    // a token of before stamps (no stamp claim) is no token
    const unstamped = await new SignJWT({ email: 'a@b.c', roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('thirumanam')
      .setAudience('thirumanam-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(`api-token:${process.env.AUTH_SECRET}`));
    expect(await verifyApiToken(unstamped)).toBeNull();
    expect(body.length).toBeGreaterThan(0);
  });
});
