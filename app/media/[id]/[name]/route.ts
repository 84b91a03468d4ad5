import { openMedia } from '@/lib/data/media';
import { apiHandler } from '@/lib/hydra/handler';

/**
 * An uploaded file at its contentUrl, only for those allowed to see it (the uploader, the member
 * whose profile shows it, administrators). Served with the type its bytes were recognised as.
 */
export const GET = apiHandler(
  async ({ params, actor }) => {
    const { media, stream } = await openMedia({ actor: await actor(), id: params.id, name: params.name });
    const headers: Record<string, string> = {
      'Content-Type': media.mimeType,
      'Content-Length': String(media.size),
      'Content-Disposition': `inline; filename="${media.name}"`,
      'Cache-Control': 'private, max-age=3600',
      // The type is the one sniffed from the bytes at upload; the browser must not guess another.
      'X-Content-Type-Options': 'nosniff',
      // A file opened on its own runs in a sandbox, an opaque origin: even a PDF or an SVG with
      // script in it cannot reach the app's cookies or pages. Images need nothing else at all.
      'Content-Security-Policy': media.mimeType.startsWith('image/')
        ? "sandbox; default-src 'none'"
        : 'sandbox',
    };
    return new Response(stream, { headers });
  },
  { negotiate: false },
);
