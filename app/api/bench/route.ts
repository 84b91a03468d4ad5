import { env } from '@/lib/env';

/**
 * For `npm run bench:api` only (BENCH_ROUTES=1 when the server starts; 404 otherwise): a constant
 * JSON body of the requested size, straight from a route handler — the framework's own ceiling.
 */
const bodies = new Map<number, string>();

function bodyOf(bytes: number): string {
  let body = bodies.get(bytes);
  if (!body) {
    const padding = Math.max(0, bytes - '{"padding":""}'.length);
    body = JSON.stringify({ padding: 'x'.repeat(padding) });
    bodies.set(bytes, body);
  }
  return body;
}

export async function GET(request: Request) {
  if (!env().BENCH_ROUTES) return new Response(null, { status: 404 });
  const bytes = Math.min(Number(new URL(request.url).searchParams.get('bytes')) || 1000, 1_000_000);
  return new Response(bodyOf(bytes), { headers: { 'Content-Type': 'application/ld+json; charset=utf-8' } });
}
