import 'server-only';
import { sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { notifications } from '@/db/schema';
import { planExpiringMail } from '@/lib/mail/plan-messages';
import { DEFAULT_NOTICE_MAIL, isNoticeMailChoice } from '@/lib/notifications/kinds';
import { mailMember } from './interest-mail';
import { indiaToday } from './india-today';

/** How many days before the expiry a member is reminded (issue 25: "an e-mail 7 days before expiry"). */
const REMINDER_DAYS = 7;

type Due = {
  profile_id: number;
  user_id: number | null;
  plan_name: string;
  expiry: string;
  choice: string | null;
};

/**
 * Reminds the members whose plan ends within REMINDER_DAYS (and has not ended), once per plan
 * period: each profile is claimed by setting expiry_reminded_for to its expiry in the same UPDATE
 * that finds it, so of several instances sweeping at once only one claims a member (the others'
 * UPDATE waits on the row, then finds it claimed); a new expiry (a renewal) re-arms it. Each
 * claimed member gets a "plan expiring" notice under the bell (issue 26 item 2; once per expiry
 * date: notification_plan_expiring_idx) and, unless they chose the digest or no e-mail for it,
 * the e-mail, which goes out after the claim commits. `today` is for tests; by default India's day
 * (the expiry's calendar; the database's current_date is a day behind from 18:30 to 24:00 UTC). Returns how many members were reminded.
 */
export async function sendExpiryReminders({ today }: { today?: string } = {}): Promise<number> {
  const day = today ? sql`${today}::date` : indiaToday;
  const due = await queryRows<Due>(sql`
    update profile p set expiry_reminded_for = p.expiry
    from members_plan mp, users u
    where mp.id = p.members_plan_id
      and u.id = p.user_id
      and p.expiry between ${day} and ${day} + ${REMINDER_DAYS}::int
      and p.expiry_reminded_for is distinct from p.expiry
    returning p.id as profile_id, p.user_id, mp.plan_name, p.expiry::text as expiry,
      u.notice_mail ->> 'plan_expiring' as choice`);
  if (due.length === 0) return 0;
  await db
    .insert(notifications)
    .values(due.map((row) => ({ profileId: row.profile_id, kind: 'plan_expiring' as const, data: { expiry: row.expiry } })))
    .onConflictDoNothing();
  for (const row of due) {
    const choice = isNoticeMailChoice(row.choice) ? row.choice : DEFAULT_NOTICE_MAIL.plan_expiring;
    if (choice === 'now') await mailMember(row.user_id, (to) => planExpiringMail(to, row.plan_name, row.expiry));
  }
  return due.length;
}
