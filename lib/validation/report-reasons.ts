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

/** The fewest characters a report's details take, trimmed. */
export const REPORT_DETAILS_MIN = 10;

/**
 * What a report's fields are refused with, by the key that words them in the catalogues (the
 * `validation` namespace, and the `messages` one's copy that the report dialogs read: the same
 * English, one Tamil wording, scripts/check-messages.mjs checks it). The server's schema
 * (./moderation.ts's reportSchema) refuses with the same texts.
 */
export const REPORT_FIELD_TEXT = {
  selectReason: 'Select Reason!',
  enterDetails: 'Enter Details!',
  reportDetailsShort: 'Please describe what happened (at least 10 characters).',
} as const;
export type ReportFieldText = keyof typeof REPORT_FIELD_TEXT;

/**
 * The two Report dialogs' check (a member's, a message's), without zod: each missing field its own
 * message, and "at least 10 characters" only for details written too short.
 */
export function reportFieldErrors(
  reason: string | null,
  details: string,
): Partial<Record<'reason' | 'details', ReportFieldText>> {
  const written = details.trim().length;
  return {
    ...(!(reason && reason in REPORT_REASONS) && { reason: 'selectReason' }),
    ...(written === 0
      ? { details: 'enterDetails' }
      : written < REPORT_DETAILS_MIN && { details: 'reportDetailsShort' }),
  };
}
