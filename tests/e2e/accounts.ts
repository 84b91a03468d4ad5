/** Accounts that tests/e2e/prepare-db.ts creates before the server starts. */
export const ACCOUNTS = {
  admin: { email: 'admin@e2e.test', password: 'admin-pass-1' },
  member: { email: 'member@e2e.test', password: 'member-pass-1' },
  member2: { email: 'member2@e2e.test', password: 'member-pass-2' },
  /** Has a profile that the administrator verifies in profile-admin.spec.ts; no other spec uses it. */
  verified: { email: 'verified@e2e.test', password: 'member-pass-3' },
  /** matches.spec.ts only: a woman and a man, both verified, who find each other; one member waiting for verification. */
  matchBride: { email: 'bride@e2e.test', password: 'member-pass-4' },
  matchGroom: { email: 'groom@e2e.test', password: 'member-pass-5' },
  matchWaiting: { email: 'waiting@e2e.test', password: 'member-pass-6' },
  college: { email: 'college@e2e.test', password: 'college-pass-1' },
  inactive: { email: 'inactive@e2e.test', password: 'inactive-pass-1' },
  /** forgot-password.spec.ts only: forgets the password and chooses a new one. */
  forgetful: { email: 'forgetful@e2e.test', password: 'forgetful-pass-1' },
  /** sign-in-code.spec.ts only: strangers' failures trip its limit, its owner signs in with a code. */
  lockedOut: { email: 'locked-out@e2e.test', password: 'locked-out-pass-1' },
  /** language.spec.ts only: chooses Tamil, which follows the account to another browser. */
  polyglot: { email: 'polyglot@e2e.test', password: 'polyglot-pass-1' },
} as const;
