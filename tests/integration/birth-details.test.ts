/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { birthChartFacts } from '@/lib/data/birth-chart';
import { profileColumns } from '@/components/admin-profile/profile-table';
import { toCsv } from '@/components/crud/csv-export';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/matches';
import { profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/*
 * Birth details (issue 24 item 4): the owner writes and reads them; another member sees them, like
 * the horoscope, only after an interest between the two was accepted (the real interests flow);
 * the team sees them in the list and its CSV. Bad values are refused with the field's message.
 */
const BIRTH = { birthDate: '1990-05-01', birthTime: '10:30', birthPlace: 'in-chennai' };
const FIELDS = Object.keys(BIRTH);

let admin: Actor;
let refs: ProfileRefs;
let bride: Member;
let groom: Member;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
  bride = await createMember(admin, refs, { age: 27 });
  groom = await createMember(admin, refs, { gender: refs.male, age: 30 });
});
afterAll(() => closeDb());

const patch = (who: Actor, id: number, body: Record<string, unknown>) =>
  call('PATCH', `/api/profiles/${id}`, { as: who, body });

describe('writing birth details', () => {
  it('stores the three details for the owner and prints them in the owner view', async () => {
    const saved = await patch(groom, groom.profileId, BIRTH);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(BIRTH);
    expect((await get(`/api/profiles/${groom.profileId}`, { as: groom })).body).toMatchObject(BIRTH);
  });

  it.each([
    [{ birthTime: '25:10' }, 'birthTime', 'Enter the time of birth as HH:MM (24 hours).'],
    [{ birthTime: '9.30' }, 'birthTime', 'Enter the time of birth as HH:MM (24 hours).'],
    [{ birthPlace: 'in-atlantis' }, 'birthPlace', 'Select the place of birth from the list.'],
    [{ birthDate: '2999-01-01' }, 'birthDate', 'Enter a date of birth between 1900 and today.'],
    [{ birthDate: '1990-02-30' }, 'birthDate', 'This value is not a valid date.'],
  ])('refuses %j with the message under the field, changing nothing', async (body, propertyPath, message) => {
    const refused = await patch(groom, groom.profileId, body);
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([expect.objectContaining({ propertyPath, message })]);
    expect((await get(`/api/profiles/${groom.profileId}`, { as: groom })).body).toMatchObject(BIRTH);
  });

  it('clears them with null, and takes them back', async () => {
    const cleared = await patch(groom, groom.profileId, {
      birthDate: null,
      birthTime: null,
      birthPlace: null,
    });
    expect([cleared.status, cleared.body.birthDate, cleared.body.birthTime, cleared.body.birthPlace]).toEqual(
      [200, null, null, null],
    );
    expect((await patch(groom, groom.profileId, BIRTH)).status).toBe(200);
  });
});

describe('who sees them', () => {
  it('not another member before an accepted interest: neither the match nor the list', async () => {
    const item = await get(`/api/matches/${groom.profileId}`, { as: bride });
    expect(item.status).toBe(200);
    for (const field of FIELDS) expect(field in item.body).toBe(false);
    const list = await get('/api/matches', { as: bride });
    expect(list.body['hydra:member'].map((m: { id: number }) => m.id)).toContain(groom.profileId);
    for (const value of ['1990-05-01', '10:30', 'in-chennai'])
      expect(item.text + list.text).not.toContain(value);
  });

  it('another member once an interest between the two was accepted; the list still not', async () => {
    const sent = await call('POST', '/api/interests', {
      as: bride,
      body: { to: `/api/profiles/${groom.profileId}` },
    });
    expect(sent.status).toBe(201);
    const accepted = await call('PATCH', `/api/interests/${sent.body.id}`, {
      as: groom,
      body: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    const item = await get(`/api/matches/${groom.profileId}`, { as: bride });
    expect(item.body).toMatchObject(BIRTH);
    const list = await get('/api/matches', { as: bride });
    expect(list.text).not.toContain('in-chennai');
  });

  it('the team: the list and its CSV', async () => {
    const list = await get(`/api/profiles?itemsPerPage=100`, { as: admin });
    const row = list.body['hydra:member'].find((m: { id: number }) => m.id === groom.profileId);
    expect(row).toMatchObject(BIRTH);
    const csv = toCsv(profileColumns, [row]);
    const [head, line] = csv.trim().split(/\r?\n/);
    const cells = (text: string) => text.split(',');
    const at = (label: string) => cells(line)[cells(head).indexOf(label)];
    expect([at('Date of Birth'), at('Time of Birth'), at('Place of Birth')]).toEqual([
      '01/05/1990',
      '10:30',
      'in-chennai',
    ]);
  });

  it('gives the chart and the star and raasi it computes, beside the ones the profile names', async () => {
    const view = (await get(`/api/matches/${groom.profileId}`, { as: bride })).body;
    const facts = await birthChartFacts({
      ...view,
      star: Number(view.star.split('/').pop()),
      raasi: Number(view.raasi.split('/').pop()),
    });
    // 1 May 1990, 10:30 at Chennai: the Moon in Poosam, Kadagam
    expect(facts).toMatchObject({ chart: { star: 8, raasi: 4 }, place: { name: 'Chennai' } });
    expect(typeof facts!.chosenStar).toBe('number');
    expect(await birthChartFacts({ star: 1, raasi: 1 })).toBeNull();
  });
});
