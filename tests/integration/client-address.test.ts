/** @jest-environment node */
import { PEER_HEADER, SERVED_BY_ENV } from '@/lib/http/peer';
import { clientIp } from '@/lib/data/rate-limit';
import { POST as postRegister } from '@/app/register/memberaction/route';
import { closeDb, resetDatabase } from '../helpers/db';

/**
 * Client addresses cannot be forged (issue 15, item 2): the socket's peer counts, forwarding
 * headers only from a proxy named in TRUST_PROXY, and then the right-most untrusted entry.
 */
const saved = { ...process.env };
beforeAll(() => resetDatabase({ seed: false }));
afterAll(async () => {
  process.env = saved;
  await closeDb();
});
beforeEach(() => {
  process.env[SERVED_BY_ENV] = '1';
  delete process.env.TRUST_PROXY;
});

/** A request as scripts/serve.mjs hands it to the app: the socket's peer plus the client's headers. */
const request = (peer: string, headers: Record<string, string> = {}) =>
  new Headers({ [PEER_HEADER]: peer, ...headers });
const spoofed = { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' };

describe('without TRUST_PROXY', () => {
  it('takes the socket address and ignores X-Forwarded-For and X-Real-IP', () => {
    expect(clientIp(request('203.0.113.9', spoofed))).toBe('203.0.113.9');
    expect(clientIp(request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }))).toBe('127.0.0.1');
  });

  it('does not believe a peer header the app server did not set (bare next start)', () => {
    delete process.env[SERVED_BY_ENV];
    expect(clientIp(request('203.0.113.9', spoofed))).toBe('unknown');
  });

  it('keeps counting one client however it rotates X-Forwarded-For', async () => {
    process.env.RATE_LIMIT_REGISTER_IP = '2/3600';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await postRegister(
          new Request('http://127.0.0.1:3000/register/memberaction', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [PEER_HEADER]: '203.0.113.50',
              'x-forwarded-for': `198.51.100.${i + 10}`,
            },
            // Invalid on purpose: the limit is counted before validation, and nothing is stored.
            body: JSON.stringify({ email: `rotate${i}@example.com`, password: 'x' }),
          }),
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(2)).toEqual([429, 429]);
    } finally {
      delete process.env.RATE_LIMIT_REGISTER_IP;
    }
  });
});

describe('with TRUST_PROXY', () => {
  it('as a CIDR list: the right-most address that is not a trusted proxy', () => {
    process.env.TRUST_PROXY = 'loopback, 10.0.0.0/8';
    // nginx on loopback, a load balancer at 10.0.0.5, the client's own claim on the left.
    const chain = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.5' };
    expect(clientIp(request('127.0.0.1', chain))).toBe('203.0.113.7');
    // From a peer that is not a trusted proxy, the header is ignored.
    expect(clientIp(request('192.0.2.44', chain))).toBe('192.0.2.44');
    // A trusted proxy with no header: the proxy itself.
    expect(clientIp(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('as a hop count: that many proxies from the right', () => {
    process.env.TRUST_PROXY = '1';
    const chain = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };
    expect(clientIp(request('192.0.2.1', chain))).toBe('203.0.113.7');
    process.env.TRUST_PROXY = '2';
    expect(clientIp(request('192.0.2.1', chain))).toBe('198.51.100.1');
    process.env.TRUST_PROXY = '0';
    expect(clientIp(request('192.0.2.1', chain))).toBe('192.0.2.1');
  });

  it('refuses a malformed setting instead of trusting anybody', () => {
    process.env.TRUST_PROXY = 'loopback, not-an-address';
    expect(() => clientIp(request('127.0.0.1', spoofed))).toThrow();
  });

  it('counts the address the proxy saw, whatever the client wrote on the left', () => {
    process.env.TRUST_PROXY = 'loopback';
    const ip = (left: string) =>
      clientIp(request('127.0.0.1', { 'x-forwarded-for': `${left}, 203.0.113.80` }));
    expect(new Set([ip('1.1.1.1'), ip('2.2.2.2'), ip('3.3.3.3')])).toEqual(new Set(['203.0.113.80']));
  });
});
