import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/payments.spec.ts only: a member without a plan whose payment an administrator records.
 * Aged 67, so no other spec's searches meet them.
 */
export const planPayer: InterestMember = {
  email: 'plan-payer@e2e.test',
  password: 'payer-pass-1',
  fullName: 'Plan Payer',
  mobile: '+919840055001',
  gender: 'Female',
  plan: false,
  age: 67,
};
