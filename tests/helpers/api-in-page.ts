import type { Actor } from '@/lib/auth/roles';
import { call } from './api';

/**
 * For tests that render a form in a jsdom page (dom-in-node.ts) against the real server: the
 * page's fetch answered by the app's route handlers, and the message a field shows.
 */
export type SentRequest = { method: string; url: string; headers: Record<string, string> };

/** The browser's fetch, answered by the app's route handlers as `actor`; each request recorded. */
export function serveApiAs(actor: Actor): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    sent.push({ method, url: String(input), headers });
    const answer = await call(method, String(input), { as: actor, raw: init.body ?? undefined, headers });
    return new Response(answer.status === 204 ? null : answer.text, {
      status: answer.status,
      headers: answer.headers,
    });
  }) as typeof fetch;
  return sent;
}

/** The text under a field (Mantine links the input to its error through aria-describedby). */
export function messageUnder(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0])?.textContent ?? null) : null;
}
