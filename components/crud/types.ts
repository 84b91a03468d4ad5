export type { FieldDescription, ResourceDescription } from '@/lib/resources/describe';

/** One row of a list as the API sends it (JSON-LD keys included). */
export type ResourceRow = { id: number; status: boolean } & Record<string, unknown>;

/**
 * The page of rows a list shows first, read by the server with the page (app/(app)/admin/initial-page.ts): the
 * API query it answers (the list asks nothing while its view still makes that query), and the
 * rows and total as the API sent them.
 */
export type InitialPage = { query: string; rows: ResourceRow[]; total: number };
