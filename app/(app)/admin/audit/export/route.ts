import { getActor } from '@/lib/auth/session';
import { csvText } from '@/lib/csv';
import { listAuditEntries } from '@/lib/data/audit/list';
import { isAppError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { auditFiltersOf, auditQuery, changeLines } from '../query';

/** CSV of the audit entries the screen's filters select (administrators only), newest first. */
export async function GET(request: Request) {
  const filters = auditFiltersOf(Object.fromEntries(new URL(request.url).searchParams));
  let result;
  try {
    result = await listAuditEntries({ actor: await getActor(), query: auditQuery(filters, { all: true }) });
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
  const csv = csvText(
    ['Id', 'Date', 'Person', 'Action', 'Entity', 'Entity id', 'Changes'],
    result.items.map((e) => [
      e.id,
      formatDateTime(e.createdAt),
      e.actorEmail,
      e.action,
      e.entity,
      e.entityId,
      changeLines(e.changes).join('\n'),
    ]),
  );
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="Audit.csv"',
      'Cache-Control': 'no-store',
    },
  });
}
