import 'server-only';
import { describeResource } from '@/lib/resources/describe';
import type { MasterResource } from '@/lib/resources/master-data';
import { masterSchema } from '@/lib/validation/master-data';
import type { InputProperty } from './input';

const schemas = new Map<string, ReturnType<typeof masterSchema>>();

/**
 * The rules of one master-data entity: the schema its admin form validates with (built from the
 * same description the browser gets), so the API and the form give the same message per field.
 * Uniqueness needs the database: createMasterData and updateMasterData check it.
 */
export function masterInputSchema(resource: MasterResource): ReturnType<typeof masterSchema> {
  let schema = schemas.get(resource.collection);
  if (!schema) {
    schema = masterSchema(describeResource(resource).fields);
    schemas.set(resource.collection, schema);
  }
  return schema;
}

/** The writable properties and their JSON types. */
export function masterInputProperties(resource: MasterResource): InputProperty[] {
  return [
    ...resource.fields.map((f): InputProperty => ({ name: f.name, kind: f.type === 'text' ? 'string' : 'integer' })),
    { name: 'status', kind: 'boolean' },
  ];
}

/**
 * What PUT starts from and POST fills in: status true (spec section 4) and the registry's initial
 * values, the ones a new record's form starts with (a plan's amount 0, section 9).
 */
export function masterDefaults(resource: MasterResource): Record<string, unknown> {
  const defaults: Record<string, unknown> = { status: true };
  for (const field of resource.fields) if (field.initial !== undefined) defaults[field.name] = field.initial;
  return defaults;
}
