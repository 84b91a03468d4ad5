import 'server-only';
import { cache } from 'react';
import { db } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import type { MenuCounts } from '@/lib/menu-items';
import { interestMenuFigures } from './interests';
import { ownPartyThisRender, type Party } from './member-party';
import { unreadMessagesFigure } from './messages/conversations';
import { unreadNoticesFigure } from './notifications/notices';
import { shortlistFigure } from './shortlists';

/**
 * The signed-in layout's figures of `me` (interests, shortlist, unread messages, unread notices),
 * each the query of its own module, in one statement: one round trip per page instead of four.
 * Read once per render (React's cache) whichever of the two functions below asks first; nothing
 * is kept between requests, so an interest or a notice shows on the next page.
 */
const figuresOf = cache(async (me: Party) => {
  const i = interestMenuFigures(me).as('i');
  const s = shortlistFigure(me).as('s');
  const m = unreadMessagesFigure(me).as('m');
  const n = unreadNoticesFigure(me.profileId).as('n');
  const [row] = await db
    .select({
      received: i.received,
      sent: i.sent,
      accepted: i.accepted,
      shortlist: s.shortlist,
      messages: m.messages,
      notices: n.notices,
    })
    .from(i)
    .crossJoin(s)
    .crossJoin(m)
    .crossJoin(n);
  return {
    received: Number(row.received),
    sent: Number(row.sent),
    accepted: Number(row.accepted),
    shortlist: Number(row.shortlist),
    messages: Number(row.messages),
    notices: Number(row.notices),
  };
});

/** The member menu's figures (lib/menus.ts); none for a member without a profile yet. */
export async function countMemberMenu(actor: Actor): Promise<MenuCounts> {
  const me = await ownPartyThisRender(actor).catch(() => null);
  if (!me) return {};
  const { received, sent, accepted, shortlist, messages } = await figuresOf(me);
  return { received, sent, accepted, shortlist, messages };
}

/** The bell's figure for the signed-in member; null for anyone without a profile. */
export async function countUnreadNotifications(actor: Actor): Promise<number | null> {
  const me = await ownPartyThisRender(actor).catch(() => null);
  return me ? (await figuresOf(me)).notices : null;
}
