import Papa from 'papaparse';
import { getActor } from '@/lib/auth/session';
import { listEnquiriesForExport } from '@/lib/data/enquiries';
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
  const csv = Papa.unparse(
    {
      fields: ['Id', 'Date', 'Name', 'Email', 'Mobile', 'Message', 'Handled'],
      data: rows.map((r) => [
        r.id,
        formatDateTime(r.createdAt),
        r.name,
        r.email,
        r.mobile,
        r.message,
        r.handled,
      ]),
    },
    // Visitors write these rows: a cell starting with = + - @ must not run as a spreadsheet formula.
    { escapeFormulae: true },
  );
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="Enquiries.csv"',
      'Cache-Control': 'no-store',
    },
  });
}
