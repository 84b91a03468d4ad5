import 'server-only';
import { resolveRequestActor, type RequestActor } from '@/lib/auth/request-actor';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { errorResponse } from './errors';
import { applyCors, isPreflight, preflightResponse } from './cors';
import { apiHeaders, assertAcceptable } from './http';
import { publicOrigin } from './public-origin';

export type ApiContext = {
  request: Request;
  url: URL;
  /** Absolute origin the client used, for the Link header and the vocabulary's IRIs. */
  origin: string;
  params: Record<string, string>;
  /** The acting user (null: anonymous); resolved on first call, so public routes skip it. */
  actor: () => Promise<Actor | null>;
};

export type RouteContext = { params?: Promise<Record<string, string | string[]>> };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cookie-authenticated write must come from our own pages. SameSite=Lax cookies already stop
 * most cross-site writes; refusing a foreign Origin closes the rest (sibling subdomains, old browsers).
 */
function assertSameOrigin(request: Request, origin: string, who: RequestActor) {
  if (who.via !== 'session' || !UNSAFE.has(request.method)) return;
  const sender = request.headers.get('origin');
  if (sender && sender !== origin) throw AppError.forbidden('Cross-origin request refused.');
}

/**
 * Wraps every /api route handler (and the file route): checks Accept (406; the file route, which
 * serves bytes, opts out), resolves the actor lazily (Bearer or
 * session cookie), maps any thrown error to its response in one place, and sets the headers API.md
 * requires on every response (Link to the documentation, Vary, nosniff, frame denial), and CORS.
 */
export function apiHandler(
  handler: (ctx: ApiContext) => Promise<Response>,
  options: { negotiate?: boolean; /** media types this route serves besides JSON-LD */ alsoAccepts?: string[] } = {},
) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    const url = new URL(request.url);
    const origin = publicOrigin(request);
    let response: Response;
    try {
      if (options.negotiate !== false) assertAcceptable(request.headers.get('accept'), options.alsoAccepts);
      const raw = (await context?.params) ?? {};
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw)) params[key] = Array.isArray(value) ? value.join('/') : value;
      let resolved: Promise<RequestActor> | undefined;
      const actor = async () => {
        resolved ??= resolveRequestActor(request);
        const who = await resolved;
        assertSameOrigin(request, origin, who);
        return who.actor;
      };
      response = await handler({ request, url, origin, params, actor });
    } catch (error) {
      response = errorResponse(error);
    }
    for (const [name, value] of Object.entries(apiHeaders(origin))) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    applyCors(request, response);
    return response;
  };
}

/**
 * OPTIONS on a URL that takes `methods`: 204 with Allow, and for a browser's CORS preflight the
 * Access-Control answer (lib/hydra/cors.ts). HEAD and OPTIONS are added to what is listed.
 */
export function optionsHandler(methods: (ctx: ApiContext) => string[]) {
  return apiHandler(async (ctx) => {
    const { request } = ctx;
    const listed = methods(ctx);
    const allow = [...listed, ...(listed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
    return isPreflight(request) ? preflightResponse(request, allow) : new Response(null, { status: 204, headers: { Allow: allow.join(', ') } });
  });
}
