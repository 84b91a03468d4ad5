import { getActor } from './session';
import type { Actor } from './roles';
import { actorOfBearer } from './bearer';

/**
 * The caller of a JSON call: a Bearer token from /user/gettoken (what the legacy client sends on
 * every data call) or, failing that, the session cookie. A Bearer token that does not verify is
 * not silently replaced by the cookie.
 */
export async function getJsonCallActor(request: Request): Promise<Actor | null> {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) return actorOfBearer(authorization.slice(7).trim());
  return getActor();
}
