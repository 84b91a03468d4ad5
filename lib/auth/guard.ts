import { AppError } from '@/lib/errors';
import { areaOf, type Actor, type Area } from './roles';

/**
 * The server-side check behind every page, action and API call of one area: no user → 401,
 * a user of another area → 403. Menus only mirror it.
 */
export function assertArea(actor: Actor | null, area: Area): Actor {
  if (!actor) throw AppError.unauthorized();
  if (areaOf(actor.roles) !== area) throw AppError.forbidden();
  return actor;
}

export function assertSignedIn(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  return actor;
}
