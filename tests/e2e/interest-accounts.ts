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
