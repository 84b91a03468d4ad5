import { RAASI_NAMES, STAR_NAMES } from '@/db/seed-data';
import { LOOKUP_NAME_FIELDS, type LookupCollection } from '@/components/profile/lookups';
import type { ProfileResource } from '@/components/profile/profile-wire';

/**
 * A stand-in for the JSON-LD API in component tests: answers the lookup collections the way
 * /api/{collection}?pagination=false&status=true does, and whatever a test adds for other calls.
 */
const twoRows = (collection: LookupCollection, names: string[]) =>
  names.map((name, i) => ({
    '@id': `/api/${collection}/${i + 1}`,
    id: i + 1,
    [LOOKUP_NAME_FIELDS[collection]]: name,
    status: true,
  }));

export const LOOKUP_ROWS: Record<LookupCollection, Record<string, unknown>[]> = {
  heights: twoRows('heights', ['5ft - 152cm', '5ft 6in - 168cm']),
  weights: twoRows('weights', ['55 Kg', '60 Kg']),
  qualifications: twoRows('qualifications', ['B.E. / B.Tech.', 'MBA']),
  occupations: twoRows('occupations', ['Software Engineer', 'Teacher']),
  annualincomes: twoRows('annualincomes', ['5 - 7 Lakhs', '7 - 10 Lakhs']),
  genders: twoRows('genders', ['Male', 'Female']),
  maritalstatuses: twoRows('maritalstatuses', ['Never Married', 'Widowed']),
  diets: twoRows('diets', ['Vegetarian', 'Non-Vegetarian']),
  castes: twoRows('castes', ['Pillai', 'Mudaliar']),
  mothertongues: twoRows('mothertongues', ['Tamil', 'Telugu']),
  raasis: RAASI_NAMES.map((raasi, i) => ({ id: i + 1, raasi, number: i + 1, status: true })),
  stars: STAR_NAMES.map((star, i) => ({ id: i + 1, star, number: i + 1, status: true })),
  membersplans: [{ id: 1, planName: 'Gold', amount: 3000, validity: 180, status: true }],
};

export type FakeResponse = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => FakeResponse | undefined;

/** The Response surface our code reads (jsdom has no fetch of its own). */
function respond({ status, body }: FakeResponse) {
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: String(status),
    json: async () => body,
  } as unknown as Response;
}

/** Installs a fetch mock: lookups answered, then `handler` for anything else (404 when it declines). */
export function mockApi(handler: Handler = () => undefined) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const lookup = /^\/api\/(\w+)\?pagination=false&status=true$/.exec(url)?.[1] as
      LookupCollection | undefined;
    if (lookup && (init.method ?? 'GET') === 'GET' && LOOKUP_ROWS[lookup]) {
      return respond({
        status: 200,
        body: { '@type': 'hydra:Collection', 'hydra:member': LOOKUP_ROWS[lookup] },
      });
    }
    return respond(handler(url, init) ?? { status: 404, body: { 'hydra:description': 'Not Found' } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Calls other than the lookups, with their parsed JSON bodies. */
export function apiCalls(fetchMock: jest.Mock) {
  return fetchMock.mock.calls
    .filter(([url]) => !String(url).includes('pagination=false'))
    .map(([url, init]: [string, RequestInit]) => ({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    }));
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
