import { randomUUID } from 'node:crypto';
import { issueApiToken } from '@/lib/auth/token';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import type { Actor } from '@/lib/auth/roles';

/**
 * Sends a request through the app's own route handlers, as Next.js would: the path picks the
 * route module, the handler gets a real Request and its params. Authenticates with a Bearer token
 * (no next-auth session needed inside Jest).
 */
export const ORIGIN = 'http://localhost:3000';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, Handler>>;

const routes: { pattern: RegExp; names: string[]; load: () => Promise<RouteModule> }[] = [
  { pattern: /^\/api$/, names: [], load: () => import('@/app/api/route') },
  { pattern: /^\/api\/docs\.jsonld$/, names: [], load: () => import('@/app/api/docs.jsonld/route') },
  { pattern: /^\/api\/docs\.json$/, names: [], load: () => import('@/app/api/docs.json/route') },
  {
    pattern: /^\/api\/contexts\/([^/]+)$/,
    names: ['shortName'],
    load: () => import('@/app/api/contexts/[shortName]/route'),
  },
  { pattern: /^\/api\/media_objects$/, names: [], load: () => import('@/app/api/media_objects/route') },
  { pattern: /^\/api\/porutham$/, names: [], load: () => import('@/app/api/porutham/route') },
  { pattern: /^\/api\/porutham\.pdf$/, names: [], load: () => import('@/app/api/porutham.pdf/route') },
  {
    pattern: /^\/api\/profiles\/([^/]+)\/biodata\.pdf$/,
    names: ['id'],
    load: () => import('@/app/api/profiles/[id]/biodata.pdf/route'),
  },
  {
    pattern: /^\/api\/profiles\/([^/]+)\/account_actions$/,
    names: ['id'],
    load: () => import('@/app/api/profiles/[id]/account_actions/route'),
  },
  {
    pattern: /^\/api\/conversations\/([^/]+)\/messages$/,
    names: ['id'],
    load: () => import('@/app/api/conversations/[id]/messages/route'),
  },
  {
    pattern: /^\/api\/conversations\/([^/]+)\/messages\/([^/]+)\/report$/,
    names: ['id', 'messageId'],
    load: () => import('@/app/api/conversations/[id]/messages/[messageId]/report/route'),
  },
  {
    pattern: /^\/api\/conversations\/([^/]+)\/events$/,
    names: ['id'],
    load: () => import('@/app/api/conversations/[id]/events/route'),
  },
  {
    pattern: /^\/api\/notifications\/read_all$/,
    names: [],
    load: () => import('@/app/api/notifications/read_all/route'),
  },
  {
    pattern: /^\/api\/notifications\/events$/,
    names: [],
    load: () => import('@/app/api/notifications/events/route'),
  },
  { pattern: /^\/api\/settings$/, names: [], load: () => import('@/app/api/settings/route') },
  { pattern: /^\/api\/college_settings$/, names: [], load: () => import('@/app/api/college_settings/route') },
  { pattern: /^\/api\/batch_promotions$/, names: [], load: () => import('@/app/api/batch_promotions/route') },
  { pattern: /^\/api\/fee_reminders$/, names: [], load: () => import('@/app/api/fee_reminders/route') },
  { pattern: /^\/api\/student_imports$/, names: [], load: () => import('@/app/api/student_imports/route') },
  { pattern: /^\/api\/daybook$/, names: [], load: () => import('@/app/api/daybook/route') },
  { pattern: /^\/api\/grievances$/, names: [], load: () => import('@/app/api/grievances/route') },
  { pattern: /^\/api\/me$/, names: [], load: () => import('@/app/api/me/route') },
  { pattern: /^\/api\/me\/export$/, names: [], load: () => import('@/app/api/me/export/route') },
  {
    pattern: /^\/media\/([^/]+)\/([^/]+)$/,
    names: ['id', 'name'],
    load: () => import('@/app/media/[id]/[name]/route'),
  },
  { pattern: /^\/api\/([^/]+)$/, names: ['collection'], load: () => import('@/app/api/[collection]/route') },
  {
    pattern: /^\/api\/([^/]+)\/([^/]+)$/,
    names: ['collection', 'id'],
    load: () => import('@/app/api/[collection]/[id]/route'),
  },
];

export type CallOptions = {
  as?: Actor | null;
  token?: string;
  body?: unknown;
  /** A raw body sent as is (malformed JSON, multipart). */
  raw?: BodyInit;
  headers?: Record<string, string>;
};

export type ApiResponse = { status: number; headers: Headers; body: any; text: string; bytes: Uint8Array }; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are asserted field by field

const tokens = new Map<number, string>();

export async function tokenFor(actor: Actor): Promise<string> {
  let token = tokens.get(actor.id);
  if (!token)
    tokens.set(
      actor.id,
      (token = await issueApiToken(
        actor,
        (await currentSessionStamp(actor.id)) ?? 'no account',
        randomUUID(),
      )),
    );
  return token;
}

export async function call(method: string, url: string, options: CallOptions = {}): Promise<ApiResponse> {
  const { pathname } = new URL(url, ORIGIN);
  const route = routes.find((r) => r.pattern.test(pathname));
  if (!route) throw new Error(`no route for ${pathname}`);
  const match = route.pattern.exec(pathname)!;
  const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
  const routeModule = await route.load();
  const handler = routeModule[method];
  if (!handler) throw new Error(`${pathname} exports no ${method}`);

  const headers = new Headers(options.headers);
  const token = options.token ?? (options.as ? await tokenFor(options.as) : undefined);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) {
      headers.set(
        'Content-Type',
        method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
      );
    }
  }
  // A streamed body needs duplex 'half' in Node's fetch.
  const request = new Request(new URL(url, ORIGIN), { method, headers, body, duplex: 'half' } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(params) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text, bytes };
}

export const get = (url: string, options?: CallOptions) => call('GET', url, options);
