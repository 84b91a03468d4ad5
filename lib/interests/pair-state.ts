/**
 * Where a member stands with another, as the interest buttons read it: from the API on the client
 * (components/interests/interest-api.ts) or from the database on the server (lib/data/pair-states.ts),
 * in the API's own shape. Pure, so both build it from the same rows the same way.
 */
// The parts of the API's Interest and Shortlist items (lib/hydra/endpoints/interests.ts) the buttons use.
export const INTEREST_ROW_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export const INTEREST_ROW_DIRECTIONS = ['sent', 'received'] as const;
export type InterestRow = {
  '@id': string;
  id: number;
  status: (typeof INTEREST_ROW_STATUSES)[number];
  direction: (typeof INTEREST_ROW_DIRECTIONS)[number];
  updatedAt: string;
};
export type ShortlistRow = { '@id': string; id: number };

/** Where the pair stands, from the member's interests with this profile and their shortlist entry. */
export type PairState = {
  /** The pending or accepted interest of the pair, either direction. */
  live: InterestRow | null;
  /** The member's own latest interest to this profile, whatever its status. */
  mine: InterestRow | null;
  /** Their latest interest to the member, whatever its status. */
  theirs: InterestRow | null;
  /** The interest that speaks for the pair: the live one, else the latest change. */
  latest: InterestRow | null;
  shortlist: ShortlistRow | null;
};

/**
 * The pair's state from the API's list of the pair's interests (newest change first, each
 * direction's latest only) and the member's shortlist entry for the profile, if any.
 */
export function pairStateOf(rows: InterestRow[], listed: ShortlistRow | null): PairState {
  const live = rows.find((r) => r.status === 'pending' || r.status === 'accepted') ?? null;
  return {
    live,
    latest: live ?? rows[0] ?? null,
    mine: rows.find((r) => r.direction === 'sent') ?? null,
    theirs: rows.find((r) => r.direction === 'received') ?? null,
    shortlist: listed,
  };
}
