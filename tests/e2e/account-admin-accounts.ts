import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/account-admin.spec.ts only: a member the administrator suspends from the profile form
 * and restores. Aged 66, so no other spec's searches meet them.
 */
export const suspendedFromProfile: InterestMember = {
  email: 'desk-suspended@e2e.test',
  password: 'desk-pass-1',
  fullName: 'Desk Suspended',
  mobile: '+919840066001',
  gender: 'Male',
  plan: false,
  age: 66,
};
