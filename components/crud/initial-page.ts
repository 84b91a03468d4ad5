import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import { getCollectionInProcess } from '@/lib/hydra/routes';
import type { TableDescription } from './columns';
import { apiPageQuery, parseTableState } from './table-state';
import type { InitialPage, ResourceRow } from './types';

/** A page's searchParams as Next.js gives them, back into the address's query. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

function toUrlParams(searchParams: PageSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams))
    for (const one of [value ?? []].flat()) params.append(key, one);
  return params;
}

/**
 * The rows a list screen shows first, for the view its address describes (page, sort, filters,
 * search), read on the server with the page so the HTML carries them: the browser then shows rows
 * before any JavaScript has run, and asks the API only when the view changes. The query is built
 * by the same functions the browser uses, so both name the same page. Null when the view cannot
 * match anything (the list asks nothing then either) or the API refuses the view: the browser
 * then asks and shows the API's own message, as it did before.
 */
export async function loadInitialPage(
  table: Pick<TableDescription, 'collection' | 'columns'>,
  searchParams: PageSearchParams,
  actor: Actor,
): Promise<InitialPage | null> {
  const query = apiPageQuery(parseTableState(toUrlParams(searchParams), table.columns), table.columns);
  if (!query) return null;
  try {
    const response = await getCollectionInProcess(table.collection, query.toString(), actor);
    if (!response.ok) return null;
    const body = (await response.json()) as Record<string, unknown>;
    return {
      query: query.toString(),
      rows: (body['hydra:member'] as ResourceRow[] | undefined) ?? [],
      total: Number(body['hydra:totalItems'] ?? 0),
    };
  } catch {
    return null;
  }
}
