import 'server-only';
import { assertCollegeAccess } from '@/lib/auth/guard';
import { previewFeeReminders, sendFeeReminders, type ReminderCounts } from '@/lib/data/college/reminders';
import type { ApiContext } from '../handler';
import { jsonLd } from '../http';
import { contextOf } from '../serialize';

/**
 * /api/fee_reminders (issue 27 item 4): GET says how many students (e-mails, SMS) and fee lines
 * "Send reminders" would remind today; POST sends them, each student and fee once a day. College
 * staff and administrators only. Described in docs.jsonld as "FeeReminders".
 */
const body = (counts: ReminderCounts) => ({
  '@context': contextOf('FeeReminders'),
  '@id': '/api/fee_reminders',
  '@type': 'FeeReminders',
  ...counts,
});

export async function getFeeRemindersResource(ctx: ApiContext): Promise<Response> {
  const actor = assertCollegeAccess(await ctx.actor());
  return jsonLd(body(await previewFeeReminders({ actor })));
}

export async function postFeeRemindersResource(ctx: ApiContext): Promise<Response> {
  const actor = assertCollegeAccess(await ctx.actor());
  return jsonLd(body(await sendFeeReminders({ actor })), 200);
}
