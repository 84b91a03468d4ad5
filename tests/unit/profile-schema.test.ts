import {
  EMPTY_PROFILE_VALUES,
  referenceId,
  toFormValues,
  type ProfileFormValues,
} from '@/lib/resources/profile-wire';
import { toPayload } from '@/lib/validation/profile-payload';
import {
  PROFILE_MESSAGES,
  REQUIRED_MESSAGES,
  profileFormValidator as profileValidator,
} from '@/lib/validation/profile';
import { STORED_PROFILE } from '../helpers/profile-api';

const anyPair = () => true;
const complete: ProfileFormValues = toFormValues(STORED_PROFILE);

describe('profile form rules', () => {
  it('gives each required field its message from spec section 5, word for word', () => {
    const empty: ProfileFormValues = {
      ...EMPTY_PROFILE_VALUES,
      totalChildren: '',
      totalBrothers: '',
      totalSisters: '',
      nativeCountry: '',
      livingCountry: '',
    };
    expect(profileValidator(anyPair)(empty)).toEqual(REQUIRED_MESSAGES);
    // The messages come from the profile registry; these are the spec's words, spelling and all.
    expect(REQUIRED_MESSAGES).toEqual({
      fullName: 'Enter Full Name!',
      mobile: 'Enter Mobile!',
      height: 'Select Height!',
      weight: 'Select Weight!',
      age: 'Select Age!',
      qualification: 'Select Qualification!',
      occupation: 'Select Occupation!',
      annualIncome: 'Select Annual Income!',
      gender: 'Select Gender!',
      maritalStatus: 'Select Marital Status!',
      totalChildren: 'Enter Total Children!',
      nativeCity: 'Enter Native City!',
      nativeCountry: 'Select Native Country!',
      livingCity: 'Enter Living City!',
      livingCountry: 'Select Living Country!',
      diet: 'Select Diet!',
      fatherName: 'Enter Father Name!',
      fatherOccupation: 'Select Father Occupation!',
      motherName: 'Enter mother Name!',
      motherOccupation: 'Select mother Occupation!',
      caste: 'Select Sub Caste!',
      totalBrothers: 'Enter Total Brothers!',
      totalSisters: 'Enter Total Sisters!',
      motherTongue: 'Select Mother Tongue!',
      raasi: 'Select Raasi!',
      star: 'Select Star!',
      lfromAge: 'Enter From Age!',
      ltoAge: 'Enter To Age!',
    });
  });

  it('accepts a complete profile with the optional fields left empty', () => {
    const minimal = {
      ...complete,
      kothram: '',
      photo: null,
      horoscope: null,
      lqualification: null,
      lchevvaiDhosam: null,
    };
    expect(profileValidator(anyPair)(minimal)).toEqual({});
  });

  it('refuses a mobile number that cannot exist and blank-only names', () => {
    const errors = profileValidator(anyPair)({ ...complete, mobile: '+91123', fullName: '   ' });
    expect(errors).toEqual({ mobile: PROFILE_MESSAGES.mobileInvalid, fullName: REQUIRED_MESSAGES.fullName });
  });

  it('refuses a star outside the chosen raasi, for the profile and for the preference', () => {
    const fits = (star: string, raasi: string) => star === '1' && raasi === '1';
    const errors = profileValidator(fits)({ ...complete, star: '4', raasi: '1', lstar: '4', lraasi: '1' });
    expect(errors).toEqual({ star: PROFILE_MESSAGES.starNotInRaasi, lstar: PROFILE_MESSAGES.starNotInRaasi });
    expect(profileValidator(fits)({ ...complete, star: '1', raasi: '1', lstar: '4', lraasi: null })).toEqual(
      {},
    );
  });
});

describe('the save payload', () => {
  it('sends IRIs, numbers, the defaults, and null for a preference that was not chosen', () => {
    const payload = toPayload(
      { ...complete, lqualification: null, lchevvaiDhosam: null, kothram: ' ' },
      { withGeneral: false },
    );
    expect(payload).toMatchObject({
      height: '/api/heights/2',
      fatherOccupation: '/api/occupations/2',
      raasi: '/api/raasis/1',
      age: 27,
      totalChildren: 0,
      nativeCountry: 'IN',
      kothram: null,
      lfromAge: 26,
    });
    for (const field of [
      'lqualification',
      'loccupation',
      'lchevvaiDhosam',
      'lphysicallyChallenged',
      'lraasi',
      'lstar',
      'lcaste',
      'lheight',
      'lmotherTongue',
      'lmaritalStatus',
    ]) {
      expect(payload).toHaveProperty(field, null);
    }
    for (const field of ['mobileVerified', 'membersPlan', 'expiry', 'status', 'otp'])
      expect(payload).not.toHaveProperty(field);
  });

  it('round-trips a stored profile and sends the General fields only for administrators', () => {
    const payload = toPayload(complete, { withGeneral: true });
    // What the form sends back is the stored profile minus what only the server sets.
    const stored: Record<string, unknown> = { ...STORED_PROFILE };
    for (const key of ['@id', 'id', 'date']) delete stored[key];
    expect(payload).toEqual(stored);
    expect(
      toPayload({ ...complete, membersPlan: '1', expiry: '2027-03-31' }, { withGeneral: true }),
    ).toMatchObject({
      membersPlan: '/api/membersplans/1',
      expiry: '2027-03-31',
    });
  });

  it('reads references printed as IRIs or embedded objects', () => {
    expect(referenceId('/api/castes/12')).toBe('12');
    expect(referenceId({ '@id': '/api/castes/12', id: 12 })).toBe('12');
    expect(referenceId(null)).toBeNull();
    expect(toFormValues(null)).toMatchObject({
      totalChildren: 0,
      nativeCountry: 'IN',
      livingCountry: 'IN',
      status: true,
    });
  });
});
