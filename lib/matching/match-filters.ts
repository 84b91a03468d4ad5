/**
 * What the match search filters and sorts on (lib/data/match-search.ts runs it in SQL). An absent
 * filter (undefined, or an empty id list) means "any". `chevvaiDhosam` is 'yes' or 'no'; null or
 * absent means any.
 */
export interface MatchFilters {
  ageFrom?: number;
  ageTo?: number;
  heightId?: number;
  casteIds?: number[];
  starIds?: number[];
  raasiIds?: number[];
  qualificationIds?: number[];
  occupationIds?: number[];
  motherTongueIds?: number[];
  maritalStatusIds?: number[];
  physicallyChallenged?: boolean;
  chevvaiDhosam?: string | null;
  minScore?: number;
  mutual?: boolean;
  /** Only members who joined after this instant (ISO 8601): the match alerts' "new since the last alert". */
  joinedAfter?: string;
}
export type MatchOrder = 'newest' | 'age' | 'score';
