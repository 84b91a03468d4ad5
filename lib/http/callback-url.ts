/**
 * next-auth's `callbackUrl` (in the query of /api/auth/signin and the others, or in a sign-in
 * form's body): a value that is neither a same-site path nor an http(s) URL on the public origin
 * made next-auth throw, and `/api/auth/signin?callbackUrl=javascript:alert(1)` was a 500. It is a
 * 400 now, before next-auth sees it.
 */
function isSafeCallbackUrl(value: string, origin: string): boolean {
  if (value.startsWith('/')) return !/^\/[\\/]/.test(value);
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === origin;
  } catch {
    return false;
  }
}

const refusal = () =>
  Response.json(
    { error: 'Invalid callbackUrl: use a path of this site, such as "/user/dashboard".' },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );

/** 400 when the request's callbackUrl (query, or an url-encoded form body) is not of this site; else null. */
export async function badCallbackUrlResponse(request: Request, origin: string): Promise<Response | null> {
  const values = new URL(request.url).searchParams.getAll('callbackUrl');
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'POST' && /^application\/x-www-form-urlencoded/i.test(type)) {
    const form = new URLSearchParams(await request.clone().text());
    values.push(...form.getAll('callbackUrl'));
  }
  return values.every((value) => isSafeCallbackUrl(value, origin)) ? null : refusal();
}
