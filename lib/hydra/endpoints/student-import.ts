import 'server-only';
import { assertCollegeAccess } from '@/lib/auth/guard';
import { importStudents, type StudentImportReport } from '@/lib/data/college/student-import';
import { AppError } from '@/lib/errors';
import { readBodyUpTo } from '@/lib/http/body';
import { STUDENT_IMPORT_MAX_BYTES } from '@/lib/resources/student-import';
import type { ApiContext } from '../handler';
import { jsonLd } from '../http';
import { contextOf } from '../serialize';

/**
 * POST /api/student_imports (issue 27 item 5): the CSV file as the body (Content-Type text/csv, at
 * most 1 MB, UTF-8); ?dryRun=true checks it only. 200 with the report (a preview, or a file with
 * errors: nothing saved), 201 when every row passed and all were saved. College staff only.
 * Described in docs.jsonld as "StudentImport".
 */
const body = (report: StudentImportReport) => ({
  '@context': contextOf('StudentImport'),
  '@id': '/api/student_imports',
  '@type': 'StudentImport',
  ...report,
});

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];

export async function postStudentImportResource(ctx: ApiContext): Promise<Response> {
  const actor = assertCollegeAccess(await ctx.actor());
  const type = (ctx.request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!CSV_TYPES.includes(type)) {
    throw new AppError(415, 'Send the file as CSV (Content-Type "text/csv").');
  }
  const bytes = await readBodyUpTo(ctx.request, STUDENT_IMPORT_MAX_BYTES);
  if (bytes === null) {
    throw new AppError(413, `The file is larger than ${STUDENT_IMPORT_MAX_BYTES / 1_000_000} MB.`, [], {
      Connection: 'close',
    });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw AppError.badRequest('The file is not a CSV text file (UTF-8).');
  }
  if (text.includes('\u0000')) throw AppError.badRequest('The file is not a CSV text file (UTF-8).');
  const dryRun = new URL(ctx.request.url).searchParams.get('dryRun') === 'true';
  const report = await importStudents({ actor, text, dryRun });
  return jsonLd(body(report), report.imported > 0 ? 201 : 200);
}
