import { asAppError } from '@/lib/database-failure';
import { assertArea } from './guard';
import type { Actor, Area } from './roles';
import { getActor } from './session';

export type ActionResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

/**
 * Wraps a server action of one area: the caller's session is checked on the server on every call
 * (a hidden menu is no protection), and data-layer errors come back as { ok: false, error }.
 */
export function areaAction<Args extends unknown[], T>(
  area: Area,
  action: (actor: Actor, ...args: Args) => Promise<T>,
) {
  return async (...args: Args): Promise<ActionResult<T>> => {
    try {
      const actor = assertArea(await getActor(), area);
      return { ok: true, data: await action(actor, ...args) };
    } catch (error) {
      const known = asAppError(error);
      if (known) return { ok: false, status: known.status, error: known.message };
      throw error;
    }
  };
}
