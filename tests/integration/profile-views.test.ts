/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import {
  PROFILE_VIEW_FIELDS,
  viewPropertyNames,
  type ProfileViewName,
} from '@/lib/data/profiles/view-fields';
import { profileFields } from '@/lib/resources/profile';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/matches';
import { profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/*
 * Each view of a profile, through every API route that prints it, holds exactly the fields the
 * view names (lib/data/profiles/view-fields.ts), no more: the contact and accepted views are
 * reached by standing in for the interests' decision (contact-access.ts belongs to that work).
 */
const relation = { accepted: false, revealed: false };
jest.mock('@/lib/data/contact-access', () => ({
  contactAccess: async () =>
    relation.revealed
      ? { revealed: true, mobile: 'from-contact-access' }
      : { revealed: false, reason: 'Waiting for them to accept' },
  interestAccepted: async () => relation.accepted,
}));

let admin: Actor;
let refs: ProfileRefs;
let bride: Member;
let groom: Member;

const JSON_LD_KEYS = ['@context', '@id', '@type'];
const keysOf = (item: Record<string, unknown>, extra: string[] = []) =>
  Object.keys(item)
    .filter((k) => !JSON_LD_KEYS.includes(k) && !extra.includes(k))
    .sort();
const expected = (view: ProfileViewName) => [...viewPropertyNames(view)].sort();

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
  // every field set, the team's ones too, so a leak would show as a value and not only a key
  const team = { otp: '8642', membersPlan: refs.plan, expiry: '2031-01-31' };
  bride = await createMember(
    admin,
    refs,
    { age: 27, kothram: 'Siva', lqualification: refs.qualification },
    { admin: team },
  );
  groom = await createMember(admin, refs, { gender: refs.male, age: 30, kothram: 'Vishnu' }, { admin: team });
});
afterAll(() => closeDb());

describe('the views name their fields', () => {
  it("keeps mobile, otp, plan, expiry and verification out of another member's view; the otp out of the owner's", () => {
    const names = (view: ProfileViewName) => PROFILE_VIEW_FIELDS[view].map((f) => f.name);
    for (const hidden of ['mobile', 'otp', 'membersPlan', 'expiry', 'mobileVerified', 'status', 'horoscope'])
      expect(names('member')).not.toContain(hidden);
    expect(names('accepted')).toContain('horoscope');
    expect(names('accepted')).not.toContain('mobile');
    expect(names('contact')).toContain('mobile');
    expect(names('contact')).not.toContain('otp');
    expect(names('owner')).not.toContain('otp');
    expect(names('owner')).toContain('membersPlan');
    expect(names('admin')).toEqual(profileFields.map((f) => f.name));
  });
});

describe('every route prints exactly its view', () => {
  it('owner: the item and the list of /api/profiles', async () => {
    const item = await get(`/api/profiles/${bride.profileId}`, { as: bride });
    expect(keysOf(item.body)).toEqual(expected('owner'));
    const list = await get('/api/profiles', { as: bride });
    expect(list.body['hydra:member']).toHaveLength(1);
    expect(keysOf(list.body['hydra:member'][0])).toEqual(expected('owner'));
    expect(list.text).not.toContain('8642');
  });

  it('administrator: the item and the list of /api/profiles', async () => {
    // Beside the view, administrators get the member's account (issue 25 item 3: the item only) and
    // the sign-in e-mail (the item and the list, for the CSV), neither a profile field.
    const item = await get(`/api/profiles/${bride.profileId}`, { as: admin });
    expect(keysOf(item.body, ['account', 'userEmail'])).toEqual(expected('admin'));
    expect(Object.keys(item.body)).toEqual(expect.arrayContaining(['account', 'userEmail']));
    expect(item.body.otp).toBe('8642');
    const list = await get('/api/profiles', { as: admin });
    for (const member of list.body['hydra:member']) {
      expect(keysOf(member, ['userEmail'])).toEqual(expected('admin'));
      expect(member).toHaveProperty('userEmail');
    }
  });

  it('another member: the items of /api/matches and /api/matches/{id}', async () => {
    const list = await get('/api/matches', { as: bride });
    expect(list.body['hydra:member'].map((m: { id: number }) => m.id)).toEqual([groom.profileId]);
    expect(keysOf(list.body['hydra:member'][0], ['porutham', 'photosShown'])).toEqual(expected('member'));
    const item = await get(`/api/matches/${groom.profileId}`, { as: bride });
    expect(keysOf(item.body, ['porutham', 'photosShown'])).toEqual(expected('member'));
    for (const secret of [groom.mobile, '8642', '2031-01-31', refs.plan])
      expect(list.text + item.text).not.toContain(secret);
  });

  it('after an accepted interest: the horoscope joins; with the contact revealed, the mobile too', async () => {
    relation.accepted = true;
    const accepted = await get(`/api/matches/${groom.profileId}`, { as: bride });
    expect(keysOf(accepted.body, ['porutham', 'photosShown'])).toEqual(expected('accepted'));
    expect(accepted.text).not.toContain(groom.mobile);
    relation.revealed = true;
    const contact = await get(`/api/matches/${groom.profileId}`, { as: bride });
    expect(keysOf(contact.body, ['porutham', 'photosShown'])).toEqual(expected('contact'));
    expect(contact.body.mobile).toBe(groom.mobile);
    // the list never reveals contact details, whatever the relation
    const list = await get('/api/matches', { as: bride });
    expect(keysOf(list.body['hydra:member'][0], ['porutham', 'photosShown'])).toEqual(expected('member'));
    relation.accepted = relation.revealed = false;
  });

  it("a write answers with the writer's view", async () => {
    const patched = await call('PATCH', `/api/profiles/${bride.profileId}`, {
      as: bride,
      body: { livingCity: 'Trichy' },
    });
    expect(keysOf(patched.body)).toEqual(expected('owner'));
    const byAdmin = await call('PATCH', `/api/profiles/${bride.profileId}`, {
      as: admin,
      body: { livingCity: 'Salem' },
    });
    expect(keysOf(byAdmin.body)).toEqual(expected('admin'));
  });
});
