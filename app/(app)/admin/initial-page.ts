import 'server-only';
import type { TableDescription } from '@/components/crud/columns';
import { apiPageQuery, parseTableState } from '@/components/crud/table-state';
import type { InitialPage, ResourceRow } from '@/components/crud/types';
import type { Actor } from '@/lib/auth/roles';
import { readCollection } from '@/lib/hydra/routes';

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
 * by the same functions the browser uses, and read by the same function GET /api/{collection}
 * answers with (readCollection), so both name and hold the same page. Null when the view cannot
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
    const page = await readCollection(table.collection, query, actor);
    return { query: query.toString(), rows: page.members as ResourceRow[], total: page.totalItems };
  } catch {
    return null;
  }
}
