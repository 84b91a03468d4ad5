import { notFound } from 'next/navigation';
import { env } from '@/lib/env';

/**
 * For `npm run bench:pages` only (BENCH_ROUTES=1 when the server starts; 404 otherwise): a constant
 * server-rendered page, padded by ?pad= characters, under the same root layout as every page — the
 * framework's own ceiling for a page of a member page's size. The padding is one text node, so it
 * costs what a member page's text costs (in the HTML and again in the RSC payload), and no data.
 */
export default async function BenchPage({ searchParams }: { searchParams: Promise<{ pad?: string }> }) {
  if (!env().BENCH_ROUTES) notFound();
  const pad = Math.min(Math.max(Number((await searchParams).pad) || 0, 0), 2_000_000);
  return (
    <main>
      <p>{'x'.repeat(pad)}</p>
    </main>
  );
}
