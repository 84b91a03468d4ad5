/**
 * The members of tests/e2e/interests.spec.ts, one set per screen width (an interest is sent once
 * per pair, so each run of the story needs its own): a groom and a bride, verified with active
 * plans, and a second bride, verified but without a plan.
 */
export const INTEREST_WIDTHS = {
  wide: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type InterestWidth = keyof typeof INTEREST_WIDTHS;

export type InterestMember = {
  email: string;
  password: string;
  fullName: string;
  mobile: string;
  gender: 'Male' | 'Female';
  plan: boolean;
  /** 28 unless said. */
  age?: number;
};

export function interestMembers(width: InterestWidth) {
  const n = width === 'wide' ? 1 : 2;
  return {
    groom: {
      email: `groom-${width}@e2e.test`,
      password: 'groom-pass-1',
      fullName: `Arun Kumar ${n}`,
      mobile: `+91 98400 1000${n}`,
      gender: 'Male',
      plan: true,
    },
    bride: {
      email: `bride-${width}@e2e.test`,
      password: 'bride-pass-1',
      fullName: `Meena Sundaram ${n}`,
      mobile: `+91 98400 2000${n}`,
      gender: 'Female',
      plan: true,
    },
    noPlan: {
      email: `noplan-${width}@e2e.test`,
      password: 'noplan-pass-1',
      fullName: `Priya Raman ${n}`,
      mobile: `+91 98400 3000${n}`,
      gender: 'Female',
      plan: false,
    },
  } satisfies Record<string, InterestMember>;
}

/**
 * A groom who has already sent the day's 20 interests (INTERESTS_PER_DAY), to the first 20 of these
 * brides, and so is refused the 21st (issue 22 item 5).
 */
export const limitGroom: InterestMember = {
  email: 'groom-limit@e2e.test',
  password: 'groom-limit-pass-1',
  fullName: 'Karthik Limit',
  mobile: '+91 98400 40000',
  gender: 'Male',
  plan: true,
};
export const limitBrides: InterestMember[] = Array.from({ length: 21 }, (_, i) => ({
  email: `bride-limit-${i + 1}@e2e.test`,
  password: 'bride-limit-pass-1',
  fullName: `Divya Limit ${i + 1}`,
  mobile: `+91 98400 5${String(i + 1).padStart(4, '0')}`,
  gender: 'Female',
  plan: false,
}));
