import { errorBody } from '@/lib/http/error-body';
import { publicOrigin } from './public-origin';

/**
 * One same-origin check for everything a browser's cookies could authorize: API writes with the
 * session cookie, server actions and /logout. SameSite=Lax already stops most cross-site writes;
 * this closes the rest (sibling subdomains, old browsers, top-level POST forms).
 */
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when the request may act on the caller's cookies: a safe method, or an Origin equal to the
 * public origin. Without Origin (non-browser clients, which hold no victim's cookie) it falls back to
 * Sec-Fetch-Site, which browsers that omit Origin still send.
 */
export function isSameOriginRequest(
  method: string,
  headers: Headers,
  origin = publicOrigin(headers),
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const sender = headers.get('origin');
  if (sender) return sender === origin;
  const site = headers.get('sec-fetch-site');
  return !site || site === 'same-origin' || site === 'none';
}

/** The 403 answer, in the API's error shape (a Hydra error that also reads as RFC 7807). */
export function crossOriginRefusal(): Response {
  const body = errorBody(403, CROSS_ORIGIN_MESSAGE);
  return new Response(JSON.stringify(body), {
    status: 403,
    headers: { 'Content-Type': 'application/ld+json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
