import { z } from 'zod';

/** The outcomes of a verification call as the queue's buttons and the call history read them. */
export const VERIFICATION_OUTCOME_LABELS = {
  verified: 'Verified',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
  call_back: 'Call back',
} as const;
export type VerificationOutcomeKey = keyof typeof VERIFICATION_OUTCOME_LABELS;

export const VERIFICATION_MESSAGES = {
  outcome: 'Choose the outcome of the call.',
  callBackAt: 'Enter the time to call back.',
  callBackPast: 'The time to call back must be in the future.',
  note: 'The note is too long (1000 characters at most).',
  alreadyVerified: "This member's mobile is already verified.",
  profileRequired: 'Choose the member called.',
} as const;

const outcomes = Object.keys(VERIFICATION_OUTCOME_LABELS) as [
  VerificationOutcomeKey,
  ...VerificationOutcomeKey[],
];

/**
 * One call's record, shared by the queue's buttons and POST /api/verification_calls: the time to
 * call back only (and always) for 'call_back', and in the future.
 */
export const verificationCallSchema = z
  .object({
    outcome: z.enum(outcomes, { message: VERIFICATION_MESSAGES.outcome }),
    note: z
      .string()
      .trim()
      .max(1000, VERIFICATION_MESSAGES.note)
      .nullish()
      .transform((v) => v || null),
    callBackAt: z.string().nullish(),
  })
  .transform((value, ctx) => {
    if (value.outcome !== 'call_back') return { ...value, callBackAt: null };
    const at = value.callBackAt ? new Date(value.callBackAt) : null;
    if (!at || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', path: ['callBackAt'], message: VERIFICATION_MESSAGES.callBackAt });
      return z.NEVER;
    }
    if (at.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['callBackAt'], message: VERIFICATION_MESSAGES.callBackPast });
      return z.NEVER;
    }
    return { ...value, callBackAt: at };
  });
