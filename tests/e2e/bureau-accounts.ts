import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/bureau.spec.ts only: two members waiting for a verification call, registered long
 * before every other fixture so they head the queue. Aged 70, so no other spec's searches meet them.
 */
export const verificationCallees: InterestMember[] = [
  {
    email: 'callee-one@e2e.test',
    password: 'callee-pass-1',
    fullName: 'Callee One',
    mobile: '+919840077001',
    gender: 'Female',
    plan: false,
    age: 70,
  },
  {
    email: 'callee-two@e2e.test',
    password: 'callee-pass-2',
    fullName: 'Callee Two',
    mobile: '+919840077002',
    gender: 'Male',
    plan: false,
    age: 70,
  },
];
