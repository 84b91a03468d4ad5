import { z } from 'zod';
import {
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_QUERY_MAX,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_TEXT,
} from './saved-search-text';

// The texts and limits live apart, without zod, for the client components (issue 28 item 3).
export { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX, SAVED_SEARCH_TEXT };

const name = z
  .string({ error: SAVED_SEARCH_TEXT.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_TEXT.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXT.nameTooLong);

/** The match page's URL query string, with or without its "?" (its parameters are checked by the data layer). */
const query = z
  .string({ error: SAVED_SEARCH_TEXT.queryRequired })
  .trim()
  .max(SAVED_SEARCH_QUERY_MAX, SAVED_SEARCH_TEXT.queryTooLong)
  .transform((value) => value.replace(/^\?/, ''));

const alert = z.boolean({ error: SAVED_SEARCH_TEXT.alertChoice });

/** POST /api/saved_searches {"name", "query", "alert"?}. */
export const savedSearchSchema = z.object({ name, query, alert: alert.optional() });

/** PATCH /api/saved_searches/{id} (merge-patch): any of them; absent keys stay. */
export const savedSearchPatchSchema = z.object({
  name: name.optional(),
  query: query.optional(),
  alert: alert.optional(),
});
