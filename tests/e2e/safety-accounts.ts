import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/safety.spec.ts only: verified members aged 58 (no other fixture is, and no other
 * fixture's Looking For reaches it), who find each other with `ageFrom=58&ageTo=58`.
 */
const SAFETY_AGE = 58;

const member = (key: string, fullName: string, gender: 'Male' | 'Female', n: number): InterestMember => ({
  email: `safety-${key}@e2e.test`,
  password: 'safety-pass-1',
  fullName,
  mobile: `+9198400400${n}`,
  gender,
  plan: true,
  age: SAFETY_AGE,
});

export const SAFETY = {
  /** Reports the suspect, blocks the blocked groom. */
  bride: member('bride', 'Safety Bride', 'Female', 10),
  /** Another bride: "everyone" who must stop seeing the suspended member. */
  witness: member('witness', 'Safety Witness', 'Female', 11),
  /** Reported, then suspended by the administrator. */
  suspect: member('suspect', 'Safety Suspect', 'Male', 12),
  /** Blocked by the bride. */
  blocked: member('blocked', 'Safety Blocked', 'Male', 13),
  /** Uploads photos the administrator approves and rejects. */
  photographer: member('photographer', 'Safety Photographer', 'Male', 14),
};
