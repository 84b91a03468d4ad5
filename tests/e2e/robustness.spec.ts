import { expect, test } from '@playwright/test';

/**
 * Issue 15 item 4, the probes that need the real server (Node's HTTP server, proxy.ts, Next.js's
 * server-action handling): each once answered 500 and must now be a clear 4xx.
 */
const ACTION_ID = '7f0123456789abcdef0123456789abcdef012345';

test('TRACE answers 405 with Allow on pages and on the API, never 500', async ({ request }) => {
  const page = await request.fetch('/login', { method: 'TRACE' });
  expect(page.status()).toBe(405);
  expect(page.headers()['allow']).toBe('GET, HEAD, POST');

  const api = await request.fetch('/api/castes', { method: 'TRACE' });
  expect(api.status()).toBe(405);
  expect(api.headers()['allow']).toContain('GET');
  const body = await api.json();
  expect(body['@type']).toBe('hydra:Error');
  expect(body['hydra:description']).toBe(
    'Method TRACE is not allowed here. Allowed: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS.',
  );
});

test('another unknown method (PROPFIND) answers 405 with Allow', async ({ request }) => {
  const response = await request.fetch('/', { method: 'PROPFIND' });
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('GET, HEAD, POST');
});

test('a server action posted from a foreign origin is refused with 403, not 500', async ({ request }) => {
  const action = await request.post('/login', {
    headers: {
      Origin: 'https://evil.example',
      'Next-Action': ACTION_ID,
      'Content-Type': 'text/plain;charset=UTF-8',
    },
    data: '[]',
  });
  expect(action.status()).toBe(403);
  expect((await action.json())['hydra:description']).toBe('Cross-origin request refused.');

  // A plain cross-site HTML form (what a CSRF page sends) and an Origin that is not a URL: the same.
  const form = await request.post('/contact', {
    headers: { Origin: 'https://evil.example' },
    form: { name: 'x' },
  });
  expect(form.status()).toBe(403);
  const garbled = await request.post('/login', {
    headers: { Origin: '::not a url', 'Next-Action': ACTION_ID },
    data: '[]',
  });
  expect(garbled.status()).toBe(403);
});

test('a NUL character in a page address or an API filter answers 400, also anonymously', async ({
  request,
}) => {
  const page = await request.get('/login?callbackUrl=%00');
  expect(page.status()).toBe(400);
  const api = await request.get('/api/castes?caste=Pill%00ai');
  expect(api.status()).toBe(400);
  expect((await api.json())['hydra:description']).toBe(
    'Invalid value for "caste": it contains a NUL character.',
  );
});

test('the same-origin pages still work under the guards', async ({ request }) => {
  expect((await request.get('/login')).status()).toBe(200);
  expect((await request.fetch('/api/castes', { method: 'OPTIONS' })).status()).toBe(204);
});
