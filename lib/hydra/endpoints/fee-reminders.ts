import 'server-only';
import { assertCollegeAccess } from '@/lib/auth/guard';
import {
  parseReminderStudents,
  previewFeeReminders,
  sendFeeReminders,
  type ReminderCounts,
} from '@/lib/data/college/reminders';
import { expectObject } from '@/lib/data/input';
import type { ApiContext } from '../handler';
import { jsonLd, readJsonBody } from '../http';
import { contextOf } from '../serialize';

/**
 * /api/fee_reminders (issue 27 item 4): GET says how many students (e-mails, SMS) and fee lines
 * "Send reminders" would remind today, and how many it would skip (?students=1,2 or IRIs: of those
 * students only); POST sends them, each student and fee once a day: with no body or {} to every
 * student with fees due, with {"students": [IRIs]} (1 to 500 existing students, 422 otherwise) to
 * those only. College staff and administrators only. Described in docs.jsonld as "FeeReminders".
 */
const body = (counts: ReminderCounts) => ({
  '@context': contextOf('FeeReminders'),
  '@id': '/api/fee_reminders',
  '@type': 'FeeReminders',
  ...counts,
});

export async function getFeeRemindersResource(ctx: ApiContext): Promise<Response> {
  const actor = assertCollegeAccess(await ctx.actor());
  const list = new URL(ctx.request.url).searchParams.get('students');
  const students = await parseReminderStudents(list === null ? undefined : list.split(',').filter(Boolean));
  return jsonLd(body(await previewFeeReminders({ actor, students })));
}

/** A POST without a body (as before the selection existed) is {}: every student with fees due. */
const hasBody = (request: Request) => request.body !== null && request.headers.get('content-length') !== '0';

export async function postFeeRemindersResource(ctx: ApiContext): Promise<Response> {
  // Who asks is checked before the body is read: a stranger learns nothing from its validation.
  const actor = assertCollegeAccess(await ctx.actor());
  const input = hasBody(ctx.request) ? expectObject(await readJsonBody(ctx.request, 'POST')) : {};
  const students = await parseReminderStudents(input.students);
  return jsonLd(body(await sendFeeReminders({ actor, students })), 200);
}
