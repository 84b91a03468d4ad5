import { env } from '@/lib/env';

/**
 * The Content-Security-Policy of the app's pages (issue 15 item 6), with a fresh nonce per request.
 * proxy.ts puts it on the response and on the request: Next.js reads the nonce from the request's
 * CSP header and gives it to every script it renders, and the root layout reads `x-nonce` for
 * Mantine's <style> tags and its color-scheme script. The other security headers are the same
 * for every response and sit in next.config.mjs.
 */
export const NONCE_HEADER = 'x-nonce';

/** 128 random bits, base64: what CSP asks of a nonce. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function contentSecurityPolicy(
  nonce: string,
  { https, dev }: { https: boolean; dev: boolean },
): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': the chunks Next.js's nonced scripts load are trusted through them; React's
    // development build needs eval for its stack traces.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Mantine's <style> tags carry the nonce. Its components also set style="" attributes (CSS
    // variables), which cannot carry one; an attribute cannot run script, so it is allowed.
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    // Photo previews before upload are blob: URLs; Mantine draws a few icons as data: URLs.
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Horoscope PDFs open in the browser's viewer, from this origin only.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Whether users reach the app over https: APP_URL when set, else the URL the request came to
 * (proxy.ts passes the public origin lib/http/public-origin.ts worked out).
 */
export function servedOverHttps(requestUrl: string): boolean {
  return (env().APP_URL ?? requestUrl).startsWith('https:');
}

/** HSTS only when users reach the app over https: on plain http it would lock them out. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
