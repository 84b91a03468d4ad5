import http from 'node:http';
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { ACCOUNTS } from './accounts';
import { actionId } from './helpers';
import { messagesTo } from './mailbox';

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

/** A request with a Host header of our choosing (fetch and Playwright set their own), straight to the app. */
function withHost(host: string, method: string, path: string, body?: string) {
  const target = new URL(baseURL);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('a Host that is not this app is refused with 400 before anything runs: no e-mailed link to it', async () => {
  const email = `spoofed-host-${Date.now()}@example.com`;
  const body = JSON.stringify({ email, password: 'spoofed-pass-1' });
  const refused = await withHost('evil.example.com', 'POST', '/register/memberaction', body);
  expect(refused.status).toBe(400);
  expect(refused.text).toBe('Invalid Host header "evil.example.com": add its name to ALLOWED_HOSTS.');
  for (const path of ['/login', '/api/castes', '/resend-activation']) {
    expect((await withHost('evil.example.com:80', 'GET', path)).status).toBe(400);
  }
  // Nothing ran: no account, so no activation mail (it once linked to http://evil.example.com/activate).
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(messagesTo(email)).toHaveLength(0);

  // The app's own loopback names still work, with or without a port.
  const port = new URL(baseURL).port;
  for (const host of [`127.0.0.2:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
    expect((await withHost(host, 'GET', '/login')).status).toBe(200);
  }
});

test('server actions given odd arguments answer 4xx, never 500', async ({ request }) => {
  const origin = new URL(baseURL).origin;
  const register = actionId('register');
  const send = (data: string | Buffer, action = register, page = '/register') =>
    request.post(page, {
      headers: { Origin: origin, 'Next-Action': action, 'Content-Type': 'text/plain;charset=UTF-8' },
      data,
      maxRedirects: 0,
    });
  // Once 500 (not JSON, over 1 MB, nested 4,000 deep) or 200 with a made-up refusal ({}).
  expect((await send('not json')).status()).toBe(400);
  expect((await send('{}')).status()).toBe(400);
  expect((await send(`["${'a'.repeat(1_100_000)}"]`)).status()).toBe(413);
  const deep = await send('['.repeat(4000) + ']'.repeat(4000));
  expect(deep.status()).toBe(400);
  expect(await deep.text()).toBe(
    'Malformed server action call: The body is nested more than 64 levels deep.',
  );
  expect((await send('[null]')).status()).toBe(400);
  // A NUL in the password was an account made: 422, the violation naming the field, no mail.
  const email = `nul-password-${Date.now()}@example.com`;
  const nul = await send(JSON.stringify([{ email, password: 'mango\u0000tree7' }]));
  expect(nul.status()).toBe(422);
  expect(await nul.text()).toContain('"violations":[{"propertyPath":"password"');
  expect(messagesTo(email)).toHaveLength(0);

  // changeMyPassword given [null] threw: signed in, it is a 400 too.
  const member = await request.post('/auth', {
    headers: { Origin: origin },
    data: { username: ACCOUNTS.member.email, password: ACCOUNTS.member.password },
  });
  expect(member.status()).toBe(200);
  expect((await send('[null]', actionId('changeMyPassword'), '/user/changepassword')).status()).toBe(400);
});

test('deep JSON and an unsafe callbackUrl answer 400, never 500', async ({ request }) => {
  const origin = new URL(baseURL).origin;
  const deep = '{"a":'.repeat(4000) + '1' + '}'.repeat(4000);
  const legacy = await request.post('/auth', {
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    data: deep,
  });
  expect(legacy.status()).toBe(400);
  expect(await legacy.text()).toContain('The body is nested more than 64 levels deep.');
  const signedIn = await request.post('/auth', {
    headers: { Origin: origin },
    data: { username: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  expect(signedIn.status()).toBe(200);
  const api = await request.post('/api/castes', {
    headers: { Origin: origin, 'Content-Type': 'application/ld+json' },
    data: deep,
  });
  expect(api.status()).toBe(400);
  expect((await api.json())['hydra:description']).toBe('The body is nested more than 64 levels deep.');

  const signin = await request.get('/api/auth/signin?callbackUrl=javascript:alert(1)', { maxRedirects: 0 });
  expect(signin.status()).toBe(400);
  expect(
    (await request.get('/api/auth/signin?callbackUrl=%2Fuser%2Fdashboard', { maxRedirects: 0 })).status(),
  ).toBeLessThan(400);
});
