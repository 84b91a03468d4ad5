import { fetchCollectionPage, sendWrite } from '@/components/crud/api-client';
import {
  INTEREST_ROW_DIRECTIONS as DIRECTIONS,
  INTEREST_ROW_STATUSES as STATUSES,
  pairStateOf,
  type InterestRow,
  type PairState,
  type ShortlistRow,
} from '@/lib/interests/pair-state';

/**
 * The interest buttons' calls to /api/interests and /api/shortlists, signed in by the session
 * cookie (same origin), failures as ApiError carrying the server's hydra:description. The pages
 * give the buttons the pair's first state from the server (lib/data/pair-states.ts); the buttons
 * read it here again after each of their moves.
 */

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

const profileIri = (profileId: number) => `/api/profiles/${profileId}`;

export async function fetchPairState(profileId: number, signal?: AbortSignal): Promise<PairState> {
  const query = `profile=${encodeURIComponent(profileIri(profileId))}`;
  const [interests, shortlist] = await Promise.all([
    fetchCollectionPage(`/api/interests?${query}`, signal),
    fetchCollectionPage(`/api/shortlists?${query}`, signal),
  ]);
  // Newest change first; the list holds each direction's latest interest only.
  const listed = shortlist.members[0];
  return pairStateOf(
    interests.members.map(interestRowOf),
    listed === undefined ? null : shortlistRowOf(listed),
  );
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
