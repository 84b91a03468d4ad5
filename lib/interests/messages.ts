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
} as const;

/** Toasts of the interest and shortlist buttons. */
export const ACTION_MESSAGES = {
  sent: 'Interest sent',
  withdrawn: 'Interest withdrawn',
  accepted: 'Interest accepted',
  declined: 'Interest declined',
  shortlisted: 'Added to your shortlist',
  unshortlisted: 'Removed from your shortlist',
} as const;
