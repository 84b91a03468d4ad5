import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/birth-chart.spec.ts only: a bride and a groom aged 64 (no other fixture is), verified,
 * whose interest is accepted: the groom enters his birth details, the bride sees his chart.
 */
export const ASTRO_AGE = 64;

export const astroBride: InterestMember = {
  email: 'astro-bride@e2e.test',
  password: 'astro-bride-pass-1',
  fullName: 'Revathi Astro',
  mobile: '+919840070001',
  gender: 'Female',
  plan: true,
  age: ASTRO_AGE,
};

export const astroGroom: InterestMember = {
  email: 'astro-groom@e2e.test',
  password: 'astro-groom-pass-1',
  fullName: 'Jothi Astro',
  mobile: '+919840070002',
  gender: 'Male',
  plan: true,
  age: ASTRO_AGE,
};
