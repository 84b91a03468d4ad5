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

/** Holds the college role: what the college screens need (their area is also every non-member). */
const isCollegeStaff = (actor: Pick<Actor, 'roles'> | null | undefined) =>
  !!actor?.roles.includes('ROLE_COLLEGE');

/**
 * College fee data (settings, students, fees, receipts): college staff and administrators only,
 * for reads as well as writes (issue 12, item 7). Members are refused with 403, anonymous 401.
 */
export function assertCollegeAccess(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  if (!isCollegeStaff(actor) && !actor.roles.includes('ROLE_ADMIN')) throw AppError.forbidden();
  return actor;
}
