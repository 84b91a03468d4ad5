import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import type { MenuCounts } from '@/lib/menu-items';
import { countInterestMenu } from './interests';
import { countUnreadMessages } from './messages/conversations';
import { countShortlist } from './shortlists';

/** The member menu's figures (lib/menus.ts); none for a member without a profile yet. */
export async function countMemberMenu(actor: Actor): Promise<MenuCounts> {
  const [interests, shortlist, messages] = await Promise.all([
    countInterestMenu(actor),
    countShortlist(actor),
    countUnreadMessages(actor),
  ]);
  return {
    ...(interests ?? {}),
    ...(shortlist === null ? {} : { shortlist }),
    ...(messages === null ? {} : { messages }),
  };
}
