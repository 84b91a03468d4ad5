import { formatDate } from '@/lib/format';

/**
 * What members read about interests, shortlists and contact details, in one place: the data layer
 * throws these, the API prints them as hydra:description, and the screens show them unchanged.
 */
export const INTEREST_MESSAGES = {
  notVerified: 'Only members whose mobile number is verified and whose profile is active can do this.',
  noProfile: 'Please update your profile to continue',
  toRequired: 'Choose the member to send the interest to.',
  profileRequired: 'Choose the member to shortlist.',
  self: 'You cannot choose your own profile.',
  unavailable: 'This member is not available.',
  sameGender: 'Interests and shortlists are for members of the other gender.',
  alreadySent: 'You have already sent an interest to this member.',
  declinedBefore: 'This member declined your interest, so you cannot send another one.',
  alreadyReceived: 'This member has already sent you an interest: see Interests received.',
  statusRequired: 'Choose accepted, declined or withdrawn.',
  onlyRecipient: 'Only the member who received this interest can accept or decline it.',
  onlySender: 'Only the member who sent this interest can withdraw it.',
  notPending: 'This interest is no longer pending.',
  alreadyShortlisted: 'This member is already in your shortlist.',
  notYourShortlist: 'This shortlist entry is not yours.',
} as const;

/** The refusal of an interest past INTERESTS_PER_DAY, saying when the next one can go. */
export function dailyLimitMessage(limit: number, waitSeconds: number): string {
  const hours = Math.round(waitSeconds / 3600);
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  const wait =
    minutes < 60 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${hours} hour${hours === 1 ? '' : 's'}`;
  return `You can send at most ${limit} interests in 24 hours. You can send the next one in about ${wait}.`;
}

/** The refusal of a second interest within RESEND_AFTER_DAYS of withdrawing the first, with the date it may go. */
export function resendWaitMessage(withdrawnAt: Date, from: Date): string {
  return `You withdrew your interest to this member on ${formatDate(withdrawnAt)}. You can send a new one from ${formatDate(from)}.`;
}

/** Why contact details are hidden, and what to do about it (issue 11, item 6). */
export const CONTACT_REASONS = {
  noInterest: 'Send an interest first',
  waiting: 'Waiting for them to accept',
  toAccept: 'Accept their interest to see the contact details',
  theyDeclined: 'They declined your interest',
  youDeclined: 'You declined their interest',
  youWithdrew: 'You withdrew your interest',
  theyWithdrew: 'They withdrew their interest',
  noPlan: 'Ask the team to activate a plan',
  toOpen: 'Show the contact details: this counts against your plan',
} as const;

/** Why a contact stays hidden once the plan's contacts are used up (issue 25, item 2). */
export const contactLimitMessage = (total: number) =>
  `${total === 1 ? 'You have used the 1 contact of your plan.' : `You have used all ${total} contacts of your plan.`} Ask the team to renew or upgrade your plan.`;

/** Toasts of the interest and shortlist buttons. */
export const ACTION_MESSAGES = {
  sent: 'Interest sent',
  withdrawn: 'Interest withdrawn',
  accepted: 'Interest accepted',
  declined: 'Interest declined',
  shortlisted: 'Added to your shortlist',
  unshortlisted: 'Removed from your shortlist',
} as const;

/**
 * One badge per state of an interest (issue 22 item 5): the interest cards and a member's page show
 * exactly one of these for the interest, never a second word for the same state.
 */
export const INTEREST_BADGES = {
  pending: { label: 'Interest pending', color: 'yellow' },
  accepted: { label: 'Interest accepted', color: 'green' },
  declined: { label: 'Interest declined', color: 'red' },
  withdrawn: { label: 'Interest withdrawn', color: 'gray' },
} as const;

/** The send dialog (with its personal note) and the confirmations of Withdraw and Decline. */
export const INTEREST_DIALOGS = {
  sendTitle: (name: string) => `Send interest to ${name}`,
  noteLabel: 'Personal note (optional)',
  noteDescription: (name: string) => `${name} reads it with your interest.`,
  send: 'Send interest',
  cancel: 'Cancel',
  close: 'Close',
  withdrawTitle: 'Withdraw your interest?',
  withdrawText: (name: string, from: Date) =>
    `${name} will no longer see your interest as pending. You can send ${name} a new interest only after 30 days, from ${formatDate(from)}.`,
  withdraw: 'Withdraw interest',
  declineTitle: 'Decline this interest?',
  declineText: (name: string) =>
    `${name} will see that you declined, and cannot send you another interest. You can still send your own interest to ${name} later.`,
  decline: 'Decline interest',
  resendFrom: (from: Date) => `You can send a new interest from ${formatDate(from)}.`,
} as const;
