import type { ListField } from './list';
import type { MasterResource } from './master-data';

/**
 * What a master-data list filters and sorts on: id (exact), the name field (contains), numbers
 * (exact and ranges: plan amount and validity, raasi/star number), status (boolean). The global
 * search covers id and every field, as the spec's Search box does ("for plans: id, planName,
 * amount, validity").
 */
export function masterListFields(resource: MasterResource): ListField[] {
  return [
    { name: 'id', kind: 'id', search: true },
    ...resource.fields.map((field): ListField => ({
      name: field.name,
      kind: field.type === 'text' ? 'text' : 'number',
      search: true,
    })),
    { name: 'status', kind: 'boolean' },
  ];
}
