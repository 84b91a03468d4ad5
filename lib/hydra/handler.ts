import 'server-only';
import { resolveRequestActor, type RequestActor } from '@/lib/auth/request-actor';
import type { Actor } from '@/lib/auth/roles';
import { isSessionTerminated } from '@/lib/database-failure';
import { AppError } from '@/lib/errors';
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest } from '@/lib/http/origin-guard';
import { publicOrigin } from '@/lib/http/public-origin';
import { assertNoNulInQuery } from '@/lib/validation/nul';
import { errorResponse } from './errors';
import { applyCors, isPreflight, preflightResponse } from './cors';
import { NO_STORE, apiHeaders, assertAcceptable } from './http';

export type ApiContext = {
  request: Request;
  url: URL;
  /** The app's public origin (lib/http/public-origin.ts), for the Link header and the vocabulary's IRIs. */
  origin: string;
  params: Record<string, string>;
  /** The acting user (null: anonymous); resolved on first call, so public routes skip it. */
  actor: () => Promise<Actor | null>;
};

export type RouteContext = { params?: Promise<Record<string, string | string[]>> };

const FORMAT_SUFFIX = /\.(jsonld|json)$/;

/** Methods that change nothing, which may be answered again after a failure that ran nothing. */
const READS = new Set(['GET', 'HEAD']);

/** Takes `.jsonld` or `.json` off the last path parameter; true when there was one. */
function stripFormatSuffix(params: Record<string, string>): boolean {
  const last = Object.keys(params).at(-1);
  if (!last || !FORMAT_SUFFIX.test(params[last])) return false;
  params[last] = params[last].replace(FORMAT_SUFFIX, '');
  return true;
}

/**
 * A cookie-authenticated write must come from our own pages (lib/http/origin-guard.ts). Bearer calls
 * carry no ambient credential, so any origin may make them.
 */
function assertSameOrigin(request: Request, origin: string, who: RequestActor) {
  if (who.via !== 'session') return;
  if (!isSameOriginRequest(request.method, request.headers, origin))
    throw AppError.forbidden(CROSS_ORIGIN_MESSAGE);
}

/**
 * Wraps every /api route handler (and the file route): checks Accept (406; the file route, which
 * serves bytes, opts out), resolves the actor lazily (Bearer or
 * session cookie), maps any thrown error to its response in one place, and sets the headers API.md
 * requires on every response (Link to the documentation, Vary, nosniff, frame denial, no-store
 * unless the route allows caching), and CORS.
 */
export function apiHandler(
  handler: (ctx: ApiContext) => Promise<Response>,
  options: {
    negotiate?: boolean;
    /** media types this route serves besides JSON-LD (per address, given its parameters) */
    alsoAccepts?: string[] | ((params: Record<string, string>) => string[]);
    /**
     * API Platform's format suffixes: `/api/castes.jsonld`, `/api/castes/3.json`. The suffix
     * names the format, so it is taken off the last parameter and Accept is not consulted (both
     * formats are JSON-LD here, as application/json is: shared/docs/API.md).
     */
    formatSuffix?: boolean;
  } = {},
) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    const url = new URL(request.url);
    let origin = '';
    let response: Response;
    try {
      origin = publicOrigin(request.headers, url.origin);
      assertNoNulInQuery(url.searchParams);
      const raw = (await context?.params) ?? {};
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw))
        params[key] = Array.isArray(value) ? value.join('/') : value;
      const suffixed = options.formatSuffix === true && stripFormatSuffix(params);
      if (options.negotiate !== false && !suffixed) {
        const { alsoAccepts } = options;
        assertAcceptable(
          request.headers.get('accept'),
          typeof alsoAccepts === 'function' ? alsoAccepts(params) : alsoAccepts,
        );
      }
      let resolved: Promise<RequestActor> | undefined;
      const actor = async () => {
        resolved ??= resolveRequestActor(request);
        const who = await resolved;
        assertSameOrigin(request, origin, who);
        return who.actor;
      };
      const answer = () => handler({ request, url, origin, params, actor });
      response = await answer().catch((error: unknown) => {
        // After a restart the pool can still hold a connection whose session PostgreSQL ended,
        // noticed only when next used (seen up to 4.5 s later on a loaded machine). A read that met
        // one is answered from a fresh connection rather than with a 503; a write is not repeated
        // (its client decides, told 503 with Retry-After).
        if (!READS.has(request.method) || !isSessionTerminated(error)) throw error;
        resolved = undefined;
        return answer();
      });
    } catch (error) {
      response = errorResponse(error);
    }
    // Errors included: a 404 or 403 says something about an account too.
    if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', NO_STORE);
    for (const [name, value] of Object.entries(apiHeaders(origin || url.origin))) {
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
export function optionsHandler(
  methods: (ctx: ApiContext) => string[],
  options: { formatSuffix?: boolean } = {},
) {
  return apiHandler(async (ctx) => {
    const { request } = ctx;
    const allowOf = () => {
      const listed = methods(ctx);
      return [...listed, ...(listed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
    };
    if (!isPreflight(request))
      return new Response(null, { status: 204, headers: { Allow: allowOf().join(', ') } });
    // A preflight is answered before routing, as API Platform's CORS listener does: even an
    // address that will answer 404 or 405 gets it, so the browser lets the client see that answer.
    let allow: string[] | null = null;
    try {
      allow = allowOf();
    } catch {
      allow = null;
    }
    return preflightResponse(request, allow);
  }, options);
}
