/** @jest-environment node */
import { readPairStates } from '@/lib/data/pair-states';
import { pairStateOf, type InterestRow, type PairState } from '@/lib/interests/pair-state';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';

/**
 * The pair states a page reads on the server for all its cards (issue 28) are the ones the
 * buttons would read from the API for each card, and hold only the viewer's own rows.
 */
beforeAll(resetDatabase);
afterAll(closeDb);

const profileIri = (m: Member) => `/api/profiles/${m.profileId}`;
const send = async (from: Member, to: Member) => {
  const response = await call('POST', '/api/interests', { as: from, body: { to: profileIri(to) } });
  expect(response.status).toBe(201);
  return response.body.id as number;
};
const move = async (who: Member, id: number, status: string) =>
  expect((await call('PATCH', `/api/interests/${id}`, { as: who, body: { status } })).status).toBe(200);
const shortlist = async (owner: Member, profile: Member) => {
  const response = await call('POST', '/api/shortlists', {
    as: owner,
    body: { profile: profileIri(profile) },
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
};

/** What the buttons read from the API for one profile (components/interests/interest-api.ts). */
async function apiState(viewer: Member, profile: Member): Promise<PairState> {
  const query = `profile=${encodeURIComponent(profileIri(profile))}`;
  const [interests, shortlists] = await Promise.all([
    get(`/api/interests?${query}`, { as: viewer }),
    get(`/api/shortlists?${query}`, { as: viewer }),
  ]);
  expect(interests.status).toBe(200);
  expect(shortlists.status).toBe(200);
  const rows = (interests.body['hydra:member'] as Record<string, unknown>[]).map(
    (row) =>
      ({
        '@id': row['@id'],
        id: row.id,
        status: row.status,
        direction: row.direction,
        updatedAt: row.updatedAt,
      }) as InterestRow,
  );
  const [listed] = shortlists.body['hydra:member'] as Record<string, unknown>[];
  return pairStateOf(rows, listed ? { '@id': listed['@id'] as string, id: listed.id as number } : null);
}

const idsOf = (states: Map<number, PairState>) =>
  [...states.values()].flatMap((s) => [s.live, s.latest, s.mine, s.theirs].flatMap((r) => (r ? [r.id] : [])));

it('reads the same states as the API for every kind of pair, and nothing of another member', async () => {
  const viewer = await createMember({ gender: 'male', fullName: 'Arun Kumar' });
  const other = await createMember({ gender: 'male', fullName: 'Bala Murugan' });
  const [pending, accepted, declined, withdrawn, both, listedOnly, none] = await Promise.all(
    ['Priya', 'Meena', 'Kavya', 'Divya', 'Lakshmi', 'Anitha', 'Revathi'].map((fullName) =>
      createMember({ gender: 'female', fullName }),
    ),
  );

  await send(viewer, pending);
  await move(viewer, await send(accepted, viewer), 'accepted');
  await move(declined, await send(viewer, declined), 'declined');
  await move(viewer, await send(viewer, withdrawn), 'withdrawn');
  // Both directions: the viewer's withdrawn interest and hers, pending.
  await move(viewer, await send(viewer, both), 'withdrawn');
  await send(both, viewer);
  await shortlist(viewer, pending);
  await shortlist(viewer, listedOnly);
  // Another member's interests and shortlist entries with the same women.
  const othersInterests = [await send(other, none), await send(other, listedOnly)];
  othersInterests.push(await send(other, declined));
  await move(declined, othersInterests[2], 'accepted');
  const othersShortlist = [await shortlist(other, none), await shortlist(other, pending)];

  const shown = [pending, accepted, declined, withdrawn, both, listedOnly, none];
  const states = await readPairStates(viewer, [...shown.map((m) => m.profileId), pending.profileId]);
  expect([...states.keys()].sort()).toEqual(shown.map((m) => m.profileId).sort());
  for (const member of shown) expect(states.get(member.profileId)).toEqual(await apiState(viewer, member));

  const of = (m: Member) => states.get(m.profileId)!;
  expect(of(pending)).toMatchObject({
    live: { status: 'pending', direction: 'sent' },
    shortlist: { id: expect.any(Number) },
  });
  expect(of(accepted)).toMatchObject({
    live: { status: 'accepted', direction: 'received' },
    mine: null,
    shortlist: null,
  });
  expect(of(declined)).toMatchObject({ live: null, latest: { status: 'declined', direction: 'sent' } });
  expect(of(withdrawn)).toMatchObject({ live: null, mine: { status: 'withdrawn' }, theirs: null });
  expect(of(both)).toMatchObject({
    live: { status: 'pending', direction: 'received' },
    mine: { status: 'withdrawn', direction: 'sent' },
    theirs: { status: 'pending', direction: 'received' },
  });
  expect(of(listedOnly)).toMatchObject({
    live: null,
    latest: null,
    mine: null,
    theirs: null,
    shortlist: { id: expect.any(Number) },
  });
  expect(of(none)).toEqual({ live: null, latest: null, mine: null, theirs: null, shortlist: null });
  expect(of(pending).live?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);

  // Nothing of the other member's: neither their interests nor their shortlist entries.
  for (const id of othersInterests) expect(idsOf(states)).not.toContain(id);
  for (const s of states.values()) expect(othersShortlist).not.toContain(s.shortlist?.id);

  // And the other member sees their own pairs only, as the API gives them.
  const theirs = await readPairStates(
    other,
    shown.map((m) => m.profileId),
  );
  for (const member of shown) expect(theirs.get(member.profileId)).toEqual(await apiState(other, member));
  for (const id of idsOf(states)) expect(idsOf(theirs)).not.toContain(id);
  expect(theirs.get(accepted.profileId)).toEqual({
    live: null,
    latest: null,
    mine: null,
    theirs: null,
    shortlist: null,
  });
});

it('reads nothing for a page with no profiles', async () => {
  expect((await readPairStates(null, [])).size).toBe(0);
});
