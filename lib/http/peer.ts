import { env } from '@/lib/env';

/**
 * The TCP peer of a request and whether it is a proxy we trust (TRUST_PROXY).
 *
 * Next.js gives route handlers no socket address, so scripts/serve.mjs (what `npm start` and the
 * end-to-end server run) writes it into PEER_HEADER on every request after deleting any copy the
 * client sent, and sets SERVED_BY_ENV so this module knows the header can be believed. Under a bare
 * `next start`/`next dev` the header is ignored (a client could have sent it): the peer is then
 * unknown and no forwarding header is trusted.
 */
export const PEER_HEADER = 'x-thirumanam-peer';
export const SERVED_BY_ENV = 'THIRUMANAM_PEER_HEADER' as const;

/** TRUST_PROXY, compiled (lib/env.ts): which hops are proxies we trust, or null for none. */
const proxyTrust = () => env().TRUST_PROXY;

/** The socket address of the immediate peer, or null when no trusted server recorded it. */
function peerAddress(headers: Headers): string | null {
  if (!env()[SERVED_BY_ENV]) return null;
  return headers.get(PEER_HEADER)?.trim() || null;
}

/** Whether the immediate peer is a configured proxy, so its X-Forwarded-* headers count. */
export function peerIsTrustedProxy(headers: Headers): boolean {
  const trust = proxyTrust();
  const peer = peerAddress(headers);
  return Boolean(trust && peer && trust(peer, 0));
}

/**
 * The client's address: the peer itself, or with TRUST_PROXY the right-most X-Forwarded-For entry
 * that is not a trusted proxy (what the nearest trusted proxy saw). The left-most entry is whatever
 * the client chose to write and is never believed on its own.
 */
/** X-Forwarded-For's addresses, left to right, empty entries skipped (as proxy-addr parses it). */
const forwardedAddresses = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function clientAddress(headers: Headers): string | null {
  const peer = peerAddress(headers);
  const trust = proxyTrust();
  if (!peer || !trust) return peer;
  // proxy-addr's walk (it reads a Node request, which a route handler has not): from the peer
  // through X-Forwarded-For right to left, while each address is a trusted proxy.
  const hops = [peer, ...forwardedAddresses(headers.get('x-forwarded-for')).reverse()];
  let hop = 0;
  while (hop < hops.length - 1 && trust(hops[hop], hop)) hop++;
  return hops[hop];
}
