/** @jest-environment node */
import { crossOriginRefusal, isSameOriginRequest } from '@/lib/http/origin-guard';
import { PEER_HEADER, SERVED_BY_ENV } from '@/lib/http/peer';
import { publicOrigin, requestOrigin } from '@/lib/http/public-origin';

const saved = { ...process.env };
beforeEach(() => {
  delete process.env.APP_URL;
  delete process.env.TRUST_PROXY;
  process.env[SERVED_BY_ENV] = '1';
});
afterAll(() => {
  process.env = saved;
});

/** A request as scripts/serve.mjs hands it on: Host, the socket's peer, whatever else the client sent. */
const from = (peer: string, headers: Record<string, string>) =>
  new Headers({ [PEER_HEADER]: peer, ...headers });

describe('publicOrigin', () => {
  it('is the Host the browser asked for when APP_URL is unset', () => {
    expect(publicOrigin(from('127.0.0.1', { host: '127.0.0.1:3300' }))).toBe('http://127.0.0.1:3300');
    expect(publicOrigin(from('192.168.1.20', { host: '192.168.1.5:3000' }))).toBe('http://192.168.1.5:3000');
    expect(publicOrigin(from('::1', { host: '[::1]:3300' }))).toBe('http://[::1]:3300');
    expect(publicOrigin(from('10.0.0.9', { host: 'thirumanam.example:80' }))).toBe(
      'http://thirumanam.example',
    );
  });

  it('is APP_URL whatever the request says', () => {
    process.env.APP_URL = 'https://thirumanam.example/';
    expect(
      publicOrigin(from('127.0.0.1', { host: '127.0.0.1:3300', 'x-forwarded-host': 'evil.example' })),
    ).toBe('https://thirumanam.example');
    // requestOrigin still tells where the request went, so proxy.ts can redirect to APP_URL.
    expect(requestOrigin(from('127.0.0.1', { host: '127.0.0.1:3300' }))).toBe('http://127.0.0.1:3300');
  });

  it('ignores X-Forwarded-Host/Proto unless the peer is a trusted proxy', () => {
    const spoofed = {
      host: '127.0.0.1:3300',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    expect(publicOrigin(from('203.0.113.5', spoofed))).toBe('http://127.0.0.1:3300');
    process.env.TRUST_PROXY = 'loopback';
    expect(publicOrigin(from('203.0.113.5', spoofed))).toBe('http://127.0.0.1:3300');
    expect(publicOrigin(from('127.0.0.1', spoofed))).toBe('https://evil.example');
    process.env.TRUST_PROXY = '1';
    expect(
      publicOrigin(from('203.0.113.5', { ...spoofed, 'x-forwarded-host': 'a.example, b.example' })),
    ).toBe('https://a.example');
  });

  it('does not believe a peer header the app server did not set', () => {
    delete process.env[SERVED_BY_ENV];
    process.env.TRUST_PROXY = 'loopback';
    const forged = from('127.0.0.1', { host: '127.0.0.1:3300', 'x-forwarded-host': 'evil.example' });
    expect(publicOrigin(forged)).toBe('http://127.0.0.1:3300');
  });

  it('falls back rather than build an origin from a malformed Host', () => {
    for (const host of ['evil.example/path', 'user@evil.example', 'a b', '', 'x'.repeat(300)]) {
      expect(publicOrigin(from('127.0.0.1', { host }), 'http://localhost:3300')).toBe(
        'http://localhost:3300',
      );
    }
  });
});

describe('isSameOriginRequest', () => {
  const origin = 'http://127.0.0.2:3300';
  it('lets safe methods and same-origin writes through', () => {
    expect(isSameOriginRequest('GET', new Headers({ origin: 'https://evil.example' }), origin)).toBe(true);
    expect(isSameOriginRequest('POST', new Headers({ origin }), origin)).toBe(true);
    expect(isSameOriginRequest('PATCH', new Headers({ 'sec-fetch-site': 'same-origin' }), origin)).toBe(true);
    expect(isSameOriginRequest('DELETE', new Headers(), origin)).toBe(true);
  });

  it('refuses writes from another origin', () => {
    expect(isSameOriginRequest('POST', new Headers({ origin: 'https://evil.example' }), origin)).toBe(false);
    expect(isSameOriginRequest('POST', new Headers({ origin: 'http://127.0.0.1:3300' }), origin)).toBe(false);
    expect(isSameOriginRequest('PUT', new Headers({ origin: 'null' }), origin)).toBe(false);
    expect(isSameOriginRequest('POST', new Headers({ 'sec-fetch-site': 'cross-site' }), origin)).toBe(false);
  });

  it('answers a refusal with a 403 Hydra error', async () => {
    const response = crossOriginRefusal();
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(await response.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': 'Cross-origin request refused.',
    });
  });
});
