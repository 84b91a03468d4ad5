/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { masterResources, type MasterResource } from '@/lib/resources/master-data';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

let admin: Actor;
let member: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  member = await createUser();
});
afterAll(() => closeDb());

const JSONLD = 'application/ld+json; charset=utf-8';

/** Values of a new row: a distinctive name, and valid numbers where the entity has them. */
function sample(resource: MasterResource, name: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of resource.fields) {
    values[field.name] =
      field.type === 'text' ? name : field.name === 'amount' ? 1234 : field.name === 'validity' ? 45 : 2;
  }
  return values;
}

const nameOf = (resource: MasterResource) => resource.fields[0].name;

describe.each(masterResources.map((r) => [r.collection, r] as const))('/api/%s', (collection, resource) => {
  const path = `/api/${collection}`;
  const context = `/api/contexts/${resource.shortName}`;

  it('creates, reads, merge-patches, replaces and deletes a row with the exact codes, headers and bodies', async () => {
    const values = sample(resource, `Round Trip ${collection}`);
    const created = await call('POST', path, { as: admin, body: values });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const iri = `${path}/${id}`;
    expect(created.body).toEqual({
      '@context': context,
      '@id': iri,
      '@type': resource.shortName,
      id,
      ...values,
      status: true,
    });
    expect(Object.keys(created.body)).toEqual([
      '@context',
      '@id',
      '@type',
      'id',
      ...Object.keys(values),
      'status',
    ]);
    expect(created.headers.get('content-type')).toBe(JSONLD);
    expect(created.headers.get('location')).toBe(iri);
    expect(created.headers.get('content-location')).toBe(iri);
    expect(created.headers.get('link')).toBe(
      '<http://localhost:3000/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"',
    );
    expect(created.headers.get('vary')).toBe('Accept');
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    expect(created.headers.get('x-frame-options')).toBe('deny');

    const read = await get(iri, { as: member });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('accept-patch')).toBe('application/merge-patch+json');

    // merge-patch: only what is sent changes
    const patched = await call('PATCH', iri, { as: admin, body: { status: false } });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ ...created.body, status: false });

    // PUT replaces: status, not sent, goes back to its default (true); the spec's annual-income screen uses it
    const replacement = sample(resource, `Replaced ${collection}`);
    const replaced = await call('PUT', iri, {
      as: admin,
      body: replacement,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ ...created.body, ...replacement, status: true });
    expect((await get(iri, { as: admin })).body).toEqual(replaced.body);

    const deleted = await call('DELETE', iri, { as: admin });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const gone = await get(iri, { as: admin });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      '@context': '/api/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': 'Not Found',
      title: 'An error occurred',
      detail: 'Not Found',
      status: 404,
      type: '/errors/404',
    });
    expect((await call('PATCH', iri, { as: admin, body: { status: true } })).status).toBe(404);
    expect((await call('DELETE', iri, { as: admin })).status).toBe(404);
  });

  it('validates with the spec messages and refuses a duplicate name (any letter case) with 422 on the name', async () => {
    const name = nameOf(resource);
    const field = resource.fields[0];
    const empty = await call('POST', path, { as: admin, body: { ...sample(resource, 'x'), [name]: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      '@context': '/api/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': `${name}: ${field.requiredMessage}`,
      title: 'An error occurred',
      detail: `${name}: ${field.requiredMessage}`,
      status: 422,
      violations: [{ propertyPath: name, message: field.requiredMessage }],
    });
    const missing = await call('POST', path, { as: admin, body: {} });
    expect(missing.status).toBe(422);
    const required = resource.fields.filter((f) => f.requiredMessage && f.initial === undefined);
    expect(missing.body.violations).toEqual(
      required.map((f) => ({ propertyPath: f.name, message: f.requiredMessage })),
    );

    const first = await call('POST', path, { as: admin, body: sample(resource, 'Twice Named') });
    expect(first.status).toBe(201);
    const again = await call('POST', path, { as: admin, body: sample(resource, 'TWICE named') });
    // As API Platform's UniqueEntity answers: a violation on the field, so a form shows it there.
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      '@type': 'ConstraintViolationList',
      'hydra:description': `${name}: This value is already used.`,
      violations: [{ propertyPath: name, message: 'This value is already used.' }],
    });
    // Renaming another row to the taken name is refused the same way, and changes nothing.
    const other = await call('POST', path, { as: admin, body: sample(resource, 'Named Once') });
    const renamed = await call('PATCH', `${path}/${other.body.id}`, {
      as: admin,
      body: { [name]: 'twice NAMED' },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect([renamed.status, renamed.body.violations]).toEqual([
      422,
      [{ propertyPath: name, message: 'This value is already used.' }],
    ]);
    expect((await get(`${path}/${other.body.id}`, { as: admin })).body[name]).toBe('Named Once');
    await call('DELETE', `${path}/${other.body.id}`, { as: admin });
    await call('DELETE', `${path}/${first.body.id}`, { as: admin });
  });
});

describe.each(masterResources.map((r) => [r.collection, r] as const))(
  'filters and orders of /api/%s',
  (collection, resource) => {
    it('filter on every field and order on every column', async () => {
      const path = `/api/${collection}`;
      const [field] = resource.fields;
      const numbers = resource.fields.filter((f) => f.type === 'integer');
      const a = (
        await call('POST', path, { as: admin, body: { ...sample(resource, `Qfx ${collection} One`) } })
      ).body;
      const b = (
        await call('POST', path, {
          as: admin,
          body: { ...sample(resource, `qfx ${collection} two`), status: false },
        })
      ).body;
      const ids = async (query: string) =>
        (await get(`${path}?${query}`, { as: admin })).body['hydra:member'].map((m: { id: number }) => m.id);

      expect(await ids(`${field.name}=QFX%20${collection}`)).toEqual([a.id, b.id]);
      expect(await ids(`${field.name}[]=one&${field.name}[]=TWO&order[id]=desc`)).toEqual(
        expect.arrayContaining([b.id, a.id]),
      );
      expect(await ids(`id=${a.id}`)).toEqual([a.id]);
      expect(await ids(`id[]=${a.id}&id[]=${path}/${b.id}`)).toEqual([a.id, b.id]);
      expect(await ids(`${field.name}=qfx&status=false`)).toEqual([b.id]);
      expect(await ids(`q=qfx%20${collection}%20t`)).toEqual([b.id]);
      for (const number of numbers) {
        expect(await ids(`${field.name}=qfx&${number.name}=${a[number.name]}`)).toEqual([a.id, b.id]);
        expect(await ids(`${field.name}=qfx&${number.name}[gt]=${a[number.name]}`)).toEqual([]);
        expect(
          await ids(`${field.name}=qfx&${number.name}[between]=${a[number.name]}..${a[number.name]}`),
        ).toEqual([a.id, b.id]);
      }

      const all = (await get(`${path}?pagination=false`, { as: admin })).body['hydra:member'];
      for (const column of ['id', ...resource.fields.map((f) => f.name), 'status']) {
        const ascending = await ids(`pagination=false&order[${column}]=asc`);
        const descending = await ids(`pagination=false&order[${column}]=desc`);
        expect(ascending).toHaveLength(all.length);
        const values = (list: number[]) =>
          list.map((id) => all.find((m: { id: number }) => m.id === id)[column]);
        if (column === 'status') {
          expect(values(ascending).indexOf(true)).toBeGreaterThan(values(ascending).lastIndexOf(false));
        } else if (column === 'nameTa') {
          // Optional text: the rows that have one, in the database's order, mirrored by desc.
          const named = (list: number[]) => values(list).filter((v) => v !== null);
          expect(named(descending)).toEqual(named(ascending).reverse());
        } else if (column !== resource.fields[0].name) {
          const numeric = values(ascending) as number[];
          expect(numeric).toEqual([...numeric].sort((x, y) => (x ?? Infinity) - (y ?? Infinity)));
          expect(values(descending).filter((v) => v !== null)).toEqual(
            numeric.filter((v) => v !== null).reverse(),
          );
        } else {
          expect(descending).toEqual([...ascending].reverse()); // names are unique: an exact mirror
        }
      }
      await call('DELETE', `${path}/${a.id}`, { as: admin });
      await call('DELETE', `${path}/${b.id}`, { as: admin });
    });
  },
);

describe('collections', () => {
  const castes = masterResources.find((r) => r.key === 'caste')!;

  it('list every row with hydra:totalItems, hydra:search and no view when it all fits one page', async () => {
    for (const resource of masterResources) {
      const path = `/api/${resource.collection}`;
      const all = await get(`${path}?pagination=false`, { as: admin });
      expect(all.status).toBe(200);
      expect(all.body['@context']).toBe(`/api/contexts/${resource.shortName}`);
      expect(all.body['@id']).toBe(path);
      expect(all.body['@type']).toBe('hydra:Collection');
      expect(all.body['hydra:totalItems']).toBe(all.body['hydra:member'].length);
      expect(all.body['hydra:view']).toBeUndefined();
      const member0 = all.body['hydra:member'][0];
      expect(member0['@context']).toBeUndefined();
      expect(member0['@id']).toBe(`${path}/${member0.id}`);
      expect(member0['@type']).toBe(resource.shortName);
      const names = resource.fields.map((f) => f.name);
      const search = all.body['hydra:search'];
      expect(search['@type']).toBe('hydra:IriTemplate');
      expect(search['hydra:variableRepresentation']).toBe('BasicRepresentation');
      expect(search['hydra:template']).toContain(`${path}{?id,id[],${names[0]},${names[0]}[],`);
      for (const n of ['id', ...names, 'status']) expect(search['hydra:template']).toContain(`order[${n}]`);
      expect(search['hydra:mapping']).toContainEqual({
        '@type': 'IriTemplateMapping',
        variable: names[0],
        property: names[0],
        required: false,
      });
    }
  });

  it('pages with first, previous, next and last at the first, a middle and the last page', async () => {
    for (const resource of masterResources) {
      const path = `/api/${resource.collection}`;
      let total = (await get(path, { as: admin })).body['hydra:totalItems'] as number;
      for (; total < 3; total++)
        expect((await call('POST', path, { as: admin, body: sample(resource, `Pad ${total}`) })).status).toBe(
          201,
        );
      const per = Math.max(1, Math.floor(total / 3));
      const last = Math.ceil(total / per);
      const at = (page: number) => `${path}?itemsPerPage=${per}&page=${page}`;

      const first = await get(`${path}?itemsPerPage=${per}`, { as: admin });
      expect(first.body['hydra:member']).toHaveLength(per);
      expect(first.body['hydra:view']).toEqual({
        '@id': at(1),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': at(1),
        'hydra:last': at(last),
        'hydra:next': at(2),
      });
      const middle = await get(`${path}?page=2&itemsPerPage=${per}`, { as: admin });
      expect(middle.body['hydra:view']).toEqual({
        '@id': at(2),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': at(1),
        'hydra:last': at(last),
        'hydra:previous': at(1),
        'hydra:next': at(3),
      });
      expect(middle.body['hydra:member'][0].id).toBeGreaterThan(first.body['hydra:member'][per - 1].id);
      const end = await get(at(last), { as: admin });
      expect(end.body['hydra:member']).toHaveLength(total - per * (last - 1));
      expect(end.body['hydra:totalItems']).toBe(total);
      expect(end.body['hydra:view']).toEqual({
        '@id': at(last),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': at(1),
        'hydra:last': at(last),
        'hydra:previous': at(last - 1),
      });
    }
  });

  it('filters by contains, exact id (plain, [] or IRI), status, q and orders, all answered with a view', async () => {
    const path = '/api/castes';
    const alpha = (await call('POST', path, { as: admin, body: { caste: 'Zqx Alpha' } })).body;
    const beta = (await call('POST', path, { as: admin, body: { caste: 'zqx beta_%', status: false } })).body;
    const names = async (query: string, as: Actor = admin) =>
      (await get(`${path}?${query}`, { as })).body['hydra:member'].map((m: { caste: string }) => m.caste);

    expect(await names('caste=ZQX')).toEqual(['Zqx Alpha', 'zqx beta_%']);
    expect(await names('caste=x%20b')).toEqual(['zqx beta_%']);
    expect(await names('caste=_%25')).toEqual(['zqx beta_%']); // % and _ are literal, not wildcards
    expect(await names('caste=a_p')).toEqual([]);
    expect(await names(`id=${alpha.id}`)).toEqual(['Zqx Alpha']);
    expect(await names(`id=/api/castes/${beta.id}`)).toEqual(['zqx beta_%']);
    expect(await names(`id[]=${alpha.id}&id[]=${beta.id}&order[id]=desc`)).toEqual([
      'zqx beta_%',
      'Zqx Alpha',
    ]);
    expect(await names('caste=zqx&status=false')).toEqual(['zqx beta_%']);
    expect(await names('caste=zqx&status=1')).toEqual(['Zqx Alpha']);
    expect(await names('caste=zqx&order[caste]=desc')).toEqual(['zqx beta_%', 'Zqx Alpha']);
    expect(await names('caste=zqx&order[status]=asc')).toEqual(['zqx beta_%', 'Zqx Alpha']);
    expect(await names('q=zqx')).toEqual(['Zqx Alpha', 'zqx beta_%']);
    expect(await names(`q=${beta.id}`)).toContain('zqx beta_%');
    expect(await names('unknown=1&caste=zqx&order[nope]=asc')).toEqual(['Zqx Alpha', 'zqx beta_%']);

    const filtered = await get(`${path}?caste=zqx`, { as: admin });
    expect(filtered.body['hydra:totalItems']).toBe(2);
    expect(filtered.body['hydra:view']).toEqual({
      '@id': '/api/castes?caste=zqx',
      '@type': 'hydra:PartialCollectionView',
    });
    const bracketed = await get(`${path}?order[caste]=desc&itemsPerPage=1&caste=zqx`, { as: admin });
    expect(bracketed.body['hydra:view']['hydra:next']).toBe(
      '/api/castes?order%5Bcaste%5D=desc&itemsPerPage=1&caste=zqx&page=2',
    );

    // members read active rows only
    expect(await names('caste=zqx', member)).toEqual(['Zqx Alpha']);
    expect(await names('caste=zqx&status=false', member)).toEqual([]);
    expect((await get(`${path}/${beta.id}`, { as: member })).status).toBe(404);
    expect((await get(`${path}/${beta.id}`, { as: admin })).status).toBe(200);
    const all = await get(`${path}?pagination=false`, { as: member });
    expect(all.body['hydra:member'].every((m: { status: boolean }) => m.status)).toBe(true);
    expect(castes.collection).toBe('castes');
  });

  it('filters plans by amount and validity ranges and orders on every column', async () => {
    const path = '/api/membersplans';
    const names = async (query: string) =>
      (await get(`${path}?${query}`, { as: admin })).body['hydra:member'].map(
        (m: { planName: string }) => m.planName,
      );
    // seeded: Free 0/30, Silver 1500/90, Gold 3000/180, Platinum 5000/365, Assisted Elite 100000/365
    expect(await names('amount[gte]=1500&amount[lt]=5000')).toEqual(['Silver', 'Gold']);
    expect(await names('amount[between]=3000..100000&order[amount]=desc')).toEqual([
      'Assisted Elite',
      'Platinum',
      'Gold',
    ]);
    expect(await names('amount[gt]=0&amount[lte]=1500')).toEqual(['Silver']);
    expect(await names('validity=365&order[planName]=asc')).toEqual(['Assisted Elite', 'Platinum']);
    expect(await names('validity[]=30&validity[]=90')).toEqual(['Free', 'Silver']);
    expect(await names('order[validity]=desc&order[amount]=asc&itemsPerPage=2')).toEqual([
      'Platinum',
      'Assisted Elite',
    ]);
    expect(await names('q=3000')).toEqual(['Gold']);
  });

  it.each([
    ['status=maybe'],
    ['id=abc'],
    ['id=/api/genders/1'],
    ['page=0'],
    ['page=x'],
    ['itemsPerPage=0'],
    ['itemsPerPage=-5'],
    ['order[caste]=up'],
    ['pagination=perhaps'],
  ])('answers 400 to the bad filter value %s', async (query) => {
    const response = await get(`/api/castes?${query}`, { as: admin });
    expect(response.status).toBe(400);
    expect(response.body['@type']).toBe('hydra:Error');
  });

  it('caps itemsPerPage at 1000', async () => {
    const response = await get('/api/heights?itemsPerPage=5000', { as: admin });
    expect(response.status).toBe(200);
    expect(response.body['hydra:member'].length).toBe(response.body['hydra:totalItems']);
  });
});
