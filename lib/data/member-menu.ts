import 'server-only';
import { cache } from 'react';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { profiles, termsAcceptances, type Profile } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { indianDay } from '@/lib/format';
import type { MenuCounts } from '@/lib/menu-items';
import { interestMenuFigures } from './interests';
import { partyColumnsOn, type Party } from './member-party';
import { perConnection } from './per-connection';
import { unreadMessagesFigure } from './messages/conversations';
import { unreadNoticesFigure } from './notifications/notices';
import { getSettings } from './settings';
import { shortlistFigure } from './shortlists';

/**
 * What every member page reads of the signed-in member, in one statement: their own party
 * (member-party.ts) and the signed-in layout's figures (interests, shortlist, unread messages and
 * notices, each the query of its own module). Built once per connection and prepared on the server
 * (lib/data/profiles/prepared.ts does the same for the profile reads): unprepared, each page paid
 * Drizzle's building, two round trips per statement (postgres.js asks for the parameters' types
 * first) and PostgreSQL's planning anew (1.1 ms against 0.15 ms of execution for the figures); as
 * two statements, the figures waited for the party's round trip. The layout's terms check
 * (terms.ts) rides along too: whether the member accepted the version in force, or any. Its only
 * values are the account, India's day and that version, as placeholders
 * (tests/integration/member-menu-prepared.test.ts).
 */
function prepareMemberFrame(database: Database) {
  // The member's profile id inside each figure: a subquery with its own FROM, so that the figures'
  // joins of the other members' profiles cannot capture it. PostgreSQL plans each use as an InitPlan
  // (an index probe of profile_user_id_idx, run at most once per statement, most never run).
  const me = sql`(select "own"."id" from ${profiles} "own" where "own"."user_id" = ${sql.placeholder('userId')})`;
  const i = interestMenuFigures(me).as('i');
  const s = shortlistFigure(me).as('s');
  const m = unreadMessagesFigure(me).as('m');
  const n = unreadNoticesFigure(me).as('n');
  return database
    .select({
      // The member's own profile row, for a page that shows or checks it (profiles/prepared.ts).
      profile: profiles,
      ...partyColumnsOn(sql`${sql.placeholder('today')}::date`),
      received: i.received,
      sent: i.sent,
      accepted: i.accepted,
      shortlist: s.shortlist,
      messages: m.messages,
      notices: n.notices,
      termsAccepted: sql<boolean>`exists (select 1 from ${termsAcceptances} where ${termsAcceptances.userId} = ${sql.placeholder('userId')} and ${termsAcceptances.version} = ${sql.placeholder('termsVersion')})`,
      termsEver: sql<boolean>`exists (select 1 from ${termsAcceptances} where ${termsAcceptances.userId} = ${sql.placeholder('userId')})`,
    })
    .from(profiles)
    .crossJoin(i)
    .crossJoin(s)
    .crossJoin(m)
    .crossJoin(n)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('member_frame');
}

/** The prepared statement of the open connection. */
export const memberFrameStatement = perConnection(prepareMemberFrame);

type MemberFrame = {
  profile: Profile;
  party: Party;
  figures: Required<MenuCounts> & { notices: number };
  /** Whether the member accepted the terms' version in force (`version`), and any version. */
  terms: { version: string; accepted: boolean; ever: boolean };
};

/**
 * Read once per page render (React's cache), whoever asks first: the layout's figures or the
 * page's own lists; nothing is kept between requests, so an interest or a notice shows on the next
 * page. Null for an account without a profile.
 */
const memberFrameThisRender = cache(async (userId: number): Promise<MemberFrame | null> => {
  const termsVersion = (await getSettings()).legal.version;
  const [row] = await memberFrameStatement().execute({ userId, today: indianDay(), termsVersion });
  if (!row) return null;
  const { profile, received, sent, accepted, shortlist, messages, notices, termsAccepted, termsEver, ...party } = row;
  return {
    profile,
    party,
    terms: { version: termsVersion, accepted: termsAccepted, ever: termsEver },
    figures: {
      received: Number(received),
      sent: Number(sent),
      accepted: Number(accepted),
      shortlist: Number(shortlist),
      messages: Number(messages),
      notices: Number(notices),
    },
  };
});

/** The user's own party as the frame read it in this render (ownParty, member-party.ts); undefined without a profile. */
export async function framePartyThisRender(userId: number): Promise<Party | undefined> {
  return (await memberFrameThisRender(userId))?.party;
}

/** The user's own profile row as the frame read it in this render; undefined without one. */
export async function ownProfileRowThisRender(userId: number): Promise<Profile | undefined> {
  return (await memberFrameThisRender(userId))?.profile;
}

/** The member menu's figures (lib/menus.ts); none for a member without a profile yet. */
export async function countMemberMenu(actor: Actor): Promise<MenuCounts> {
  const frame = await memberFrameThisRender(assertArea(actor, 'member').id);
  if (!frame) return {};
  const { received, sent, accepted, shortlist, messages } = frame.figures;
  return { received, sent, accepted, shortlist, messages };
}

/** The bell's figure for the signed-in member; null for anyone without a profile. */
export async function countUnreadNotifications(actor: Actor): Promise<number | null> {
  const frame = await memberFrameThisRender(assertArea(actor, 'member').id);
  return frame ? frame.figures.notices : null;
}

/**
 * Whether the member accepted the terms' version in force and any version, read with the frame
 * (terms.ts asks on every member page); null for a member without a profile (no frame).
 */
export async function termsOfFrame(actor: Actor): Promise<MemberFrame['terms'] | null> {
  const frame = await memberFrameThisRender(assertArea(actor, 'member').id);
  return frame?.terms ?? null;
}
