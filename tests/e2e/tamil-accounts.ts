import type { InterestMember } from './interest-accounts';

/** The members of tests/e2e/tamil.spec.ts: a verified groom and bride with plans, who use the site in Tamil. */
export const tamilGroom: InterestMember = {
  email: 'tamil-groom@e2e.test',
  password: 'tamil-groom-pass-1',
  fullName: 'Senthil Murugan',
  mobile: '+91 98400 55501',
  gender: 'Male',
  plan: true,
};

export const tamilBride: InterestMember = {
  email: 'tamil-bride@e2e.test',
  password: 'tamil-bride-pass-1',
  fullName: 'Kavitha Rajendran',
  mobile: '+91 98400 55502',
  gender: 'Female',
  plan: true,
};
