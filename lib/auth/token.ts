import { SignJWT, jwtVerify } from 'jose';
import type { Actor } from './roles';

/** Lifetime of a token from /user/gettoken: short, since it cannot be revoked. */
export const API_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'thirumanam';
const AUDIENCE = 'thirumanam-api';

function key(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is not set');
  // A separate derivation from the session secret keeps API tokens and session cookies apart.
  return new TextEncoder().encode(`api-token:${secret}`);
}

/** A signed JWT for `Authorization: Bearer` on /api/*. */
export async function issueApiToken(actor: Actor): Promise<string> {
  return new SignJWT({ email: actor.email, roles: actor.roles })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(actor.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The actor a Bearer token stands for, or null when it is forged, expired or malformed. */
export async function verifyApiToken(token: string): Promise<Actor | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
    if (!Number.isInteger(id) || id < 1 || typeof payload.email !== 'string') return null;
    return { id, email: payload.email, roles };
  } catch {
    return null;
  }
}
