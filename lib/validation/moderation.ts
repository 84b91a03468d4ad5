import { z } from 'zod';
import { REPORT_DETAILS_MIN, REPORT_FIELD_TEXT, REPORT_REASONS, type ReportReason } from './report-reasons';

/**
 * Trust and safety (issue 22, items 3 and 4): the moderation decisions an administrator takes,
 * a member's report and block. Shared by the browser forms and the data layer.
 */
export { REPORT_REASONS, type ReportReason };

export type ModerationKind = 'photo' | 'report';

/** What an item's status reads as, in the queue and in a reporter's "My reports". */
export const MODERATION_STATUSES = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  dismissed: 'Dismissed',
  warned: 'Member warned',
  hidden: 'Profile hidden',
  suspended: 'Account suspended',
} as const;
export type ModerationStatus = keyof typeof MODERATION_STATUSES;
export type ModerationDecision = Exclude<ModerationStatus, 'pending'>;

/** The decisions each kind of item takes: a photo is approved or rejected; a report is acted on. */
export const DECISIONS_BY_KIND: Record<ModerationKind, readonly ModerationDecision[]> = {
  photo: ['approved', 'rejected'],
  report: ['dismissed', 'warned', 'hidden', 'suspended'],
};

/** Decisions that tell the member why, so they need a reason. */
export const DECISIONS_NEEDING_REASON: readonly ModerationDecision[] = [
  'rejected',
  'warned',
  'hidden',
  'suspended',
];

/**
 * An administrator undoes a decision that keeps a member out of sight: the profile shows again,
 * a suspended account signs in again. PATCH {"decision": "restored", "reason"} on the decided item;
 * the item keeps its decision and records the undoing beside it.
 */
export const RESTORABLE: readonly ModerationDecision[] = ['hidden', 'suspended'];
export const RESTORE = 'restored';

export const MODERATION_MESSAGES = {
  decision: 'Select Decision!',
  reason: 'Enter Reason!',
  reasonLong: 'Reason: at most 2000 characters.',
  wrongKind: (kind: ModerationKind) =>
    `This decision does not apply to a ${kind === 'photo' ? 'photo' : 'report'}: choose ${DECISIONS_BY_KIND[kind].join(', ')}.`,
  decided: 'This item has already been decided.',
  notRestorable: 'Only a hidden profile or a suspended account can be restored.',
  restoredBefore: 'This decision has already been undone.',
  superseded: 'A later decision keeps this member out of sight: undo that one instead.',
  alreadySuspended: 'This account is already suspended.',
  nothingToRestore: 'This member is neither hidden nor suspended: there is nothing to restore.',
  reportReason: REPORT_FIELD_TEXT.selectReason,
  details: REPORT_FIELD_TEXT.enterDetails,
  detailsShort: REPORT_FIELD_TEXT.reportDetailsShort,
  detailsLong: 'Details: at most 2000 characters.',
  profileRequired: 'Choose the member.',
  selfReport: 'You cannot report yourself.',
  selfBlock: 'You cannot block yourself.',
  alreadyBlocked: 'You have already blocked this member.',
  notYourBlock: 'This is not your block.',
  noMember: 'This member is not available.',
  notYourInterest: 'Only the note of an interest this member sent you can be reported.',
} as const;

const decisionKeys = Object.keys(MODERATION_STATUSES).filter((k) => k !== 'pending') as [
  ModerationDecision,
  ...ModerationDecision[],
];

/** PATCH /api/moderation_items/{id}: a decision and, where the member is told, the reason. */
export const moderationDecisionSchema = z
  .object({
    decision: z.enum([...decisionKeys, RESTORE], { error: MODERATION_MESSAGES.decision }),
    reason: z
      .string({ error: 'Reason: text expected.' })
      .trim()
      .max(2000, MODERATION_MESSAGES.reasonLong)
      .nullish()
      .transform((v) => v || null),
  })
  .refine(
    (v) => (v.decision !== RESTORE && !DECISIONS_NEEDING_REASON.includes(v.decision)) || v.reason !== null,
    {
      message: MODERATION_MESSAGES.reason,
      path: ['reason'],
    },
  );

const reasonKeys = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** A member's report (the profile IRI is checked by the data layer). */
export const reportSchema = z.object({
  reason: z.enum(reasonKeys, { error: MODERATION_MESSAGES.reportReason }),
  details: z
    .string({ error: MODERATION_MESSAGES.details })
    .trim()
    .min(1, MODERATION_MESSAGES.details)
    .min(REPORT_DETAILS_MIN, MODERATION_MESSAGES.detailsShort)
    .max(2000, MODERATION_MESSAGES.detailsLong),
});
