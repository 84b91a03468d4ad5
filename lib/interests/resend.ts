/**
 * When a member may send an interest again to a member they sent one before (issue 22 item 5).
 * A withdrawn interest may be sent again RESEND_AFTER_DAYS after the withdrawal; a declined one
 * never by the same sender (the other member still may send theirs). Pure, so the data layer
 * enforces it and the buttons word it from one place.
 */
const RESEND_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a withdrawn interest may be sent again. */
export const resendFrom = (withdrawnAt: Date) => new Date(withdrawnAt.getTime() + RESEND_AFTER_DAYS * DAY_MS);

/** The sender's latest earlier interest to the same member, as far as the rule needs it. */
export type EarlierInterest = { status: 'pending' | 'accepted' | 'declined' | 'withdrawn'; updatedAt: Date };

export type ResendVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'live' }
  | { allowed: false; reason: 'declined' }
  | { allowed: false; reason: 'wait'; withdrawnAt: Date; from: Date };

/** Whether the sender may send again, given their latest earlier interest to that member (or none). */
export function resendVerdict(latest: EarlierInterest | null, now = new Date()): ResendVerdict {
  if (!latest) return { allowed: true };
  switch (latest.status) {
    case 'pending':
    case 'accepted':
      return { allowed: false, reason: 'live' };
    case 'declined':
      return { allowed: false, reason: 'declined' };
    case 'withdrawn': {
      const from = resendFrom(latest.updatedAt);
      return from <= now
        ? { allowed: true }
        : { allowed: false, reason: 'wait', withdrawnAt: latest.updatedAt, from };
    }
  }
}
