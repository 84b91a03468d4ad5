import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Profile } from '@/db/schema';

/**
 * THE rule of whether a member is live, i.e. visible to other members and able to reach them:
 * the profile is active (status, set by the team), its mobile is verified (a changed number pauses
 * matching until the team calls again), the member has not hidden it, nor marked themself married
 * (matching closed). A deleted member has no profile row left at all. Every member-facing read of
 * another member asks it: the match search and its indexes, the candidate page, interests (accepted
 * ones too: their contact details and photos go with them), shortlists, contact details, /media.
 * A new reason to vanish (suspension, ...) is one more entry here, and in the WHERE of the match
 * search's two partial indexes `profile_match_idx` and `profile_match_date_idx` (migrations 0020 and 0022),
 * which must stay this same predicate.
 */
type VisibilityFields = Pick<Profile, 'status' | 'mobileVerified' | 'hiddenAt' | 'marriedAt' | 'moderationHold'>;

const CONDITIONS: readonly { sql: string; holds: (p: VisibilityFields) => boolean }[] = [
  { sql: 'status', holds: (p) => p.status },
  { sql: 'mobile_verified', holds: (p) => p.mobileVerified },
  { sql: 'hidden_at is null', holds: (p) => p.hiddenAt === null },
  { sql: 'married_at is null', holds: (p) => p.marriedAt === null },
  // Moderation (issue 22 item 4): suspended, hidden by an administrator, or reported by enough members.
  { sql: 'moderation_hold is null', holds: (p) => p.moderationHold === null },
];

/** The predicate over the profile table or an alias of it (`p` in the match search's SQL). */
export function visibleProfileSql(alias = '"profile"'): SQL {
  return sql.raw(`(${CONDITIONS.map((c) => `${alias}.${c.sql}`).join(' and ')})`);
}

/** The predicate over the `profile` table itself, for Drizzle queries that name it unaliased. */
export const visibleProfile = (): SQL => visibleProfileSql();

/** The predicate as a selectable boolean column. */
export const isVisibleProfile = (): SQL<boolean> => sql<boolean>`${visibleProfileSql()}`;

/** The same rule for a profile row already read (the member's own, before they act). */
export const profileIsVisible = (profile: VisibilityFields): boolean => CONDITIONS.every((c) => c.holds(profile));
