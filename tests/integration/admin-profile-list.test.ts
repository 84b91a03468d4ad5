/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { PROFILE_TABLE, profileColumns } from '@/components/admin-profile/profile-table';
import { referenceText } from '@/components/crud/columns';
import { resourceColumns } from '@/components/crud/resource-columns';
import { toCsv } from '@/components/crud/csv-export';
import { loadInitialPage } from '@/app/(app)/admin/initial-page';
import type { LookupOptions } from '@/components/crud/use-lookup-options';
import { apiPageQuery, parseTableState } from '@/components/crud/table-state';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/**
 * The admin profile list end to end below the browser: an address as the list writes it (and as
 * the dashboard links to it) → the table's view → the API query it sends → the rows that come back.
 */
let admin: Actor;
let refs: ProfileRefs;
const ids: Record<string, number> = {};

// Created at 10:00 UTC (15:30 in India) on 1–5 January 2026, oldest first; Karthik at 20:00 UTC,
// which is already 5 January in India.
const PEOPLE = [
  {
    key: 'arun',
    fullName: 'Arun Kumar',
    gender: 'male',
    mobileVerified: true,
    status: true,
    expiry: '2026-03-01',
    date: '2026-01-01T10:00:00Z',
  },
  {
    key: 'meena',
    fullName: 'Meena Sundaram',
    gender: 'female',
    mobileVerified: false,
    status: true,
    expiry: null,
    date: '2026-01-02T10:00:00Z',
  },
  {
    key: 'priya',
    fullName: 'Priya Meenakshi',
    gender: 'female',
    mobileVerified: true,
    status: false,
    expiry: '2026-06-30',
    date: '2026-01-03T10:00:00Z',
  },
  {
    key: 'karthik',
    fullName: 'Karthik Raja',
    gender: 'male',
    mobileVerified: false,
    status: true,
    expiry: '2026-06-30',
    date: '2026-01-04T20:00:00Z',
  },
  {
    key: 'divya',
    fullName: 'Divya Ramesh',
    gender: 'female',
    mobileVerified: true,
    status: true,
    expiry: '2027-01-15',
    date: '2026-01-05T10:00:00Z',
  },
];

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
  for (const [i, person] of PEOPLE.entries()) {
    const { key, gender, date, ...values } = person;
    const body = profileBody(refs, {
      ...values,
      gender: gender === 'male' ? refs.male : refs.female,
      mobile: `+9198765000${i}0`,
    });
    const response = await call('POST', '/api/profiles', { as: admin, body });
    expect(response.status).toBe(201);
    ids[key] = response.body.id;
    await db.execute(sql`update profile set date = ${date} where id = ${ids[key]}`);
  }
});
afterAll(() => closeDb());

/** The first names the list shows for an address of /admin/profile, newest first. */
async function listed(address: string): Promise<string[]> {
  const query = apiPageQuery(parseTableState(new URLSearchParams(address), profileColumns), profileColumns);
  if (!query) return [];
  const response = await get(`/api/profiles?${query}`, { as: admin });
  expect(response.status).toBe(200);
  return response.body['hydra:member'].map((m: { fullName: string }) => m.fullName.split(' ')[0]);
}

const idOf = (iri: string) => iri.split('/').pop()!;

describe('the admin profile list filters', () => {
  it('text columns contain, any case; the Search box covers the text fields', async () => {
    expect(await listed('fullName=MEEN')).toEqual(['Priya', 'Meena']);
    expect(await listed('mobile=00030')).toEqual(['Karthik']);
    expect(await listed('q=ramesh')).toEqual(['Divya']);
  });

  it('id and status equal; yes/no columns equal', async () => {
    expect(await listed(`id=${ids.priya}`)).toEqual(['Priya']);
    expect(await listed('id=abc')).toEqual([]);
    expect(await listed('status=false')).toEqual(['Priya']);
    expect(await listed('mobileVerified=false')).toEqual(['Karthik', 'Meena']);
  });

  it('lookup columns take any of the chosen rows', async () => {
    expect(await listed(`gender[]=${idOf(refs.male)}`)).toEqual(['Karthik', 'Arun']);
    expect(await listed(`gender[]=${idOf(refs.male)}&gender[]=${idOf(refs.female)}`)).toHaveLength(5);
  });

  it('calendar days: is, is not (empty included), before, after, between', async () => {
    expect(await listed('expiry[is]=2026-06-30')).toEqual(['Karthik', 'Priya']);
    expect(await listed('expiry[not]=2026-06-30')).toEqual(['Divya', 'Meena', 'Arun']);
    expect(await listed('expiry[before]=2026-06-30')).toEqual(['Karthik', 'Priya', 'Arun']);
    expect(await listed('expiry[after]=2026-06-30')).toEqual(['Divya', 'Karthik', 'Priya']);
    // The dashboard's "Plans expiring" link.
    expect(await listed('expiry[after]=2026-03-01&expiry[before]=2026-06-29')).toEqual(['Arun']);
  });

  it("creation dates are days on India's calendar, as the list prints them", async () => {
    expect(await listed('date[is]=2026-01-05')).toEqual(['Divya', 'Karthik']);
    expect(await listed('date[is]=2026-01-04')).toEqual([]);
    expect(await listed('date[not]=2026-01-05')).toEqual(['Priya', 'Meena', 'Arun']);
    expect(await listed('date[before]=2026-01-02')).toEqual(['Meena', 'Arun']);
    expect(await listed('date[after]=2026-01-03')).toEqual(['Divya', 'Karthik', 'Priya']);
    expect(await listed('date[after]=2026-01-02&date[before]=2026-01-03')).toEqual(['Priya', 'Meena']);
  });

  it('combines filters and sorts on the server', async () => {
    expect(await listed(`gender[]=${idOf(refs.female)}&mobileVerified=true&sort=fullName`)).toEqual([
      'Divya',
      'Priya',
    ]);
  });
});

describe('the CSV export', () => {
  it("has the list's headings in order and each reference's text", async () => {
    const response = await get(`/api/profiles?id=${ids.arun}`, { as: admin });
    // The list prints references as IRIs; the export names them from each collection's rows, as the browser fetches them.
    const lookups: LookupOptions = {};
    for (const collection of new Set(
      PROFILE_TABLE.columns.flatMap((c) => (c.kind === 'lookup' && c.collection ? [c.collection] : [])),
    )) {
      const rows = (await get(`/api/${collection}?pagination=false`, { as: admin })).body['hydra:member'];
      lookups[collection] = rows.map((row: { id: number }) => ({
        value: String(row.id),
        label: referenceText(row),
      }));
    }
    expect(response.body['hydra:member'][0].gender).toBe(refs.male);
    const [headings, row] = toCsv(PROFILE_TABLE.columns, response.body['hydra:member'], lookups).split(
      '\r\n',
    );
    const heads = headings.split(',');
    expect(heads.slice(0, 4)).toEqual(['Id', 'Full Name', 'Mobile', 'Height']);
    expect(heads.slice(-7)).toEqual([
      'Mobile Verified',
      'Status',
      'Date',
      'Otp',
      'Members Plan',
      'Expiry',
      'Sign-in E-mail',
    ]);
    const cells = row.split(',');
    expect(cells[0]).toBe(String(ids.arun));
    expect(cells[heads.indexOf('Gender')]).toBe('Male');
    expect(cells[heads.indexOf('Full Name')]).toBe('Arun Kumar');
    // As on screen: dd/mm/yyyy; the mobile as a text formula, so no apostrophe shows before it.
    expect(cells[heads.indexOf('Expiry')]).toBe('01/03/2026');
    expect(cells[heads.indexOf('Mobile')]).toMatch(/^"=""\+91\d{10}"""$/);
    expect(cells[heads.indexOf('Mobile Verified')]).toBe('true');
  });

  it("has the member account's sign-in e-mail (issue 25 item 5): empty offline, never for members, not on screen", async () => {
    const member = await createUser({ email: 'Csv.Member@Example.com' });
    const linked = await call('POST', '/api/profiles', {
      as: admin,
      body: profileBody(refs, {
        fullName: 'Csv Linked',
        mobile: '+919876544444',
        userEmail: 'csv.member@example.com',
      }),
    });
    const offline = await call('POST', '/api/profiles', {
      as: admin,
      body: profileBody(refs, { fullName: 'Csv Offline', mobile: '+919876555555' }),
    });
    // The list prints it for administrators as the item does; a page the server keeps per address too.
    for (let round = 0; round < 2; round++) {
      const page = await get(`/api/profiles?id[]=${linked.body.id}&id[]=${offline.body.id}&order[id]=asc`, {
        as: admin,
      });
      expect(page.body['hydra:member'].map((m: { userEmail: string | null }) => m.userEmail)).toEqual([
        'Csv.Member@Example.com',
        null,
      ]);
    }
    expect((await get(linked.body['@id'], { as: admin })).body.userEmail).toBe('Csv.Member@Example.com');
    const exported = await get(`/api/profiles?id[]=${linked.body.id}&id[]=${offline.body.id}&order[id]=asc`, {
      as: admin,
    });
    const [headings, ...lines] = toCsv(PROFILE_TABLE.columns, exported.body['hydra:member']).split('\r\n');
    const at = headings.split(',').indexOf('Sign-in E-mail');
    expect(lines.map((line) => line.split(',')[at])).toEqual(['Csv.Member@Example.com', '']);
    // Only the export: the table's own columns leave it out, and no filter or sort reads it.
    expect(resourceColumns(PROFILE_TABLE.columns).map((c) => c.accessorKey)).not.toContain('userEmail');
    expect(
      parseTableState(new URLSearchParams('userEmail=csv&sort=userEmail'), profileColumns),
    ).toMatchObject({
      filters: [],
      sorting: [],
    });

    // The member reads their own profile without it.
    const own = await get('/api/profiles', { as: member });
    expect(own.body['hydra:member'][0].id).toBe(linked.body.id);
    expect(own.body['hydra:member'][0]).not.toHaveProperty('userEmail');
    expect((await get(linked.body['@id'], { as: member })).body).not.toHaveProperty('userEmail');
  });
});

describe("an administrator's new profile and its member account", () => {
  const owner = async (id: number) =>
    (await queryRows<{ user_id: number | null }>(sql`select user_id from profile where id = ${id}`))[0]
      .user_id;

  it('is linked by e-mail in any case; without one it stays an offline registration', async () => {
    const member = await createUser({ email: 'Kavya.Link@Example.com' });
    const linked = await call('POST', '/api/profiles', {
      as: admin,
      body: profileBody(refs, { mobile: '+919876511111', userEmail: ' kavya.link@example.COM ' }),
    });
    expect(linked.status).toBe(201);
    expect(await owner(linked.body.id)).toBe(member.id);
    const mine = await get('/api/profiles', { as: member });
    expect(mine.body['hydra:member'].map((m: { id: number }) => m.id)).toEqual([linked.body.id]);

    const offline = await call('POST', '/api/profiles', {
      as: admin,
      body: profileBody(refs, { mobile: '+919876522222', userEmail: '' }),
    });
    expect(offline.status).toBe(201);
    expect(await owner(offline.body.id)).toBeNull();
  });

  it('is refused with 422 on the e-mail when no account has it, or the account has its profile', async () => {
    const none = await call('POST', '/api/profiles', {
      as: admin,
      body: profileBody(refs, { userEmail: 'nobody@example.com' }),
    });
    expect(none.status).toBe(422);
    expect(none.body.violations).toEqual([
      { propertyPath: 'userEmail', message: 'No account has this e-mail.' },
    ]);
    const again = await call('POST', '/api/profiles', {
      as: admin,
      body: profileBody(refs, { userEmail: 'kavya.link@example.com' }),
    });
    expect(again.status).toBe(422);
    expect(again.body['hydra:description']).toBe('userEmail: This account already has a profile.');
  });

  it("a member's own userEmail is ignored: their profile is theirs", async () => {
    const member = await createUser();
    const response = await call('POST', '/api/profiles', {
      as: member,
      body: profileBody(refs, { mobile: '+919876533333', userEmail: 'kavya.link@example.com' }),
    });
    expect(response.status).toBe(201);
    expect(await owner(response.body.id)).toBe(member.id);
  });
});

describe('the first page the server renders with /admin/profile', () => {
  it("is the API's own answer for the address's view: same query, rows and total", async () => {
    const addresses: Record<string, string | string[]>[] = [
      {},
      { fullName: 'meen', sort: '-id' },
      { 'gender[]': [idOf(refs.male), idOf(refs.female)], page: '1', size: '50' },
      { 'expiry[after]': '2026-03-01', 'expiry[before]': '2026-06-29' },
      { q: 'ramesh' },
    ];
    for (const searchParams of addresses) {
      const first = await loadInitialPage(PROFILE_TABLE, searchParams, admin);
      const address = new URLSearchParams();
      for (const [key, value] of Object.entries(searchParams))
        [value].flat().forEach((v) => address.append(key, v));
      const query = apiPageQuery(parseTableState(address, profileColumns), profileColumns)!.toString();
      const api = await get(`/api/profiles?${query}`, { as: admin });
      expect(first).toEqual({ query, rows: api.body['hydra:member'], total: api.body['hydra:totalItems'] });
    }
  });

  it('is none when the view cannot match, or the API refuses it (the browser then asks and shows why)', async () => {
    expect(await loadInitialPage(PROFILE_TABLE, { id: 'abc' }, admin)).toBeNull();
    const refused = await get('/api/profiles?age=99999&itemsPerPage=10&page=1', { as: admin });
    expect(refused.status).toBe(400);
    expect(await loadInitialPage(PROFILE_TABLE, { age: '99999' }, admin)).toBeNull();
  });
});
