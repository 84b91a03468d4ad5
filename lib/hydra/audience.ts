import 'server-only';
import { assertCollegeAccess } from '@/lib/auth/guard';
import { areaOf, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import type { Audience } from './endpoints/types';

/** Whether a signed-in actor is of this audience ('member' and 'admin' are areas, lib/auth/roles.ts). */
function admits(actor: Actor, audience: Audience): boolean {
  if (audience === 'signed-in') return true;
  if (audience !== 'college') return areaOf(actor.roles) === audience;
  try {
    assertCollegeAccess(actor); // the college rule stays in one place
    return true;
  } catch {
    return false;
  }
}

/**
 * The router's one check of an endpoint's declared audience: no credentials 401, an account the
 * endpoint is not for 403 (before its query or body is even read).
 */
export function assertAudience(actor: Actor | null, audience: Audience | readonly Audience[]): Actor {
  if (!actor) throw AppError.unauthorized();
  const audiences: readonly Audience[] = typeof audience === 'string' ? [audience] : audience;
  if (!audiences.some((one) => admits(actor, one))) throw AppError.forbidden();
  return actor;
}
