import type { InterestMember } from './interest-accounts';

/**
 * matches.spec.ts: a verified groom with a long name, whom the match bride finds: his card must
 * show the whole name and the whole porutham score at 1024, 1280 and 390 px (issue 24 item 2:
 * "Dinesh Krishn…" and "6/…" at 1024–1280 px).
 */
export const longNameGroom: InterestMember = {
  email: 'groom-long-name@e2e.test',
  password: 'groom-long-pass-1',
  fullName: 'Dinesh Krishnamoorthy Venkatasubramanian',
  mobile: '+91 98400 60001',
  gender: 'Male',
  plan: false,
  age: 33,
};
