import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/views-searches.spec.ts only: a verified pair aged 57 (no other fixture is, and no
 * other fixture's Looking For reaches it), who find each other with `ageFrom=57&ageTo=57`.
 */
export const VIEWS_AGE = 57;

const member = (key: string, fullName: string, gender: 'Male' | 'Female', n: number): InterestMember => ({
  email: `views-${key}@e2e.test`,
  password: 'views-pass-1',
  fullName,
  mobile: `+9198400880${n}`,
  gender,
  plan: true,
  age: VIEWS_AGE,
});

export const VIEWS = {
  /** Opens the bride's page, saves, runs and deletes a search, browses privately. */
  groom: member('groom', 'Views Groom', 'Male', 10),
  /** Sees the groom in Who viewed me. */
  bride: member('bride', 'Views Bride', 'Female', 11),
};
