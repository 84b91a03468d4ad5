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

/**
 * A groom whose plan includes one contact (issue 25, item 2), with two brides who accepted his
 * interest: he opens the first one's contact, and the second one's is refused at the limit.
 */
export const contactGroom: InterestMember = {
  email: 'groom-contacts@e2e.test',
  password: 'groom-contacts-pass-1',
  fullName: 'Senthil Contacts',
  mobile: '+91 98400 60000',
  gender: 'Male',
  plan: true,
};
export const contactBrides: InterestMember[] = [1, 2].map((i) => ({
  email: `bride-contacts-${i}@e2e.test`,
  password: 'bride-contacts-pass-1',
  fullName: `Lakshmi Contacts ${i}`,
  mobile: `+91 98400 6000${i}`,
  gender: 'Female',
  plan: true,
}));

/** The pair of tests/e2e/messages.spec.ts: an accepted interest between them (prepare-db.ts). */
export const messagePair = {
  groom: {
    email: 'msg-groom@e2e.test',
    password: 'msg-groom-pass-1',
    fullName: 'Karthik Vel',
    mobile: '+91 98400 70001',
    gender: 'Male',
    plan: false,
  },
  bride: {
    email: 'msg-bride@e2e.test',
    password: 'msg-bride-pass-1',
    fullName: 'Divya Anand',
    mobile: '+91 98400 70002',
    gender: 'Female',
    plan: false,
  },
} satisfies Record<string, InterestMember>;

/**
 * tests/e2e/notifications.spec.ts: a bride who receives interests from two grooms and reads the
 * notices under her bell and on /user/notifications.
 */
export const noticePeople = {
  bride: {
    email: 'notice-bride@e2e.test',
    password: 'notice-bride-pass-1',
    fullName: 'Kavya Notice',
    mobile: '+91 98400 71001',
    gender: 'Female',
    plan: false,
  },
  grooms: [1, 2].map((n) => ({
    email: `notice-groom-${n}@e2e.test`,
    password: 'notice-groom-pass-1',
    fullName: `Vignesh Notice ${n}`,
    mobile: `+91 98400 7110${n}`,
    gender: 'Male' as const,
    plan: false,
  })),
} satisfies { bride: InterestMember; grooms: InterestMember[] };
