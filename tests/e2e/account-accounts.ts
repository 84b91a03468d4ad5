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
