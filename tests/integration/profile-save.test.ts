/** @jest-environment node */
import { toFormValues, type ProfileResource } from '@/lib/resources/profile-wire';
import { toPayload } from '@/lib/validation/profile-payload';
import type { Actor } from '@/lib/auth/roles';
import { getMyProfile } from '@/lib/data/profiles';
import { profileFormValidator } from '@/lib/validation/profile';
import { saveProfileFor } from '@/app/(app)/profile-save';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/**
 * The profile form's save (the server action's work) on a real database, and the one schema: what
 * the form says under a field is what the server answers for it.
 */
let admin: Actor;
let member: Actor;
let refs: ProfileRefs;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  member = await createUser();
  refs = await profileRefs();
});
afterAll(() => closeDb());

/** The form's values for a body, as the form would hold them after the member typed it. */
const formValuesOf = (body: Record<string, unknown>) => toFormValues({ id: 0, ...body } as ProfileResource);

/** What the form shows, with the star-in-raasi rule as the seeded numbers give it (Ashwini: Mesham). */
const formErrors = (body: Record<string, unknown>) =>
  profileFormValidator(
    (star, raasi) => !(star === refs.ashwini.split('/').pop() && raasi === refs.rishabam.split('/').pop()),
  )(formValuesOf(body));

describe('one profile schema for the form and the server', () => {
  it.each([
    ['fullName', { fullName: '   ' }, 'Enter Full Name!'],
    ['mobile', { mobile: '+91 123' }, 'Enter Valid Mobile!'],
    ['motherName', { motherName: '' }, 'Enter mother Name!'],
    ['star', { raasi: 'rishabam', star: 'ashwini' }, 'The star does not fall in the selected raasi.'],
  ])('gives %s the same message in the form and in the server’s refusal', async (field, change, message) => {
    const resolved = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [
        key,
        value in refs ? refs[value as keyof ProfileRefs] : value,
      ]),
    );
    const body = profileBody(refs, resolved);
    expect(formErrors(body)[field]).toBe(message);

    const answer = await saveProfileFor(member, body, null);
    expect(answer).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
    expect(await getMyProfile({ actor: member })).toBeNull();
  });

  it('stores what the form sends once valid, and answers with the stored profile', async () => {
    const values = formValuesOf(profileBody(refs));
    expect(profileFormValidator(() => true)(values)).toEqual({});
    const answer = await saveProfileFor(member, toPayload(values, { withGeneral: false }), null);
    expect(answer).toMatchObject({
      ok: true,
      profile: { fullName: 'Meena Sundaram', mobile: '+919876543210', height: refs.height, kothram: 'Siva' },
    });
    // Saved again: merged into the same profile.
    const again = await saveProfileFor(
      member,
      { ...toPayload(values, { withGeneral: false }), livingCity: 'Trichy' },
      null,
    );
    expect(again.ok && again.profile.id).toBe(answer.ok && answer.profile.id);
    expect((await getMyProfile({ actor: member }))?.livingCity).toBe('Trichy');
  });
});

describe('who may save which profile', () => {
  it('lets a member save only their own profile, whatever id they send', async () => {
    const other = await saveProfileFor(admin, profileBody(refs, { fullName: 'Offline Bride' }), null);
    if (!other.ok) throw new Error(other.message);
    const newcomer = await createUser();
    const answer = await saveProfileFor(
      newcomer,
      profileBody(refs, { fullName: 'Newcomer' }),
      other.profile.id,
    );
    expect(answer.ok && answer.profile.id).not.toBe(other.profile.id);
    expect((await getMyProfile({ actor: newcomer }))?.fullName).toBe('Newcomer');
    // The administrator's profile is untouched, and an administrator may edit it.
    const edited = await saveProfileFor(admin, { livingCity: 'Salem' }, other.profile.id);
    expect(edited).toMatchObject({ ok: true, profile: { fullName: 'Offline Bride', livingCity: 'Salem' } });
  });

  it('refuses the signed-out and college staff', async () => {
    expect(await saveProfileFor(null, profileBody(refs), null)).toMatchObject({ ok: false, fieldErrors: {} });
    const staff = await createUser({ roles: ['ROLE_COLLEGE'] });
    expect(await saveProfileFor(staff, profileBody(refs), null)).toMatchObject({
      ok: false,
      message: 'Access Denied.',
    });
  });
});
