import 'server-only';
import { AppError } from '@/lib/errors';
import type { Actor } from './roles';
import { actorOfBearer } from './bearer';

export type RequestActor = { actor: Actor | null; via: 'bearer' | 'session' | null };

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

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
    const actor = match ? await actorOfBearer(match[1]) : null;
    if (!actor) throw new AppError(401, 'Invalid JWT Token', [], { 'WWW-Authenticate': 'Bearer' });
    return { actor, via: 'bearer' };
  }
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return { actor: null, via: null };
  const { getActor } = await import('./session');
  const actor = await getActor();
  return { actor, via: actor ? 'session' : null };
}
