import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { db, queryRows } from '@/db/client';
import { notifications, users } from '@/db/schema';
import { noticeText } from '@/lib/notifications/notice-text';
import { sendMail } from '@/lib/mail';
import { noticeDigestMail } from '@/lib/mail/notice-messages';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import en from '@/lib/i18n/messages/en.json';
import ta from '@/lib/i18n/messages/ta.json';
import { NOTIFICATION_KINDS, type NoticeMailChoices } from '@/lib/notifications/kinds';
import { withDefaults } from './mail-choices';
import { visibleNoticesAmong } from './notices';

const CATALOGUES = { en, ta } as const;

type Candidate = {
  profile_id: number;
  user_id: number;
  email: string;
  locale: string | null;
  notice_mail: Partial<NoticeMailChoices> | null;
};

/**
 * The daily digest (issue 26 item 2), run by the job runner (lib/jobs/app-jobs.ts): each member
 * with unread notices of the kinds they chose "digest" for, not in a digest yet, gets one e-mail
 * listing them (in their language), and those notices are marked digested. The notices are taken
 * by one UPDATE ... RETURNING per member, so two runs at once never put a notice in two e-mails;
 * if the mail cannot be sent they are handed back for the next run. Only notices the member may
 * see are listed (not those about a member blocked or out of sight). A message notice that grows
 * after its digest is digested again (recordMessageNotice clears digested_at). Returns how many
 * digests were sent.
 */
export async function sendNoticeDigests(): Promise<number> {
  const candidates = await queryRows<Candidate>(sql`
    select distinct n.profile_id, u.id as user_id, u.email, u.locale, u.notice_mail
    from notification n
    join profile p on p.id = n.profile_id
    join users u on u.id = p.user_id
    where n.read_at is null and n.digested_at is null`);
  let sent = 0;
  for (const member of candidates) {
    const choices = withDefaults(member.notice_mail);
    const kinds = NOTIFICATION_KINDS.filter((kind) => choices[kind] === 'digest');
    if (kinds.length === 0) continue;
    const taken = await db
      .update(notifications)
      .set({ digestedAt: sql`now()` })
      .where(
        and(
          eq(notifications.profileId, member.profile_id),
          isNull(notifications.readAt),
          isNull(notifications.digestedAt),
          inArray(notifications.kind, kinds),
        ),
      )
      .returning({ id: notifications.id });
    const ids = taken.map((row) => row.id);
    const notices = await visibleNoticesAmong(member.profile_id, ids);
    if (notices.length === 0) continue;
    const locale = isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
    const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'notifications' });
    const lines = notices.map((notice) =>
      noticeText(t, {
        kind: notice.kind,
        fullName: notice.other?.fullName ?? null,
        count: notice.count,
        details: notice.data,
      }),
    );
    try {
      await sendMail(
        noticeDigestMail(member.email, {
          subject: t('digestSubject', { count: lines.length }),
          intro: t('digestIntro', { count: lines.length }),
          lines,
          link: t('digestLink'),
          footer: t('digestFooter'),
        }),
      );
    } catch (error) {
      // The mail server is away: the notices wait for the next run.
      await db.update(notifications).set({ digestedAt: null }).where(inArray(notifications.id, ids));
      throw error;
    }
    await db.update(users).set({ digestSentAt: sql`now()` }).where(eq(users.id, member.user_id));
    sent++;
  }
  return sent;
}
