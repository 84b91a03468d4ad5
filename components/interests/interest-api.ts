import { fetchCollectionPage, sendWrite } from '@/components/crud/api-client';

/**
 * The interest buttons' calls to /api/interests and /api/shortlists, signed in by the session
 * cookie (same origin), failures as ApiError carrying the server's hydra:description.
 */
// The parts of the API's Interest and Shortlist items (lib/hydra/endpoints/interests.ts) the buttons use.
const STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
const DIRECTIONS = ['sent', 'received'] as const;
export type InterestRow = {
  '@id': string;
  id: number;
  status: (typeof STATUSES)[number];
  direction: (typeof DIRECTIONS)[number];
  updatedAt: string;
};
export type ShortlistRow = { '@id': string; id: number };

/**
 * Checked by hand rather than with zod, which would add 30 kB to every page with these buttons:
 * an answer of another shape is a failure, as a parse error was.
 */
const unexpected = () => new Error('Unexpected answer from the server.');
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

function shortlistRowOf(row: Record<string, unknown>): ShortlistRow {
  if (typeof row['@id'] !== 'string' || typeof row.id !== 'number') throw unexpected();
  return { '@id': row['@id'], id: row.id };
}

function interestRowOf(row: Record<string, unknown>): InterestRow {
  const { status, direction, updatedAt } = row;
  if (!isOneOf(STATUSES, status) || !isOneOf(DIRECTIONS, direction) || typeof updatedAt !== 'string')
    throw unexpected();
  return { ...shortlistRowOf(row), status, direction, updatedAt };
}

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

const profileIri = (profileId: number) => `/api/profiles/${profileId}`;

export async function fetchPairState(profileId: number, signal?: AbortSignal): Promise<PairState> {
  const query = `profile=${encodeURIComponent(profileIri(profileId))}`;
  const [interests, shortlist] = await Promise.all([
    fetchCollectionPage(`/api/interests?${query}`, signal),
    fetchCollectionPage(`/api/shortlists?${query}`, signal),
  ]);
  // Newest change first; the list holds each direction's latest interest only.
  const rows = interests.members.map(interestRowOf);
  const live = rows.find((r) => r.status === 'pending' || r.status === 'accepted') ?? null;
  const listed = shortlist.members[0];
  return {
    live,
    latest: live ?? rows[0] ?? null,
    mine: rows.find((r) => r.direction === 'sent') ?? null,
    theirs: rows.find((r) => r.direction === 'received') ?? null,
    shortlist: listed === undefined ? null : shortlistRowOf(listed),
  };
}

/** A write whose answer the buttons do not read: a refusal throws ApiError with the server's message. */
async function write(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<void> {
  await sendWrite(method, url, body);
}

/** Sends an interest; a blank note is left out. */
export const sendInterest = (profileId: number, note = '') =>
  write('POST', '/api/interests', {
    to: profileIri(profileId),
    ...(note.trim() ? { note: note.trim() } : {}),
  });
export const answerInterest = (row: InterestRow, status: 'accepted' | 'declined' | 'withdrawn') =>
  write('PATCH', row['@id'], { status });
export const addToShortlist = (profileId: number) =>
  write('POST', '/api/shortlists', { profile: profileIri(profileId) });
export const removeFromShortlist = (row: ShortlistRow) => write('DELETE', row['@id']);
