import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import {
  MATCH_ALERT_FREQUENCIES,
  matchAlerts,
  matchAlertSettings,
  profiles,
  users,
  type MatchAlertFrequency,
} from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { indianDay } from '@/lib/format';
import { authSecret } from '@/lib/env';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { sendMail, type Mail } from '@/lib/mail';
import { matchAlertMail, type AlertedMatch } from '@/lib/mail/match-alert-messages';
import { appUrl } from '@/lib/mail/messages';
import { applyOverrides } from '@/lib/matching/match-query';
import { preferenceFilters, searchMatches } from './match-search';
import { alertSearchesOf } from './saved-searches';
import { ownParty } from './member-party';
import { visibleProfile } from './member-visibility';
import { cardJpegOf } from './media';
import { approvedPhoto } from './moderation/visibility';
import { memberViewer, photosShownTo } from './photo-access';

export type { MatchAlertFrequency };

/**
 * Match alerts (issue 26 item 3): a daily or weekly e-mail (the member's choice, weekly by default,
 * or off) of the members who joined since the last alert and match the member's Looking For, best
 * porutham first, at most 10 (and those of the saved searches marked for it). The candidates come from the match search itself (match-search.ts:
 * visibility and blocks both ways included), so an alert never names someone the member could not
 * open. Sent by the 'match-alerts' job (lib/jobs/app-jobs.ts, daily at 07:00 Kolkata time); each
 * send is a row of match_alert, unique per member and Kolkata day, claimed before the e-mail goes:
 * a second runner, or a retry after a failure, skips the member.
 */
const MAX_MATCHES = 10;
const DAY_MS = 86_400_000;

/** The signed-in member's choice of match alerts: weekly until they choose (403 without a profile). */
export async function getMatchAlertChoice({ actor }: { actor: Actor | null }): Promise<MatchAlertFrequency> {
  const me = await ownParty(actor);
  const [row] = await db
    .select({ frequency: matchAlertSettings.frequency })
    .from(matchAlertSettings)
    .where(eq(matchAlertSettings.profileId, me.profileId));
  return row?.frequency ?? 'weekly';
}

/** PATCH /api/me {"matchAlerts": "daily" | "weekly" | "off"}: 422 for anything else. */
export async function saveMatchAlertChoice({ actor, input }: { actor: Actor | null; input: unknown }) {
  const me = await ownParty(actor);
  if (!(MATCH_ALERT_FREQUENCIES as readonly unknown[]).includes(input))
    throw AppError.validation([{ propertyPath: 'matchAlerts', message: 'Choose "daily", "weekly" or "off".' }]);
  await setMatchAlertFrequency(me.profileId, input as MatchAlertFrequency);
}

export async function setMatchAlertFrequency(profileId: number, frequency: MatchAlertFrequency): Promise<void> {
  // Through the profile row, so a profile deleted meanwhile is a no-op rather than a foreign-key error.
  await db.execute(sql`
    insert into match_alert_setting (profile_id, frequency)
    select id, ${frequency} from profile where id = ${profileId}
    on conflict (profile_id) do update set frequency = excluded.frequency`);
}

const mac = (profileId: number) =>
  createHmac('sha256', `match-alert-unsubscribe:${authSecret()}`).update(String(profileId)).digest('base64url');

/** The signed, sign-in-free unsubscribe address of a member's alerts (GET confirms, POST unsubscribes). */
const unsubscribeUrl = (profileId: number) => `${appUrl()}/unsubscribe/${profileId}.${mac(profileId)}`;

/** The member a signed unsubscribe token names, or null when it is not one of ours. */
export function profileOfUnsubscribeToken(token: string): number | null {
  const [id, signature] = token.split('.');
  if (!/^\d{1,10}$/.test(id ?? '') || !signature) return null;
  const expected = Buffer.from(mac(Number(id)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(id) : null;
}

/** The language of the account behind a profile, for the unsubscribe page. */
export async function localeOfProfile(profileId: number): Promise<Locale> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return isLocale(row?.locale) ? row.locale : 'en';
}

type Recipient = {
  profileId: number;
  email: string;
  locale: string | null;
  frequency: 'daily' | 'weekly';
  lastSentAt: Date | null;
};

/** Members due an alert at `dueAt`: live, alerts not off, the last alert a day (a week) ago. */
async function dueRecipients(dueAt: Date): Promise<Recipient[]> {
  const frequency = sql<'daily' | 'weekly'>`coalesce(${matchAlertSettings.frequency}, 'weekly')`;
  const last = sql<Date | null>`(select max(a.sent_at) from match_alert a where a.profile_id = ${profiles.id})`;
  // A little slack, so a run a few minutes early or late does not skip a day.
  const dailyBefore = new Date(dueAt.getTime() - DAY_MS + 2 * 3600_000).toISOString();
  const weeklyBefore = new Date(dueAt.getTime() - 7 * DAY_MS + 2 * 3600_000).toISOString();
  const rows = await db
    .select({
      profileId: profiles.id,
      email: users.email,
      locale: users.locale,
      frequency,
      lastSentAt: sql<string | null>`${last}`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(matchAlertSettings, eq(matchAlertSettings.profileId, profiles.id))
    .where(
      and(
        visibleProfile(),
        sql`${frequency} <> 'off'`,
        sql`(${last} is null or ${last} < case ${frequency} when 'daily' then ${dailyBefore}::timestamptz else ${weeklyBefore}::timestamptz end)`,
      ),
    );
  return rows.map((r) => ({ ...r, lastSentAt: r.lastSentAt ? new Date(r.lastSentAt) : null }));
}

/**
 * The new matches of one member since `since`, best porutham first, at most 10: those of the
 * member's Looking For, and besides those of each saved search they marked for the alert (issue 26
 * item 4: its filters laid over the preferences, as the match page does), each candidate once.
 */
async function newMatchesOf(profileId: number, since: Date): Promise<(AlertedMatch & { photoUrl: string | null })[]> {
  const [viewer] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  if (!viewer) return [];
  const preferences = preferenceFilters(viewer);
  const searches = [
    preferences,
    ...(await alertSearchesOf(profileId)).map((saved) => applyOverrides(preferences, saved.query.overrides)),
  ];
  const found = await Promise.all(
    searches.map((filters) =>
      searchMatches(
        profileId,
        { ...filters, joinedAfter: since.toISOString() },
        { page: 1, itemsPerPage: MAX_MATCHES, order: 'score' },
      ),
    ),
  );
  const scores = new Map<number, number>();
  for (const item of found.flatMap((result) => result.items))
    scores.set(item.profileId, Math.max(item.score, scores.get(item.profileId) ?? item.score));
  const best = [...scores].sort((a, b) => b[1] - a[1]).slice(0, MAX_MATCHES);
  if (best.length === 0) return [];
  const rows = await db
    // Another member's photo once an administrator approved it (moderation/visibility.ts).
    .select({ id: profiles.id, name: profiles.fullName, age: profiles.age, photo: approvedPhoto(profiles.photo) })
    .from(profiles)
    .where(
      inArray(
        profiles.id,
        best.map(([id]) => id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Photos as this member may see them (photo-access.ts, the one rule): the others' are left out.
  const shown = await photosShownTo(
    memberViewer({ profileId, userId: viewer.userId }),
    rows.filter((r) => r.photo !== null).map((r) => r.id),
  );
  return best.flatMap(([id, score]) => {
    const row = byId.get(id);
    const photoUrl = row?.photo && shown.has(row.id) ? row.photo : null;
    return row ? [{ profileId: row.id, name: row.name, age: row.age, score, photoUrl }] : [];
  });
}

type CardJpeg = Awaited<ReturnType<typeof cardJpegOf>>;

/**
 * One run's card JPEGs by photo address: a member who is in many recipients' alerts is read and
 * encoded once, not once per mail. The most recent 200 are kept, which bounds the memory a run takes.
 */
function cardJpegs(max = 200): (photoUrl: string) => Promise<CardJpeg> {
  const recent = new Map<string, Promise<CardJpeg>>();
  return (photoUrl) => {
    const card = recent.get(photoUrl) ?? cardJpegOf(photoUrl);
    recent.delete(photoUrl);
    recent.set(photoUrl, card);
    if (recent.size > max) recent.delete(recent.keys().next().value!);
    return card;
  };
}

/** The matches with their card photos (where shown) as inline JPEG images of the mail. */
async function withPhotos(
  matches: (AlertedMatch & { photoUrl: string | null })[],
  cardOf: (photoUrl: string) => Promise<CardJpeg>,
) {
  const inlineImages: NonNullable<Mail['inlineImages']> = [];
  const alerted: AlertedMatch[] = [];
  for (const { photoUrl, ...match } of matches) {
    const card = photoUrl ? await cardOf(photoUrl) : null;
    if (!card) {
      alerted.push(match);
      continue;
    }
    const cid = `match-${match.profileId}@thirumanam`;
    inlineImages.push({ cid, filename: `match-${match.profileId}.jpg`, contentType: 'image/jpeg', content: card.content });
    alerted.push({ ...match, photo: { cid, width: card.width, height: card.height } });
  }
  return { alerted, inlineImages };
}

/** Sends the alerts due at `dueAt` (the job's occurrence); returns how many e-mails went out. */
export async function sendMatchAlerts(dueAt: Date): Promise<number> {
  let sent = 0;
  const sentOn = indianDay(dueAt);
  const cardOf = cardJpegs();
  for (const recipient of await dueRecipients(dueAt)) {
    const window = recipient.frequency === 'daily' ? DAY_MS : 7 * DAY_MS;
    const since = recipient.lastSentAt ?? new Date(dueAt.getTime() - window);
    const matches = await newMatchesOf(recipient.profileId, since);
    if (matches.length === 0) continue;
    const [claimed] = await db
      .insert(matchAlerts)
      .values({ profileId: recipient.profileId, sentOn, matchIds: matches.map((m) => m.profileId) })
      .onConflictDoNothing()
      .returning({ id: matchAlerts.id });
    if (!claimed) continue; // another runner sent it
    try {
      const locale = isLocale(recipient.locale) ? recipient.locale : 'en';
      const { alerted, inlineImages } = await withPhotos(matches, cardOf);
      await sendMail({
        ...matchAlertMail(recipient.email, locale, recipient.frequency, alerted, unsubscribeUrl(recipient.profileId)),
        inlineImages,
      });
      sent++;
    } catch (error) {
      // Not sent: the record goes, so the retry (the job tries again) sends it.
      await db.delete(matchAlerts).where(eq(matchAlerts.id, claimed.id));
      throw error;
    }
  }
  return sent;
}
