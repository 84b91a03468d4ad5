/** @jest-environment node */
import { porutham } from '@/lib/matching/porutham';
import { ORIGIN, call, get } from '../helpers/api';
import { closeDb } from '../helpers/db';

afterAll(() => closeDb());

const url = (q: Record<string, string | number>) =>
  `/api/porutham?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;
const ok = { brideStar: 1, brideRaasi: 1, groomStar: 10, groomRaasi: 5 };

describe('GET /api/porutham', () => {
  it('answers anyone with the ten results, the score and the verdict', async () => {
    const response = await get(url(ok));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    const expected = porutham({ star: 1, raasi: 1 }, { star: 10, raasi: 5 });
    expect(response.body).toEqual({
      '@context': '/api/contexts/Porutham',
      '@id': '/api/porutham?brideStar=1&brideRaasi=1&groomStar=10&groomRaasi=5',
      '@type': 'Porutham',
      ...ok,
      score: 6.5,
      recommended: false,
      // In words (issue 24 item 2): a failed Rajju names the pair whatever its score.
      level: { key: 'notRecommended', label: 'Not recommended: Rajju' },
      items: expected.items,
    });
    expect(response.body.items.map((i: { key: string; result: string }) => `${i.key}:${i.result}`)).toEqual([
      'dina:bad',
      'gana:medium',
      'mahendra:good',
      'sthreeDeergham:medium',
      'yoni:medium',
      'rasi:good',
      'rasiAdhipathi:good',
      'vasya:good',
      'rajju:bad',
      'vedhai:good',
    ]);
  });

  it('takes either raasi of a star that spans two', async () => {
    const a = await get(url({ brideStar: 3, brideRaasi: 1, groomStar: 2, groomRaasi: 1 }));
    const b = await get(url({ brideStar: 3, brideRaasi: 2, groomStar: 2, groomRaasi: 1 }));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.items[0].result).toBe('good'); // count 27 in the same raasi
    expect(b.body.items[0].result).toBe('bad');
  });

  it.each<[string, Record<string, string | number>, RegExp]>([
    ['a missing parameter', { brideStar: 1, brideRaasi: 1, groomStar: 10 }, /groomRaasi: required/],
    ['an empty parameter', { ...ok, brideStar: '' }, /brideStar: required/],
    ['a word', { ...ok, groomStar: 'magam' }, /groomStar: must be a whole number from 1 to 27/],
    ['a fraction', { ...ok, brideStar: '1.5' }, /brideStar: must be a whole number/],
    ['a negative number', { ...ok, brideRaasi: '-1' }, /brideRaasi: must be a whole number from 1 to 12/],
    ['a star above 27', { ...ok, groomStar: 28 }, /groomStar: must be from 1 to 27/],
    ['star 0', { ...ok, brideStar: 0 }, /brideStar: must be from 1 to 27/],
    ['a raasi above 12', { ...ok, groomRaasi: 13 }, /groomRaasi: must be from 1 to 12/],
    [
      'a star not in that raasi',
      { ...ok, groomRaasi: 6 },
      /groomRaasi: star 10 does not fall in raasi 6 \(it falls in 5\)/,
    ],
    [
      'a two-raasi star in a third',
      { ...ok, brideStar: 3, brideRaasi: 3 },
      /brideRaasi: star 3 does not fall in raasi 3 \(it falls in 1 or 2\)/,
    ],
  ])('refuses %s with a 400 Hydra error', async (_label, query, message) => {
    const response = await get(url(query));
    expect(response.status).toBe(400);
    expect(response.body['@type']).toBe('hydra:Error');
    expect(response.body['hydra:description']).toMatch(message);
  });

  it('names every problem at once, and refuses a repeated parameter', async () => {
    const all = await get('/api/porutham');
    expect(all.status).toBe(400);
    expect(all.body['hydra:description'].split('\n')).toHaveLength(4);
    const twice = await get(`${url(ok)}&brideStar=2`);
    expect(twice.status).toBe(400);
    expect(twice.body['hydra:description']).toMatch(/brideStar: give it once/);
  });

  it('is described in docs.jsonld, its context, and OpenAPI', async () => {
    const docs = await get('/api/docs.jsonld');
    const cls = docs.body['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === '#Porutham');
    expect(cls['hydra:supportedOperation'].map((o: { 'hydra:method': string }) => o['hydra:method'])).toEqual(
      ['GET'],
    );
    expect(cls['hydra:supportedProperty'].map((p: { 'hydra:title': string }) => p['hydra:title'])).toEqual([
      'brideStar',
      'brideRaasi',
      'groomStar',
      'groomRaasi',
      'score',
      'recommended',
      'level',
      'items',
    ]);
    const entrypoint = await get('/api');
    expect(Object.values(entrypoint.body)).not.toContain('/api/porutham'); // not a collection

    const context = await get('/api/contexts/Porutham');
    expect(context.status).toBe(200);
    expect(context.body['@context'].score).toBe('Porutham/score');
    expect(context.body['@context']['@vocab']).toBe(`${ORIGIN}/api/docs.jsonld#`);

    const openapi = await get('/api/docs.json');
    expect(openapi.body.servers[0].url).toBe('/api');
    const op = openapi.body.paths['/porutham'].get;
    expect(op.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([
      ['brideStar', true],
      ['brideRaasi', true],
      ['groomStar', true],
      ['groomRaasi', true],
    ]);
    expect(Object.keys(op.responses)).toEqual(['200', '400']);
    expect(openapi.body.components.schemas['Porutham.jsonld'].properties.score.type).toBe('number');
    expect(openapi.body.paths['/porutham/{id}']).toBeUndefined();
  });

  it('answers OPTIONS with its one method', async () => {
    const response = await call('OPTIONS', '/api/porutham');
    expect([response.status, response.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS']);
  });
});
