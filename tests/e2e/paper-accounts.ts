import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/papers.spec.ts only: a verified pair aged 63 (no other fixture is, and no other
 * fixture's Looking For reaches it) whose interest is accepted, so each may print the other's biodata.
 */
export const PAPERS_AGE = 63;

const member = (key: string, fullName: string, gender: 'Male' | 'Female', n: number): InterestMember => ({
  email: `papers-${key}@e2e.test`,
  password: 'papers-pass-1',
  fullName,
  mobile: `+9198400500${n}`,
  gender,
  plan: true,
  age: PAPERS_AGE,
});

export const PAPERS = {
  bride: member('bride', 'Paper Bride', 'Female', 10),
  groom: member('groom', 'Paper Groom', 'Male', 11),
};
