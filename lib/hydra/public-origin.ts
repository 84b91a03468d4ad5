/**
 * The absolute origin the client reached the API through, for the `Link` header and the
 * vocabulary IRIs of docs.jsonld and the contexts. `APP_URL` wins when set; otherwise the
 * request's Host header (under `next start`, `request.url` always says localhost, which a client
 * on 127.0.0.1, a LAN address or a domain cannot use). One function, so the app-wide "public
 * origin" module (issue 15, item 1) can replace it in one place.
 */
export function publicOrigin(request: Request): string {
  const configured = process.env.APP_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // a malformed APP_URL falls back to the request's own address rather than breaking every answer
    }
  }
  const url = new URL(request.url);
  const host = request.headers.get('host');
  // Only a syntactically plain host[:port] is used: anything else cannot be echoed into a URL.
  if (host && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return `${url.protocol}//${host.toLowerCase()}`;
  return url.origin;
}
