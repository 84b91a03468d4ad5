import 'server-only';
import { decodeJwt } from 'jose';
import { AppError } from '@/lib/errors';
import type { Actor } from './roles';
import { verifyApiToken } from './token';

export type RequestActor = { actor: Actor | null; via: 'bearer' | 'session' | null };

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

/**
 * Tokens already verified, for at most a minute and never past their expiry: a client sends the
 * same token with every call, and verifying it again each time was a tenth of a cheap request.
 */
const verified = new Map<string, { actor: Actor; until: number }>();
const VERIFIED_MAX = 1000;

async function verifyCached(token: string): Promise<Actor | null> {
  const hit = verified.get(token);
  if (hit && hit.until > Date.now()) return hit.actor;
  const actor = await verifyApiToken(token);
  if (actor) {
    const expires = (decodeJwt(token).exp ?? 0) * 1000;
    verified.set(token, { actor, until: Math.min(expires, Date.now() + 60_000) });
    if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  }
  return actor;
}

/**
 * Who sends an API request: `Authorization: Bearer` (a token from /user/gettoken) when present,
 * otherwise the next-auth session cookie. A Bearer header that does not verify is a 401, not a
 * fallback to the cookie. next-auth is loaded only when a session cookie is there, so anonymous and
 * Bearer requests (and the Jest tests, which use Bearer) never load it.
 */
export async function resolveRequestActor(request: Request): Promise<RequestActor> {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    const actor = match ? await verifyCached(match[1]) : null;
    if (!actor) throw new AppError(401, 'Invalid JWT Token', [], { 'WWW-Authenticate': 'Bearer' });
    return { actor, via: 'bearer' };
  }
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return { actor: null, via: null };
  const { getActor } = await import('./session');
  const actor = await getActor();
  return { actor, via: actor ? 'session' : null };
}
