/** @jest-environment node */
import { NextRequest, type NextFetchEvent } from 'next/server';
import { PEER_HEADER, SERVED_BY_ENV } from '@/lib/http/peer';
import { proxy } from '@/proxy';

/**
 * proxy.ts in front of every page and server action: APP_URL's host only (redirect before any
 * cookie), foreign-Origin writes refused with 403, and next-auth told the public origin.
 */
const saved = { ...process.env };
beforeEach(() => {
  delete process.env.APP_URL;
  delete process.env.TRUST_PROXY;
  delete process.env.ALLOWED_HOSTS;
  process.env[SERVED_BY_ENV] = '1';
});
afterAll(() => {
  process.env = saved;
});

const event = {} as NextFetchEvent;
function request(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const { host } = new URL(url);
  const action = init.headers?.['next-action'] !== undefined;
  return new NextRequest(url, {
    method: init.method ?? 'GET',
    headers: { host, [PEER_HEADER]: '127.0.0.1', ...init.headers },
    // A server action call carries its argument list (proxy.ts refuses one that does not).
    ...(action ? { body: '[]' } : {}),
  });
}

describe('proxy.ts', () => {
  it('with APP_URL, sends a page asked for under another host to the same path on APP_URL, setting no cookie', async () => {
    process.env.APP_URL = 'http://127.0.0.1:3300';
    const response = (await proxy(
      request('http://127.0.0.2:3300/login?notice=activated'),
      event,
    )) as Response;
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:3300/login?notice=activated');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('with APP_URL, serves a page asked for under APP_URL itself', async () => {
    process.env.APP_URL = 'http://127.0.0.1:3300';
    const response = (await proxy(request('http://127.0.0.1:3300/login'), event)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('without APP_URL, serves every host and hands next-auth that host as the public origin', async () => {
    const response = (await proxy(request('http://127.0.0.2:3300/contact'), event)) as Response;
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-request-x-forwarded-host')).toBe('127.0.0.2:3300');
    expect(response.headers.get('x-middleware-request-x-forwarded-proto')).toBe('http');
  });

  it('refuses a server action or /logout posted from another origin with a 403 Hydra error', async () => {
    for (const path of ['/contact', '/logout', '/auth']) {
      const response = (await proxy(
        request(`http://127.0.0.1:3300${path}`, {
          method: 'POST',
          headers: { origin: 'https://evil.example', 'next-action': 'abc' },
        }),
        event,
      )) as Response;
      expect(response.status).toBe(403);
      expect((await response.json())['hydra:description']).toBe('Cross-origin request refused.');
    }
    const own = (await proxy(
      request('http://127.0.0.1:3300/contact', {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:3300', 'next-action': 'abc' },
      }),
      event,
    )) as Response;
    expect(own.headers.get('x-middleware-next')).toBe('1');
  });

  it('refuses a Host that is not this machine, APP_URL or ALLOWED_HOSTS with 400, before anything else', async () => {
    const resend = () =>
      request('http://evil.example.com/resend-activation', {
        method: 'POST',
        headers: { origin: 'http://evil.example.com', 'next-action': 'abc' },
      });
    const refused = (await proxy(resend(), event)) as Response;
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe(
      'Invalid Host header "evil.example.com": add its name to ALLOWED_HOSTS.',
    );

    process.env.ALLOWED_HOSTS = 'thirumanam.example, .evil.example.com';
    expect(((await proxy(resend(), event)) as Response).headers.get('x-middleware-next')).toBe('1');
    delete process.env.ALLOWED_HOSTS;
    process.env.APP_URL = 'https://evil.example.com';
    // APP_URL's own host is allowed (here moved to its https origin).
    const appHost = (await proxy(request('http://evil.example.com/login'), event)) as Response;
    expect(appHost.headers.get('location')).toBe('https://evil.example.com/login');
  });

  it('checks the forwarded host instead of Host when a trusted proxy sent it', async () => {
    process.env.TRUST_PROXY = 'loopback';
    const forwarded = (host: string) =>
      request('http://127.0.0.1:3300/login', { headers: { 'x-forwarded-host': host } });
    expect(((await proxy(forwarded('evil.example.com'), event)) as Response).status).toBe(400);
    expect(((await proxy(forwarded('127.0.0.2:8080'), event)) as Response).status).toBe(200);
    // From an untrusted peer the header is ignored (and so is not refused either).
    delete process.env.TRUST_PROXY;
    expect(((await proxy(forwarded('evil.example.com'), event)) as Response).status).toBe(200);
  });
});
