/** @jest-environment node */
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import type { Actor } from '@/lib/auth/roles';
import { apiClasses } from '@/lib/hydra/api-classes';
import { masterResources, registryResources } from '@/lib/resources/master-data';
import { profileFields } from '@/lib/resources/profile';
import { call, get, ORIGIN, tokenFor } from '../helpers/api';
import { createCollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

let admin: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
});
afterAll(() => closeDb());

const collections = [
  ...registryResources.map((r) => r.collection),
  'profiles',
  'matches',
  'media_objects',
  'enquiries',
  'users',
  'interests',
  'shortlists',
  'photo_requests',
  'grievances',
  'students',
  'fees',
  'receipts',
  'concessions',
  'late_fees',
  'fine_waivers',
  'refunds',
  'moderation_items',
  'reports',
  'blocks',
  'verification_calls',
  'conversations',
  'messages',
  'profile_views',
  'saved_searches',
  'notifications',
  'audit_entries',
  'plan_payments',
  'invoices',
];

describe('discovery', () => {
  it.each([
    ['/api/castes', 'GET, POST, HEAD, OPTIONS'],
    ['/api/castes/1', 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS'],
    ['/api/profiles', 'GET, POST, HEAD, OPTIONS'],
    ['/api/media_objects', 'GET, POST, HEAD, OPTIONS'],
    ['/api/users', 'GET, HEAD, OPTIONS'],
    ['/api/users/1', 'GET, HEAD, OPTIONS'],
  ])('answers OPTIONS %s with the methods that resource takes', async (url, allow) => {
    const response = await call('OPTIONS', url);
    expect([response.status, response.headers.get('allow')]).toEqual([204, allow]);
    // and what it lists is what a wrong method's 405 lists
    const refused = await call(url.endsWith('/1') ? 'POST' : 'PUT', url, { as: admin, body: {} });
    expect([refused.status, refused.headers.get('allow')]).toEqual([
      405,
      allow.replace(', HEAD, OPTIONS', ''),
    ]);
  });

  it('answers OPTIONS on an unknown collection with 404', async () => {
    expect((await call('OPTIONS', '/api/nothing')).status).toBe(404);
  });

  it('serves the entrypoint with every collection, keys sorted, and the Link header', async () => {
    const response = await get('/api');
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBe(
      `<${ORIGIN}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`,
    );
    const { '@context': context, '@id': id, '@type': type, ...links } = response.body;
    expect([context, id, type]).toEqual(['/api/contexts/Entrypoint', '/api', 'Entrypoint']);
    expect(Object.keys(links)).toEqual([...Object.keys(links)].sort());
    expect(links.caste).toBe('/api/castes');
    expect(links.annualIncome).toBe('/api/annualincomes');
    expect(links.mediaObject).toBe('/api/media_objects');
    expect(Object.values(links).sort()).toEqual(collections.map((c) => `/api/${c}`).sort());
  });

  it('dereferences every @context it prints', async () => {
    const printed = new Set<string>([
      '/api/contexts/Entrypoint',
      '/api/contexts/Error',
      '/api/contexts/ConstraintViolationList',
    ]);
    for (const resource of masterResources) {
      printed.add((await get(`/api/${resource.collection}?itemsPerPage=1`, { as: admin })).body['@context']);
    }
    printed.add((await get('/api/profiles', { as: admin })).body['@context']);
    printed.add((await call('POST', '/api/castes', { as: admin, body: {} })).body['@context']);
    printed.add((await get('/api/castes/999999', { as: admin })).body['@context']);
    for (const context of printed) {
      const response = await get(context);
      expect({ context, status: response.status }).toEqual({ context, status: 200 });
      expect(response.body['@context']['@vocab']).toBe(`${ORIGIN}/api/docs.jsonld#`);
    }
    const caste = (await get('/api/contexts/Caste')).body['@context'];
    expect(caste.caste).toBe('https://schema.org/name'); // the name field, so clients label references with it
    const profile = (await get('/api/contexts/Profile')).body['@context'];
    expect(profile.caste).toEqual({ '@id': 'Profile/caste', '@type': '@id' });
    expect((await get('/api/contexts/Nothing')).status).toBe(404);
  });

  it('is read by api-doc-parser: every resource, field, operation and relation', async () => {
    const token = await tokenFor(admin);
    const realFetch = global.fetch;
    // The parser fetches over HTTP; here its requests go straight to the route handlers.
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const response = await call(request.method, url.pathname + url.search, {
        headers: Object.fromEntries(request.headers),
      });
      return new Response(response.text || null, { status: response.status, headers: response.headers });
    }) as typeof fetch;
    try {
      const { api, status } = await parseHydraDocumentation(`${ORIGIN}/api`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(status).toBe(200);
      expect(api.title).toBe('Thirumanam API');
      expect(api.resources!.map((r) => r.name).sort()).toEqual([...collections].sort());

      for (const resource of masterResources) {
        const parsed = api.resources!.find((r) => r.name === resource.collection)!;
        expect(parsed.url).toBe(`${ORIGIN}/api/${resource.collection}`);
        expect(parsed.title).toBe(resource.shortName);
        expect(parsed.fields!.map((f) => f.name)).toEqual([
          'id',
          ...resource.fields.map((f) => f.name),
          'status',
        ]);
        expect(parsed.writableFields!.map((f) => f.name)).toEqual([
          ...resource.fields.map((f) => f.name),
          'status',
        ]);
        const name = parsed.fields!.find((f) => f.name === resource.fields[0].name)!;
        expect([name.type, name.required]).toEqual(['string', true]);
        expect(parsed.fields!.find((f) => f.name === 'status')!.type).toBe('boolean');
        expect(parsed.operations!.map((o) => `${o.type}:${o.method}`).sort()).toEqual(
          ['create:POST', 'delete:DELETE', 'edit:PATCH', 'edit:PUT', 'list:GET', 'show:GET'].sort(),
        );
        const parameters = await parsed.getParameters!();
        expect(parameters.map((p) => p.variable)).toEqual(
          expect.arrayContaining(['id', resource.fields[0].name, 'status', 'order[id]']),
        );
      }

      const profiles = api.resources!.find((r) => r.name === 'profiles')!;
      expect(profiles.fields!.map((f) => f.name)).toEqual([
        'id',
        ...profileFields.map((f) => f.name),
        'photos',
        'photoVisibility',
        'userEmail',
      ]);
      const photos = profiles.fields!.find((f) => f.name === 'photos')!;
      expect((photos.reference as { name: string } | null)?.name).toBe('media_objects');
      for (const field of profileFields.filter((f) => f.type === 'relation')) {
        const parsed = profiles.fields!.find((f) => f.name === field.name)!;
        expect({ field: field.name, reference: (parsed.reference as { name: string } | null)?.name }).toEqual(
          {
            field: field.name,
            reference: field.collection,
          },
        );
        expect(parsed.maxCardinality).toBe(1);
      }
      expect(profiles.fields!.find((f) => f.name === 'fullName')!.required).toBe(true);
      expect(profiles.fields!.find((f) => f.name === 'expiry')!.type).toBe('date');
      expect(profiles.fields!.find((f) => f.name === 'date')!.type).toBe('dateTime');
      expect(profiles.readableFields!.length).toBe(profileFields.length + 4); // id, photos, photoVisibility, userEmail
      const media = api.resources!.find((r) => r.name === 'media_objects')!;
      expect(media.id).toBe('https://schema.org/MediaObject');
      expect(media.readableFields!.map((f) => f.name)).toEqual(['contentUrl']);
    } finally {
      global.fetch = realFetch;
    }
  });

  it('describes the same API in OpenAPI 3 at /api/docs.json', async () => {
    const response = await get('/api/docs.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.body.openapi).toBe('3.1.0');
    for (const collection of collections) {
      expect(Object.keys(response.body.paths)).toEqual(
        expect.arrayContaining([`/${collection}`, `/${collection}/{id}`]),
      );
    }
    // Paths are relative to the server URL, as API Platform prints them.
    expect(response.body.servers).toEqual([{ url: '/api', description: '' }]);
    expect(Object.keys(response.body.paths['/castes/{id}'])).toEqual(['get', 'put', 'patch', 'delete']);
    expect(response.body.components.schemas.Caste.required).toEqual(['caste']);
    // The papers (issue 24 item 3) are PDF downloads beside the resources.
    expect(Object.keys(response.body.paths['/profiles/{id}/biodata.pdf'].get.responses)).toEqual([
      '200',
      '401',
      '403',
      '404',
    ]);
    expect(response.body.paths['/porutham.pdf'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'brideStar',
      'brideRaasi',
      'groomStar',
      'groomRaasi',
    ]);
    const params = response.body.paths['/profiles'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining([
        'page',
        'itemsPerPage',
        'fullName',
        'gender[]',
        'date[after]',
        'age[between]',
        'q',
      ]),
    );
  });
});

describe('docs.jsonld and what the college resources print', () => {
  type DocClass = {
    '@id': string;
    'hydra:title': string;
    'hydra:description': string;
    'hydra:supportedProperty': { 'hydra:title': string; 'hydra:property': { range: string } }[];
  };
  const ignored = new Set(['@context', '@id', '@type']);
  /** The keys one printed record has that its documented class does not list. */
  const undocumented = (record: Record<string, unknown>, documented: Set<string>) =>
    Object.keys(record).filter((key) => !ignored.has(key) && !documented.has(key));
  /**
   * The range a printed value needs: an instant (2026-11-27T10:11:00.000Z) xsd:dateTime, a bare day
   * xsd:date; so does a property named for an instant (cancelledAt, printed null until it is one).
   */
  const rangeFor = (key: string, value: unknown) => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return 'xmls:dateTime';
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return 'xmls:date';
    if (/[a-z]At$/.test(key)) return 'xmls:dateTime';
    return null;
  };

  it('lists every property an item, a list member or an answer of each college resource prints', async () => {
    const basics = await createCollegeBasics(admin, admin);
    const post = async (url: string, body: unknown) => {
      const response = await call('POST', url, { as: admin, body });
      if (response.status !== 201) throw new Error(`${url}: ${response.status} ${response.text}`);
      return response.body['@id'] as string;
    };
    // One of each college record, through the API: a receipt and its refund, a concession, a late
    // fee rule (due 2025-07-01, long past) and its waiver.
    const receipt = await post('/api/receipts', {
      student: basics.student,
      paidOn: '2025-06-01',
      paymentMode: basics.mode,
      items: [{ fee: basics.fee, amount: 1000 }],
    });
    await post('/api/refunds', {
      paymentReceipt: receipt,
      amount: 100,
      reason: 'Overpaid',
      paymentMode: basics.mode,
      refundedOn: '2025-06-02',
    });
    await post('/api/concessions', {
      student: basics.student,
      fee: basics.fee,
      kind: 'amount',
      value: 500,
      reason: 'Merit scholarship',
      approvedBy: 'Principal',
    });
    await post('/api/late_fees', { fee: basics.fee, graceDays: 0, kind: 'flat', amount: 200 });
    await post('/api/fine_waivers', { student: basics.student, fee: basics.fee, reason: 'Hospitalised' });

    // What each college resource prints: its list's first member and that item, or its one answer.
    const printed = new Map<string, Record<string, unknown>[]>();
    const docs: DocClass[] = (await get('/api/docs.jsonld')).body['hydra:supportedClass'];
    const college = docs.filter((c) => c['hydra:description']?.includes('College staff and administrators'));
    for (const cls of college) {
      // The collections (the one-answer resources below are not among apiClasses()).
      const collection = apiClasses().find((c) => c.shortName === cls['hydra:title'])?.collection;
      if (!collection) continue;
      const list = await get(`/api/${collection}?itemsPerPage=1`, { as: admin });
      const member = list.body['hydra:member'][0];
      expect({ collection, member: !!member }).toEqual({ collection, member: true });
      printed.set(cls['hydra:title'], [member, (await get(member['@id'], { as: admin })).body]);
    }
    const course = basics.course.split('/').pop();
    const batch = basics.batch.split('/').pop();
    printed.set('Daybook', [(await get('/api/daybook?from=2025-06-01&to=2025-06-30', { as: admin })).body]);
    printed.set('BatchPromotion', [
      (await get(`/api/batch_promotions?course=${course}&batch=${batch}`, { as: admin })).body,
    ]);
    printed.set('FeeReminders', [(await get('/api/fee_reminders', { as: admin })).body]);
    const csv =
      'Name,Roll No,Course,Batch,Semester,Phone,Email,Guardian Name,Guardian Phone\n' +
      'Arun K,PHY25002,B.Sc Physics,2025-2028,Semester 1,,,,\n';
    printed.set('StudentImport', [
      (
        await call('POST', '/api/student_imports?dryRun=true', {
          as: admin,
          raw: csv,
          headers: { 'Content-Type': 'text/csv' },
        })
      ).body,
    ]);
    printed.set('CollegeSettings', [(await get('/api/college_settings', { as: admin })).body]);

    // Every documented college class was printed, and printed nothing it does not document.
    expect([...printed.keys()].sort()).toEqual(college.map((c) => c['hydra:title']).sort());
    const gaps = college.flatMap((cls) => {
      const documented = new Set(cls['hydra:supportedProperty'].map((p) => p['hydra:title']));
      const keys = new Set(printed.get(cls['hydra:title'])!.flatMap((r) => undocumented(r, documented)));
      return keys.size ? [`${cls['hydra:title']}: ${[...keys].join(', ')}`] : [];
    });
    expect(gaps).toEqual([]);

    // Dates and instants are documented as such (xsd:date, xsd:dateTime), never as plain strings.
    const misranged = college.flatMap((cls) => {
      const ranges = new Map(
        cls['hydra:supportedProperty'].map((p) => [p['hydra:title'], p['hydra:property'].range]),
      );
      const wrong = new Set(
        printed.get(cls['hydra:title'])!.flatMap((record) =>
          Object.entries(record).flatMap(([key, value]) => {
            const range = ranges.has(key) ? rangeFor(key, value) : null;
            return range && ranges.get(key) !== range ? [`${key} is ${ranges.get(key)}, not ${range}`] : [];
          }),
        ),
      );
      return [...wrong].map((w) => `${cls['hydra:title']}.${w}`);
    });
    expect(misranged).toEqual([]);

    // Every @context they print dereferences, the payment form's fees-due answer's included.
    const student = basics.student.split('/').pop();
    const feeDues = (await get(`/api/feedues?student=${student}`, { as: admin })).body;
    expect(feeDues['hydra:member'].length).toBeGreaterThan(0);
    const contexts = new Set(
      [...printed.values(), [feeDues]].flat().map((record) => record['@context'] as string | undefined),
    );
    contexts.delete(undefined);
    for (const context of contexts) {
      const response = await get(context!);
      expect({ context, status: response.status }).toEqual({ context, status: 200 });
    }
    expect(contexts).toContain('/api/contexts/FeeDue');
  });
});
