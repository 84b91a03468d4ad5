import 'server-only';
import { sql } from 'drizzle-orm';
import { occupations, profiles } from '@/db/schema';
import { approvedPhoto } from './moderation/visibility';

/**
 * The few public fields the interest and shortlist lists show of the other member: never the
 * mobile number (contact-access.ts decides that), the otp, the plan or any administrator's field.
 */
export type MemberSummary = {
  profileId: number;
  fullName: string;
  age: number;
  livingCity: string;
  occupation: string | null;
  photo: string | null;
};

/** The SELECT columns of a MemberSummary, for a query that joins `profiles` and `occupations`. */
export const summaryColumns = {
  profileId: profiles.id,
  fullName: profiles.fullName,
  age: profiles.age,
  livingCity: profiles.livingCity,
  occupation: sql<string | null>`${occupations.name}`,
  // Another member's photo once an administrator approved it (moderation/visibility.ts).
  photo: approvedPhoto(profiles.photo),
};

export const summaryOf = (row: MemberSummary): MemberSummary => ({
  profileId: row.profileId,
  fullName: row.fullName,
  age: row.age,
  livingCity: row.livingCity,
  occupation: row.occupation,
  photo: row.photo,
});
