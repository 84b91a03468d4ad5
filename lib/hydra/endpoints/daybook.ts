import 'server-only';
import { assertCollegeAccess } from '@/lib/auth/guard';
import { readDaybook, type Daybook } from '@/lib/data/college/daybook';
import { AppError } from '@/lib/errors';
import { idFromIdOrIri } from '@/lib/resources/iri';
import type { ApiContext } from '../handler';
import { jsonLd } from '../http';
import { contextOf } from '../serialize';

/**
 * GET /api/daybook?from=YYYY-MM-DD&to=YYYY-MM-DD[&paymentMode=][&staff=][&course=]: the college's
 * collections in a range of days (receipts not cancelled), narrowed by payment mode, the staff
 * account that received them and the students' course (each an id or its IRI), with each day's
 * closing total per mode. College staff and administrators only (401/403, checked before the
 * query is read); 400 on a missing or bad parameter. Described in docs.jsonld as "Daybook".
 */
function filterId(search: URLSearchParams, name: string, collection: string): number | undefined {
  const value = search.get(name);
  if (value === null || value === '') return undefined;
  const id = idFromIdOrIri(value, collection);
  if (id === null) throw AppError.badRequest(`"${name}" must be an id or an IRI of /api/${collection}.`);
  return id;
}

function body(book: Daybook, search: URLSearchParams) {
  return {
    '@context': contextOf('Daybook'),
    '@id': `/api/daybook?${search}`,
    '@type': 'Daybook',
    ...book,
  };
}

export async function getDaybookResource(ctx: ApiContext): Promise<Response> {
  const search = new URL(ctx.request.url).searchParams;
  // Who asks is checked before the query is read: a stranger learns nothing from its validation.
  const actor = assertCollegeAccess(await ctx.actor());
  const query = {
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    paymentMode: filterId(search, 'paymentMode', 'paymentmodes'),
    staff: filterId(search, 'staff', 'users'),
    course: filterId(search, 'course', 'courses'),
  };
  return jsonLd(body(await readDaybook({ actor, query }), search));
}
