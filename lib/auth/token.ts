import { SignJWT, jwtVerify } from 'jose';
import type { Actor } from './roles';
import { authSecret } from '@/lib/env';

/**
 * Lifetime of a token from /user/gettoken. A token also ends when its account's password, roles or
 * activation change (its stamp) and when the session it was made from is signed out (its session
 * id), both checked by lib/auth/bearer.ts.
 */
export const API_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'thirumanam';
const AUDIENCE = 'thirumanam-api';

function key(): Uint8Array {
  // A separate derivation from the session secret keeps API tokens and session cookies apart.
  return new TextEncoder().encode(`api-token:${authSecret()}`);
}

/**
 * A signed JWT for `Authorization: Bearer` on /api/*, for an account with this session stamp,
 * made from the signed-in session `sessionId`.
 */
export async function issueApiToken(actor: Actor, stamp: string, sessionId: string): Promise<string> {
  return new SignJWT({ email: actor.email, roles: actor.roles, stamp, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(actor.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

export type VerifiedToken = { actor: Actor; stamp: string; sessionId: string };

/**
 * The actor a Bearer token stands for, the stamp it was issued with and its session, or null when
 * it is forged, expired or malformed (or from before tokens named their session). Whether the stamp
 * is still the account's and the session still open is for the caller (bearer.ts).
 */
export async function verifyApiToken(token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const id = Number(payload.sub);
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is string => typeof r === 'string')
      : [];
    if (
      !Number.isInteger(id) ||
      id < 1 ||
      typeof payload.email !== 'string' ||
      typeof payload.stamp !== 'string' ||
      typeof payload.sid !== 'string' ||
      !payload.sid
    )
      return null;
    return { actor: { id, email: payload.email, roles }, stamp: payload.stamp, sessionId: payload.sid };
  } catch {
    return null;
  }
}
