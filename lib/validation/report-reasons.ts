/**
 * Why a member reports another (issue 22, items 3 and 4), apart from the moderation schemas
 * (./moderation.ts) so that a page can offer them without loading zod (issue 28: a conversation's
 * report dialog).
 */
export const REPORT_REASONS = {
  fake_profile: 'Fake profile',
  already_married: 'Already married',
  inappropriate_photo: 'Inappropriate photo',
  harassment: 'Harassment',
  asks_for_money: 'Asks for money',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
