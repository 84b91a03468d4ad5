import { env } from '@/lib/env';
import { peerIsTrustedProxy } from './peer';

/**
 * The one owner of "the app's public origin" (scheme://host[:port]): APP_URL when set; otherwise the
 * Host the browser asked for, with X-Forwarded-Host/Proto only when the peer is a trusted proxy.
 * Origin checks, redirects, e-mailed links, Hydra IRIs/Link headers and next-auth's URL (hence its
 * Secure cookie flag) all come from here, so the app works at 127.0.0.1, a LAN address or a domain.
 */

/** host[:port] as a browser sends it: a DNS name, IPv4 or bracketed IPv6, optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstEntry = (value: string | null) => value?.split(',')[0]?.trim() || null;

/** Without a usable Host (tests building a Request, HTTP/1.0 clients): the request URL's origin or localhost. */
function fallbackOrigin(fallback?: string): string {
  return fallback ?? `http://localhost:${env().PORT}`;
}

/** APP_URL's origin, or null when unset (a malformed APP_URL stops the start: lib/env.ts). */
export const configuredOrigin = (): string | null => env().APP_URL ?? null;

/** The origin this request was addressed to, as the browser sees it (ignores APP_URL). */
export function requestOrigin(headers: Headers, fallback?: string): string {
  const viaProxy = peerIsTrustedProxy(headers);
  const host = (viaProxy && firstEntry(headers.get('x-forwarded-host'))) || headers.get('host')?.trim() || '';
  const proto = viaProxy ? firstEntry(headers.get('x-forwarded-proto'))?.toLowerCase() : 'http';
  if (!HOST.test(host) || host.length > 260) return configuredOrigin() ?? fallbackOrigin(fallback);
  // Through URL so default ports drop out ("http://a:80" → "http://a") as in the browser's Origin.
  return new URL(`${proto === 'https' ? 'https' : 'http'}://${host}`).origin;
}

/** The app's public origin for this request: APP_URL, else where the request was addressed. */
export function publicOrigin(headers: Headers, fallback?: string): string {
  return configuredOrigin() ?? requestOrigin(headers, fallback);
}
