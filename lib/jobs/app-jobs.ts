import 'server-only';
import { keepCollegeDues } from '@/lib/data/college/dues-kept';
import { sendScheduledFeeReminders } from '@/lib/data/college/reminders';
import { sendMatchAlerts } from '@/lib/data/match-alerts';
import { sendNoticeDigests } from '@/lib/data/notifications/digest';
import { sendExpiryReminders } from '@/lib/data/plan-reminders';
import { registerJob, startJobRunner } from './runner';

/**
 * Every recurring job of the app, registered here and started by instrumentation.ts on each
 * instance (lib/jobs/runner.ts explains how instances share them). Add a job with one line:
 *   registerJob('name', 'daily 07:00', handler);
 */
export function registerAppJobs(): void {
  // Members whose plan ends within 7 days are e-mailed, once per plan period (issue 25), and noticed.
  registerJob(
    'plan-expiry-reminders',
    'daily 09:00',
    async () => `${await sendExpiryReminders()} reminder(s) sent`,
  );
  // Every student's kept dues moved to the new day (fees falling due, per-day fines growing), so
  // the first dues list of the day does not wait for it (issue 27 item 6, dues-kept.ts).
  registerJob('college-dues', 'daily 00:05', async () => {
    const done = await keepCollegeDues();
    return done.full ? `${done.students} student(s) changed` : 'already of today';
  });
  // Students with fees due in a few days, or a few days overdue, are reminded once each (issue 27).
  registerJob('fee-reminders', 'daily 09:30', async () => {
    const sent = await sendScheduledFeeReminders();
    return `${sent.students} student(s) reminded: ${sent.emails} e-mail(s), ${sent.sms} SMS`;
  });
  // The daily digest of unread notices, for the kinds each member chose it for (issue 26 item 2).
  registerJob('notice-digest', 'daily 08:00', async () => `${await sendNoticeDigests()} digest(s) sent`);
  // Match alerts: each member's daily or weekly e-mail of new matches (issue 26 item 3).
  registerJob(
    'match-alerts',
    'daily 07:00',
    async ({ dueAt }) => `${await sendMatchAlerts(dueAt)} e-mail(s)`,
  );
}

export function startAppJobs(): void {
  registerAppJobs();
  startJobRunner();
}
