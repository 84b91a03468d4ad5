import { openMedia } from '@/lib/data/media';
import { apiHandler } from '@/lib/hydra/handler';

/**
 * An uploaded file at its contentUrl (or a photo's card variant), only for those allowed to see it
 * (lib/data/media-access.ts). Served with the type its bytes were recognised as. A photo variant's
 * name carries a hash of its bytes, so the browser may keep it for a year without asking again;
 * `private`, because who may see a photo is decided per viewer and no shared cache may keep it.
 */
export const GET = apiHandler(
  async ({ params, actor, request }) => {
    const file = await openMedia({ actor: await actor(), id: params.id, name: params.name });
    const etag = file.etag ? `"${file.etag}"` : null;
    const caching: Record<string, string> = etag
      ? { 'Cache-Control': 'private, max-age=31536000, immutable', ETag: etag }
      : { 'Cache-Control': 'private, max-age=3600' };
    if (
      etag &&
      request.headers
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      await file.stream.cancel();
      return new Response(null, { status: 304, headers: caching });
    }
    const headers: Record<string, string> = {
      ...caching,
      'Content-Type': file.media.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename="${file.name}"`,
      // The type is the one sniffed from the bytes at upload; the browser must not guess another.
      'X-Content-Type-Options': 'nosniff',
      // A file opened on its own runs in a sandbox, an opaque origin: even a PDF or an SVG with
      // script in it cannot reach the app's cookies or pages. Images need nothing else at all.
      'Content-Security-Policy': file.media.mimeType.startsWith('image/')
        ? "sandbox; default-src 'none'"
        : 'sandbox',
    };
    return new Response(file.stream, { headers });
  },
  { negotiate: false },
);
