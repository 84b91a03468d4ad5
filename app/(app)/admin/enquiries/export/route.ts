import { getActor } from '@/lib/auth/session';
import { listEnquiriesForExport } from '@/lib/data/enquiries';
import { csvText } from '@/lib/csv';
import { isAppError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';

/** CSV of the enquiries matching the list's search, newest first (administrators only). */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams.get('q') ?? undefined;
  let rows;
  try {
    rows = await listEnquiriesForExport({ actor: await getActor(), search });
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
  const csv = csvText(
    ['Id', 'Date', 'Name', 'Email', 'Mobile', 'Message', 'Handled'],
    rows.map((r) => [r.id, formatDateTime(r.createdAt), r.name, r.email, r.mobile, r.message, r.handled]),
  );
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="Enquiries.csv"',
      'Cache-Control': 'no-store',
    },
  });
}
