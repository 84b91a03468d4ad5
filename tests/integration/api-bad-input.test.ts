/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { db } from '@/db/client';
import { profiles } from '@/db/schema';
import { masterResources, type MasterResource } from '@/lib/resources/master-data';
import { call, type CallOptions } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

let admin: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
});
afterAll(() => closeDb());

type Case = {
  name: string;
  options: (method: string) => CallOptions;
  status: number;
  description?: string | RegExp;
};

const contentType = (method: string) =>
  method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
const raw = (body: string) => (method: string) => ({
  raw: body,
  headers: { 'Content-Type': contentType(method) },
});

/** Bad bodies every write route must refuse, for an entity whose name field is `name`. */
function casesFor(name: string): Case[] {
  return [
    { name: 'malformed JSON', options: raw(`{"${name}": `), status: 400, description: 'Syntax error' },
    { name: 'an empty body', options: raw(''), status: 400, description: 'Syntax error' },
    {
      name: 'bytes that are not UTF-8',
      options: (method: string) => ({
        raw: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
        headers: { 'Content-Type': contentType(method) },
      }),
      status: 400,
      description: 'Syntax error',
    },
    { name: 'a JSON array', options: raw('[]'), status: 400, description: 'The input data is misformatted.' },
    {
      name: 'a JSON string',
      options: raw('"text"'),
      status: 400,
      description: 'The input data is misformatted.',
    },
    {
      name: 'a number for the name',
      options: () => ({ body: { [name]: 42 } }),
      status: 400,
      description: `The type of the "${name}" attribute must be "string", "int" given.`,
    },
    {
      name: 'a string for status',
      options: () => ({ body: { [name]: 'Fine', status: 'yes' } }),
      status: 400,
      description: 'The type of the "status" attribute must be "bool", "string" given.',
    },
    {
      name: 'a nested object',
      options: () => ({ body: { [name]: { '@id': '/api/castes/1' } } }),
      status: 400,
      description: `The type of the "${name}" attribute must be "string", "array" given.`,
    },
    {
      name: 'a string of 100,000 characters',
      options: () => ({ body: { [name]: 'x'.repeat(100_000) } }),
      status: 422,
      description: `${name}: This value is too long. It should have 100 characters or less.`,
    },
    {
      name: 'a wrong content type',
      options: () => ({ raw: JSON.stringify({ [name]: 'Fine' }), headers: { 'Content-Type': 'text/plain' } }),
      status: 415,
      description:
        /^The content-type "text\/plain" is not supported\. Supported MIME types are "application\//,
    },
    {
      name: 'no content type',
      options: () => ({ raw: new Blob([JSON.stringify({ [name]: 'Fine' })]) }),
      status: 415,
      description: 'The "Content-Type" header must exist.',
    },
    {
      name: 'a body over 1 MB',
      options: (method) => ({
        raw: JSON.stringify({ [name]: 'y'.repeat(1_100_000) }),
        headers: { 'Content-Type': contentType(method) },
      }),
      status: 413,
    },
  ];
}

async function rows(resource: MasterResource) {
  return db.select().from(resource.table).orderBy(resource.table.id);
}

describe.each(masterResources.map((r) => [r.collection, r] as const))(
  'writes to /api/%s',
  (collection, resource) => {
    it('refuse every bad body with its 4xx and leave the data as it was', async () => {
      const name = resource.fields[0].name;
      const before = await rows(resource);
      const id = before[0].id;
      const routes: [string, string][] = [
        ['POST', `/api/${collection}`],
        ['PUT', `/api/${collection}/${id}`],
        ['PATCH', `/api/${collection}/${id}`],
      ];
      for (const [method, url] of routes) {
        for (const c of casesFor(name)) {
          const response = await call(method, url, { as: admin, ...c.options(method) });
          expect({ method, case: c.name, status: response.status }).toEqual({
            method,
            case: c.name,
            status: c.status,
          });
          expect(response.body['@type']).toBe(c.status === 422 ? 'ConstraintViolationList' : 'hydra:Error');
          if (c.description) expect(response.body['hydra:description']).toMatch(c.description);
          expect(response.text).not.toMatch(/select|insert|update|at .*\.ts/i);
        }
      }
      // PATCH takes merge-patch only
      const patchJson = await call('PATCH', `/api/${collection}/${id}`, {
        as: admin,
        body: { status: false },
        headers: { 'Content-Type': 'application/json' },
      });
      expect(patchJson.status).toBe(415);
      expect(patchJson.body['hydra:description']).toBe(
        'The content-type "application/json" is not supported. Supported MIME types are "application/merge-patch+json".',
      );
      // null clears with merge-patch: a required field cannot be cleared
      const cleared = await call('PATCH', `/api/${collection}/${id}`, { as: admin, body: { [name]: null } });
      expect(cleared.status).toBe(422);
      expect(cleared.body.violations).toEqual([
        { propertyPath: name, message: resource.fields[0].requiredMessage },
      ]);
      expect(await rows(resource)).toEqual(before);
    });
  },
);

describe('numbers', () => {
  it('refuse out-of-range and fractional amounts, validities and star numbers', async () => {
    const plan = { planName: 'Range Plan', amount: 10, validity: 10 };
    const negative = await call('POST', '/api/membersplans', { as: admin, body: { ...plan, amount: -1 } });
    expect(negative.status).toBe(422);
    expect(negative.body.violations).toEqual([
      { propertyPath: 'amount', message: 'This value should be between 0 and 10000000.' },
    ]);
    const fraction = await call('POST', '/api/membersplans', { as: admin, body: { ...plan, validity: 1.5 } });
    expect(fraction.status).toBe(400);
    expect(fraction.body['hydra:description']).toBe(
      'The type of the "validity" attribute must be "int", "float" given.',
    );
    const asText = await call('POST', '/api/membersplans', { as: admin, body: { ...plan, amount: '100' } });
    expect(asText.status).toBe(400);
    const emptied = await call('POST', '/api/membersplans', { as: admin, body: { ...plan, validity: '' } });
    expect(emptied.status).toBe(422);
    expect(emptied.body.violations).toEqual([
      { propertyPath: 'validity', message: 'Enter Validity in days!' },
    ]);
    const star = await call('POST', '/api/stars', { as: admin, body: { star: 'Twenty-eighth', number: 28 } });
    expect(star.status).toBe(422);
    expect(star.body['hydra:description']).toBe('number: This value should be between 1 and 27.');
  });
});

describe('writes to /api/profiles', () => {
  it('refuse every bad body with its 4xx and leave the profiles as they were', async () => {
    const refs = await profileRefs();
    const created = await call('POST', '/api/profiles', { as: admin, body: profileBody(refs) });
    expect(created.status).toBe(201);
    const before = await db.select().from(profiles).orderBy(profiles.id);
    const profileCases: Case[] = [
      ...casesFor('fullName'),
      {
        name: 'an unknown IRI',
        options: () => ({ body: profileBody(refs, { height: '/api/heights/424242' }) }),
        status: 400,
        description: 'Invalid IRI "/api/heights/424242".',
      },
      {
        name: 'a nested document for a reference',
        options: () => ({ body: profileBody(refs, { caste: { caste: 'New Caste' } }) }),
        status: 400,
        description: 'Nested documents for attribute "caste" are not allowed. Use IRIs instead.',
      },
      {
        name: 'a string for a number',
        options: () => ({ body: profileBody(refs, { age: '27' }) }),
        status: 400,
        description: 'The type of the "age" attribute must be "int", "string" given.',
      },
      {
        name: 'a number for a boolean',
        options: () => ({ body: profileBody(refs, { chevvaiDhosam: 1 }) }),
        status: 400,
        description: 'The type of the "chevvaiDhosam" attribute must be "bool", "int" given.',
      },
      {
        name: 'a 100,000-character kothram',
        options: () => ({ body: profileBody(refs, { kothram: 'k'.repeat(100_000) }) }),
        status: 422,
        description: 'kothram: This value is too long. It should have 100 characters or less.',
      },
    ];
    for (const [method, url] of [
      ['POST', '/api/profiles'],
      ['PUT', created.body['@id']],
      ['PATCH', created.body['@id']],
    ]) {
      for (const c of profileCases) {
        const response = await call(method, url, { as: admin, ...c.options(method) });
        expect({ method, case: c.name, status: response.status }).toEqual({
          method,
          case: c.name,
          status: c.status,
        });
        if (c.description) expect(response.body['hydra:description']).toMatch(c.description);
      }
    }
    expect(await db.select().from(profiles).orderBy(profiles.id)).toEqual(before);
  });
});
