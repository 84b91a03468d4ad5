import 'server-only';
import { decodeJwt } from 'jose';
import { isSessionEnded } from '@/lib/data/ended-sessions';
import { currentEmail, currentSessionStamp } from '@/lib/data/session-stamps';
import type { Actor } from './roles';
import { verifyApiToken, type VerifiedToken } from './token';

/**
 * Tokens already verified, for at most a minute and never past their expiry: a client sends the
 * same token with every call, and verifying it again each time was a tenth of a cheap request.
 */
const verified = new Map<string, { token: VerifiedToken; until: number }>();
const VERIFIED_MAX = 1000;

async function verifyCached(token: string): Promise<VerifiedToken | null> {
  const hit = verified.get(token);
  if (hit && hit.until > Date.now()) return hit.token;
  const result = await verifyApiToken(token);
  if (result) {
    const expires = (decodeJwt(token).exp ?? 0) * 1000;
    verified.set(token, { token: result, until: Math.min(expires, Date.now() + 60_000) });
    if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  }
  return result;
}

/**
 * The actor of a Bearer token (from /user/gettoken) and the session it was made from, or null when
 * it does not verify, was issued before its account's password, roles or activation last changed
 * (its stamp), or its session has been signed out since. Both are checked on every call, from memory.
 */
export async function bearerSession(token: string): Promise<{ actor: Actor; sessionId: string } | null> {
  const result = await verifyCached(token);
  if (!result || result.stamp !== (await currentSessionStamp(result.actor.id))) return null;
  if (await isSessionEnded(result.sessionId)) return null;
  // The token carries the e-mail it was issued with; the account's may have changed since.
  const email = (await currentEmail(result.actor.id)) ?? result.actor.email;
  return { actor: { ...result.actor, email }, sessionId: result.sessionId };
}

/** The actor of a Bearer token, or null (see bearerSession). */
export async function actorOfBearer(token: string): Promise<Actor | null> {
  return (await bearerSession(token))?.actor ?? null;
}
