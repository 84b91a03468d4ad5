import { z } from 'zod';
import '@/lib/validation/jitless';
import { fetchCollectionPage, sendWrite } from '@/components/crud/api-client';

/**
 * The interest buttons' calls to /api/interests and /api/shortlists, signed in by the session
 * cookie (same origin), failures as ApiError carrying the server's hydra:description.
 */
// The parts of the API's Interest and Shortlist items (lib/hydra/endpoints/interests.ts) the buttons use.
const interestRow = z.object({
  '@id': z.string(),
  id: z.number(),
  status: z.enum(['pending', 'accepted', 'declined', 'withdrawn']),
  direction: z.enum(['sent', 'received']),
  updatedAt: z.string(),
});
const shortlistRow = z.object({ '@id': z.string(), id: z.number() });
export type InterestRow = z.infer<typeof interestRow>;
export type ShortlistRow = z.infer<typeof shortlistRow>;

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
  const rows = z.array(interestRow).parse(interests.members);
  const live = rows.find((r) => r.status === 'pending' || r.status === 'accepted') ?? null;
  return {
    live,
    latest: live ?? rows[0] ?? null,
    mine: rows.find((r) => r.direction === 'sent') ?? null,
    theirs: rows.find((r) => r.direction === 'received') ?? null,
    shortlist: shortlistRow.optional().parse(shortlist.members[0]) ?? null,
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
