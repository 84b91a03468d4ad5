import 'server-only';
import { biodataSubject } from '@/lib/data/biodata';
import { porutham } from '@/lib/matching/porutham';
import { biodataPdf } from '@/lib/papers/biodata-pdf';
import { poruthamPdf } from '@/lib/papers/porutham-pdf';
import { requestLocaleOf } from '@/lib/i18n/negotiate';
import type { ApiContext } from '../handler';
import { parsePoruthamQuery } from './porutham';

/**
 * The two papers of issue 24 item 3, as PDF downloads in the reader's language. Errors stay the
 * API's (hydra:Error JSON): 401 anonymous, 404 no such candidate (or blocked), 403 not yet accepted.
 */
const pdfResponse = (bytes: Buffer, fileName: string, cache = 'private, no-store') =>
  new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.length),
      'Cache-Control': cache,
    },
  });

/** GET /api/profiles/{id}/biodata.pdf: the member's own, or an accepted candidate's (lib/data/biodata.ts). */
export async function getBiodataPdf(ctx: ApiContext): Promise<Response> {
  const subject = await biodataSubject(await ctx.actor(), ctx.params.id);
  const bytes = await biodataPdf(subject, requestLocaleOf(ctx.request));
  return pdfResponse(bytes, `biodata-${subject.view.id}.pdf`);
}

/** GET /api/porutham.pdf?brideStar=&brideRaasi=&groomStar=&groomRaasi=: public like /api/porutham. */
export async function getPoruthamPdf(ctx: ApiContext): Promise<Response> {
  const n = parsePoruthamQuery(ctx.url.searchParams);
  const bride = { star: n.brideStar, raasi: n.brideRaasi };
  const groom = { star: n.groomStar, raasi: n.groomRaasi };
  const locale = requestLocaleOf(ctx.request);
  const bytes = await poruthamPdf({ bride, groom }, porutham(bride, groom), locale);
  // Depends on the URL and the language only; the language comes from the cookie or Accept-Language.
  const response = pdfResponse(bytes, `porutham-${n.brideStar}-${n.groomStar}.pdf`, 'public, max-age=3600');
  response.headers.set('Vary', 'Accept, Cookie, Accept-Language');
  return response;
}
