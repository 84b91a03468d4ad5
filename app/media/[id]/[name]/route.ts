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
    };
    // Images never run anything; PDFs keep the browser's viewer, which a strict policy would block.
    if (media.mimeType.startsWith('image/')) headers['Content-Security-Policy'] = "default-src 'none'";
    return new Response(stream, { headers });
  },
  { negotiate: false },
);
