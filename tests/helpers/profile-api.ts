import { screen, waitFor } from '@testing-library/react';
import { RAASI_NAMES, STAR_NAMES } from '@/seed/seed-data';
import type { Lookups } from '@/components/profile/lookups';
import type { ProfileResource, SaveProfile, SaveProfileAnswer } from '@/lib/resources/profile-wire';

/**
 * Stand-ins for what the profile screens get from the server in component tests: the lookups a
 * page hands to the form (as lib/data/lookup-lists.ts loads them), a save that records what the
 * form sends, and the media upload's XMLHttpRequest.
 */
const rows = (names: string[]) =>
  names.map((label, i) => ({ value: String(i + 1), label, number: null, active: true }));

export const LOOKUPS: Lookups = {
  heights: rows(['5ft - 152cm', '5ft 6in - 168cm']),
  weights: rows(['55 Kg', '60 Kg']),
  qualifications: rows(['B.E. / B.Tech.', 'MBA']),
  occupations: rows(['Software Engineer', 'Teacher']),
  annualincomes: rows(['5 - 7 Lakhs', '7 - 10 Lakhs']),
  genders: rows(['Male', 'Female']),
  maritalstatuses: rows(['Never Married', 'Widowed']),
  diets: rows(['Vegetarian', 'Non-Vegetarian']),
  castes: rows(['Pillai', 'Mudaliar']),
  mothertongues: rows(['Tamil', 'Telugu']),
  raasis: RAASI_NAMES.map((label, i) => ({ value: String(i + 1), label, number: i + 1 })),
  stars: STAR_NAMES.map((label, i) => ({ value: String(i + 1), label, number: i + 1 })),
  membersplans: rows(['Gold']).map((plan) => ({ ...plan, validity: 90 })),
};

/** A save that answers `answer` (success with the stored profile unless told) and records its calls. */
export function fakeSave(answer: SaveProfileAnswer = { ok: true, profile: STORED_PROFILE }) {
  return jest.fn<ReturnType<SaveProfile>, Parameters<SaveProfile>>(async () => answer);
}

export type FakeResponse = { status: number; body?: unknown };

type SentRequest = { method: string; url: string; body: unknown; finish: () => void };

/**
 * Installs a fake XMLHttpRequest (jsdom's would go to the network): each request is recorded,
 * reports its upload progress at half, and gets `respond`'s answer (404 when it declines) right
 * away, or, with `hold`, when the test calls its `finish()`.
 */
export function mockXhr(
  respond: (url: string, body: unknown) => FakeResponse | undefined = () => undefined,
  { hold = false } = {},
) {
  const sent: SentRequest[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      const answer = respond(this.url, body) ?? { status: 404, body: { 'hydra:description': 'Not Found' } };
      const finish = () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
        this.status = answer.status;
        this.statusText = String(answer.status);
        this.responseText = JSON.stringify(answer.body ?? null);
        this.onload?.();
      };
      sent.push({ method: this.method, url: this.url, body, finish });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        if (!hold) finish();
      }, 0);
    }
  }
  Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
  return sent;
}

/** A complete stored profile as GET /api/profiles/{id} prints it. */
export const STORED_PROFILE: ProfileResource = {
  '@id': '/api/profiles/7',
  id: 7,
  fullName: 'Kavya Raman',
  mobile: '+919876543210',
  height: '/api/heights/2',
  weight: '/api/weights/1',
  age: 27,
  qualification: '/api/qualifications/1',
  occupation: '/api/occupations/1',
  annualIncome: '/api/annualincomes/2',
  gender: '/api/genders/2',
  maritalStatus: '/api/maritalstatuses/1',
  totalChildren: 0,
  nativeCity: 'Madurai',
  nativeCountry: 'IN',
  livingCity: 'Singapore',
  livingCountry: 'SG',
  diet: '/api/diets/1',
  physicallyChallenged: false,
  photo: '/media/abc/kavya.jpg',
  fatherName: 'Raman',
  fatherOccupation: '/api/occupations/2',
  motherName: 'Lakshmi',
  motherOccupation: '/api/occupations/2',
  totalBrothers: 1,
  totalSisters: 0,
  caste: '/api/castes/1',
  kothram: 'Kashyapa',
  motherTongue: '/api/mothertongues/1',
  chevvaiDhosam: false,
  raasi: '/api/raasis/1',
  star: '/api/stars/2',
  horoscope: null,
  birthDate: null,
  birthTime: null,
  birthPlace: null,
  lqualification: '/api/qualifications/2',
  loccupation: null,
  lmotherTongue: null,
  lchevvaiDhosam: false,
  lmaritalStatus: null,
  lraasi: null,
  lstar: null,
  lphysicallyChallenged: null,
  lheight: null,
  lfromAge: 26,
  ltoAge: 32,
  lcaste: null,
  mobileVerified: false,
  status: true,
  membersPlan: null,
  expiry: null,
};

/**
 * The save's toast, 'Saved Succssfully', shown. It fades in: found on its first frame it is still
 * transparent (seen on a loaded machine), so this waits until it is visible.
 */
export const savedToastShown = () =>
  waitFor(() => expect(screen.getByText('Saved Succssfully')).toBeVisible(), { timeout: 5000 });
