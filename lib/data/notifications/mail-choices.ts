import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles, users } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { assertArea } from '@/lib/auth/guard';
import { AppError } from '@/lib/errors';
import {
  DEFAULT_NOTICE_MAIL,
  NOTIFICATION_KINDS,
  isNoticeMailChoice,
  isNotificationKind,
  type NoticeMailChoices,
  type NotificationKind,
} from '@/lib/notifications/kinds';
import { expectObject } from '../input';

/**
 * Each member's e-mail choice per kind of notice (issue 26 item 2): at once, in the daily digest,
 * or not at all; a kind never chosen keeps its default (lib/notifications/kinds.ts). The notice
 * itself is always written: the choice is only about e-mail.
 */
export const withDefaults = (stored: Partial<NoticeMailChoices> | null | undefined): NoticeMailChoices => {
  const choices = { ...DEFAULT_NOTICE_MAIL };
  for (const kind of NOTIFICATION_KINDS) {
    const value = stored?.[kind];
    if (isNoticeMailChoice(value)) choices[kind] = value;
  }
  return choices;
};

/** The signed-in member's choices. */
export async function getNoticeMail({ actor }: { actor: Actor | null }): Promise<NoticeMailChoices> {
  const member = assertArea(actor, 'member');
  const [row] = await db.select({ noticeMail: users.noticeMail }).from(users).where(eq(users.id, member.id));
  return withDefaults(row?.noticeMail);
}

/** Saves some of the member's choices ({kind: "now" | "digest" | "off"}); 422 for an unknown kind or choice. */
export async function saveNoticeMail({ actor, input }: { actor: Actor | null; input: unknown }): Promise<NoticeMailChoices> {
  const member = assertArea(actor, 'member');
  const body = expectObject(input);
  const violations = Object.entries(body).flatMap(([kind, choice]) =>
    !isNotificationKind(kind)
      ? [{ propertyPath: kind, message: 'This kind of notice does not exist.' }]
      : !isNoticeMailChoice(choice)
        ? [{ propertyPath: kind, message: 'Choose "now", "digest" or "off".' }]
        : [],
  );
  if (violations.length) throw AppError.validation(violations);
  const current = await getNoticeMail({ actor });
  const next = { ...current, ...(body as Partial<NoticeMailChoices>) };
  await db.update(users).set({ noticeMail: next }).where(eq(users.id, member.id));
  return next;
}

/** The database, or the transaction a caller is in (PGlite has one connection: a query outside it would wait forever). */
type Executor = Pick<typeof db, 'select'>;

/** How the member with this profile wants to be e-mailed of `kind`. */
async function mailChoiceOf(profileId: number, kind: NotificationKind, executor: Executor) {
  const [row] = await executor
    .select({ noticeMail: users.noticeMail })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return withDefaults(row?.noticeMail)[kind];
}

/** Whether the member with this profile wants an e-mail of `kind` at once. */
export const wantsMailNow = async (
  profileId: number,
  kind: NotificationKind,
  executor: Executor = db,
): Promise<boolean> => (await mailChoiceOf(profileId, kind, executor)) === 'now';
