/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { apiClasses } from '@/lib/hydra/api-classes';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * Issue 21, item 11: what API Platform's clients (Admin 4.0.9, api-doc-parser, create-client)
 * expect of the server beyond the documents themselves: preflights that let the real request
 * answer, OpenAPI paths that resolve, and the addresses API Platform serves its documents at.
 */
let admin: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
});
afterAll(() => closeDb());

describe('CORS preflights', () => {
  const allowed = 'http://127.0.0.2:3470';
  beforeEach(() => {
    process.env.CORS_ALLOW_ORIGIN = '^https?://127\\.0\\.0\\.2(:[0-9]+)?$';
  });
  afterEach(() => {
    delete process.env.CORS_ALLOW_ORIGIN;
  });
  const preflight = (url: string, method: string) =>
    call('OPTIONS', url, {
      headers: {
        Origin: allowed,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization',
      },
    });

  it.each([
    ['/api/students/1', 'DELETE'],
    ['/api/fees/1', 'DELETE'],
    ['/api/users', 'POST'],
    ['/api/porutham', 'GET'],
    ['/api/castes.jsonld', 'GET'],
    ['/api/no_such_things', 'GET'],
  ])('%s (%s): API Platform’s method list, whatever the address takes', async (url, method) => {
    const response = await preflight(url, method);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET, OPTIONS, POST, PUT, PATCH, DELETE',
    );
  });

  it('so the request itself answers 405 with Allow, readable across origins', async () => {
    const response = await call('DELETE', '/api/students/1', { as: admin, headers: { Origin: allowed } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PATCH');
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(response.body['hydra:description']).toBe('Method Not Allowed');
  });

  it('a plain OPTIONS still lists the methods the address really takes', async () => {
    expect((await call('OPTIONS', '/api/students/1')).headers.get('allow')).toBe('GET, PATCH, HEAD, OPTIONS');
  });
});

describe('OpenAPI', () => {
  it('names every path relative to its server URL, so server + path is a real address', async () => {
    const { body } = await get('/api/docs.json');
    const server: string = body.servers[0].url;
    const addresses = Object.keys(body.paths).map((path) => server + path);
    expect(addresses.filter((a) => a.startsWith('/api/api/'))).toEqual([]);
    expect(addresses).toContain('/api/porutham');
    for (const c of apiClasses()) expect(addresses).toContain(`/api/${c.collection}`);
    const porutham = await get(`${server}/porutham?brideStar=1&brideRaasi=1&groomStar=10&groomRaasi=5`);
    expect(porutham.status).toBe(200);
  });
});

describe('the addresses API Platform serves', () => {
  it('the entrypoint at /api/index.jsonld and /api/index.json', async () => {
    const entrypoint = await get('/api');
    for (const url of ['/api/index.jsonld', '/api/index.json']) {
      const response = await get(url, { headers: { Accept: 'application/ld+json' } });
      expect([response.status, response.body]).toEqual([200, entrypoint.body]);
    }
  });

  it('collections and items with .jsonld or .json, the suffix choosing the format over Accept', async () => {
    const list = await get('/api/castes?itemsPerPage=2', { as: admin });
    const one = await get('/api/castes/1', { as: admin });
    expect([list.status, one.status]).toEqual([200, 200]);
    for (const suffix of ['.jsonld', '.json']) {
      const suffixedList = await get(`/api/castes${suffix}?itemsPerPage=2`, {
        as: admin,
        headers: { Accept: 'text/html' },
      });
      expect([suffixedList.status, suffixedList.body]).toEqual([200, list.body]);
      const suffixedOne = await get(`/api/castes/1${suffix}`, { as: admin });
      expect([suffixedOne.status, suffixedOne.body]).toEqual([200, one.body]);
    }
    // The rules of the resource still hold under the suffix.
    expect((await get('/api/castes.jsonld')).status).toBe(401);
    expect((await call('DELETE', '/api/users/1.jsonld', { as: admin })).status).toBe(405);
  });

  it('the contexts with .jsonld', async () => {
    const context = await get('/api/contexts/Caste');
    const suffixed = await get('/api/contexts/Caste.jsonld');
    expect([suffixed.status, suffixed.body]).toEqual([200, context.body]);
  });

  it('/api/docs by Accept: JSON-LD gets the Hydra documentation, OpenAPI’s type OpenAPI', async () => {
    const hydra = await get('/api/docs.jsonld');
    const openapi = await get('/api/docs.json');
    const asJsonLd = await get('/api/docs', { headers: { Accept: 'application/ld+json' } });
    expect([asJsonLd.status, asJsonLd.body]).toEqual([200, hydra.body]);
    const anyType = await get('/api/docs');
    expect(anyType.body['@type']).toBe('hydra:ApiDocumentation');
    const asOpenApi = await get('/api/docs', { headers: { Accept: 'application/vnd.openapi+json' } });
    expect([asOpenApi.status, asOpenApi.headers.get('content-type'), asOpenApi.body]).toEqual([
      200,
      'application/vnd.openapi+json; charset=utf-8',
      openapi.body,
    ]);
    expect((await get('/api/docs/1')).status).toBe(404);
    expect((await get('/api/docs', { headers: { Accept: 'text/html' } })).status).toBe(406);
  });
});
