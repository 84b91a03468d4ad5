export type { FieldDescription, ResourceDescription } from '@/lib/resources/describe';

/** One row of a list as the API sends it (JSON-LD keys included). */
export type ResourceRow = { id: number; status: boolean } & Record<string, unknown>;
