import type { MasterRecord } from '@/lib/data/master-data';
import type { MasterResource } from '@/lib/resources/master-data';
import { iriOf } from '@/lib/resources/iri';

export const contextOf = (shortName: string) => `/api/contexts/${shortName}`;

/** A master-data row in JSON-LD: @id, @type, then id, the registry's fields, status. */
export function masterItem(resource: MasterResource, record: MasterRecord, withContext: boolean) {
  const item: Record<string, unknown> = withContext ? { '@context': contextOf(resource.shortName) } : {};
  item['@id'] = iriOf(resource.collection, record.id);
  item['@type'] = resource.shortName;
  item.id = record.id;
  for (const field of resource.fields) item[field.name] = record[field.name] ?? null;
  item.status = record.status;
  return item;
}
