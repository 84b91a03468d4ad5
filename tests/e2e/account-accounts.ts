import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/account.spec.ts only: a bride and a groom aged 52 (no other fixture is), verified with
 * active plans, whose interest is accepted; the groom hides his profile, then deletes his account.
 */
export const ACCOUNT_AGE = 52;

export const accountBride: InterestMember = {
  email: 'account-bride@e2e.test',
  password: 'account-bride-pass-1',
  fullName: 'Kavitha Account',
  mobile: '+919840060001',
  gender: 'Female',
  plan: true,
  age: ACCOUNT_AGE,
};

export const accountGroom: InterestMember = {
  email: 'account-groom@e2e.test',
  password: 'account-groom-pass-1',
  fullName: 'Senthil Account',
  mobile: '+919840060002',
  gender: 'Male',
  plan: true,
  age: ACCOUNT_AGE,
};

/** Changes the sign-in e-mail over the real SMTP sink, to `movedEmail`. */
export const emailChanger: InterestMember = {
  email: 'account-mover@e2e.test',
  password: 'account-mover-pass-1',
  fullName: 'Revathi Mover',
  mobile: '+919840060003',
  gender: 'Female',
  plan: false,
  age: 61,
};
export const movedEmail = 'account-moved@e2e.test';

/** tests/e2e/marriage.spec.ts: a couple aged 67 (no other fixture is) whose interest is accepted. */
const MARRIAGE_AGE = 67;

export const marryingGroom: InterestMember = {
  email: 'marrying-groom@e2e.test',
  password: 'marrying-groom-pass-1',
  fullName: 'Murugan Married',
  mobile: '+919840060004',
  gender: 'Male',
  plan: true,
  age: MARRIAGE_AGE,
};

export const marryingBride: InterestMember = {
  email: 'marrying-bride@e2e.test',
  password: 'marrying-bride-pass-1',
  fullName: 'Valli Married',
  mobile: '+919840060005',
  gender: 'Female',
  plan: true,
  age: MARRIAGE_AGE,
};

/** marriage.spec.ts: reads its own sign-in history (an account of its own, no profile). */
export const historyReader = { email: 'sign-in-history@e2e.test', password: 'history-reader-pass-1' };
