/** @jest-environment node */
import { apiHandler } from '@/lib/hydra/handler';

/**
 * A read that met a connection whose session PostgreSQL had ended (a restart) is answered again on
 * a fresh connection instead of with a 503 (lib/hydra/handler.ts); a write never is, and any other
 * failure is answered as before. The errors are those postgres.js gives.
 */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A route whose handler fails with the given errors in turn, then answers 200; and how often it ran. */
function route(...failures: Error[]) {
  let calls = 0;
  const handler = apiHandler(async () => {
    const failure = failures[calls++];
    if (failure) throw failure;
    return Response.json({ ok: true });
  });
  return { handler, calls: () => calls };
}

const request = (method: string) =>
  new Request('http://127.0.0.1:3000/api/castes', {
    method,
    headers: { accept: 'application/ld+json', 'content-type': 'application/ld+json' },
    body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('a read whose database session was ended under it', () => {
  it.each(['GET', 'HEAD'])('is answered from a second attempt (%s)', async (method) => {
    const { handler, calls } = route(terminated());
    const response = await handler(request(method));
    expect(response.status).toBe(200);
    expect(calls()).toBe(2);
  });

  it('is tried once only: a second ended session is a 503 with Retry-After', async () => {
    const { handler, calls } = route(terminated(), terminated());
    const response = await handler(request('GET'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(calls()).toBe(2);
  });

  it('is not repeated when the database cannot be reached at all', async () => {
    const { handler, calls } = route(refused());
    expect((await handler(request('GET'))).status).toBe(503);
    expect(calls()).toBe(1);
  });
});

describe('a write whose database session was ended under it', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'is not repeated: 503 with Retry-After (%s)',
    async (method) => {
      const { handler, calls } = route(terminated());
      const response = await handler(request(method));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(calls()).toBe(1);
    },
  );
});
