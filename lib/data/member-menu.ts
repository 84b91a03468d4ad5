import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import type { MenuCounts } from '@/lib/menus';
import { countInterestMenu } from './interests';
import { countShortlist } from './shortlists';

/** The member menu's figures (lib/menus.ts); none for a member without a profile yet. */
export async function countMemberMenu(actor: Actor): Promise<MenuCounts> {
  const [interests, shortlist] = await Promise.all([countInterestMenu(actor), countShortlist(actor)]);
  return { ...(interests ?? {}), ...(shortlist === null ? {} : { shortlist }) };
}
