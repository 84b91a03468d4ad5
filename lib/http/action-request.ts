import { readBodyUpTo } from './body';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, isNestedDeeperThan } from '@/lib/validation/nul';

/**
 * The envelope of a server action call (a POST with a Next-Action header), checked in proxy.ts
 * before Next.js decodes it: a body that is not JSON, a JSON value that is not an argument list
 * (`{}`), arguments over 1 MB or nested more than MAX_JSON_DEPTH levels all made Next.js (or the
 * action) throw, and a throwing action is a 500. Each is now a 4xx in plain text. What each
 * action's arguments must be is the action's own check (lib/http/action-input.ts).
 */

/** Next.js's own limit (serverActions.bodySizeLimit, unset); past it, it threw and answered 500. */
const ACTION_BODY_LIMIT = 1024 * 1024;

const refuse = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const tooLarge = () => refuse(413, 'The arguments of a server action may not pass 1 MB.');
const malformed = (why: string) => refuse(400, `Malformed server action call: ${why}`);

/** A 4xx for a server action call whose envelope Next.js cannot decode into an argument list; null when it can. */
export async function malformedActionResponse(request: Request): Promise<Response | null> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return null;
  const bytes = await readBodyUpTo(request.clone(), ACTION_BODY_LIMIT);
  if (bytes === null) return tooLarge();
  const type = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data\s*;/i.test(type)) {
    // A <form action={...}> sends its fields as multipart: Next.js decodes those itself.
    try {
      await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
      return null;
    } catch {
      return malformed('the multipart/form-data body cannot be read.');
    }
  }
  let args: unknown;
  try {
    args = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return malformed('the body is not JSON.');
  }
  if (!Array.isArray(args)) return malformed('the body must be a JSON array of arguments.');
  if (isNestedDeeperThan(args, MAX_JSON_DEPTH)) return malformed(TOO_DEEP_MESSAGE);
  return null;
}
