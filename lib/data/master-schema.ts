import 'server-only';
import { z } from 'zod';
import type { MasterField, MasterResource } from '@/lib/resources/master-data';
import { MESSAGES, type InputProperty } from './input';

/** Longest name a lookup holds (varchar(100) in db/schema.ts). */
export const NAME_MAX_LENGTH = 100;

function fieldSchema(field: MasterField) {
  const required = field.requiredMessage;
  if (field.type === 'text') {
    const text = z
      .string({ error: required ?? MESSAGES.notNull })
      .trim()
      .max(NAME_MAX_LENGTH, { error: MESSAGES.tooLong(NAME_MAX_LENGTH) });
    return required ? text.min(1, { error: required }) : text.nullable().optional();
  }
  let number = z.number({ error: required ?? MESSAGES.notNull }).int();
  if (field.min !== undefined && field.max !== undefined) {
    const message = MESSAGES.range(field.min, field.max);
    number = number.min(field.min, { error: message }).max(field.max, { error: message });
  }
  return required ? number : number.nullable().optional();
}

const schemas = new Map<string, z.ZodType<Record<string, unknown>>>();

/**
 * The rules of one master-data entity, built from its registry entry: the name field required
 * with the spec's message ('Enter Caste!'), numbers whole and within bounds, status a boolean.
 * Server actions and the API validate with this same schema.
 */
export function masterInputSchema(resource: MasterResource): z.ZodType<Record<string, unknown>> {
  let schema = schemas.get(resource.key);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const field of resource.fields) shape[field.name] = fieldSchema(field);
    shape.status = z.boolean({ error: MESSAGES.notNull });
    schema = z.object(shape) as unknown as z.ZodType<Record<string, unknown>>;
    schemas.set(resource.key, schema);
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

/** What PUT starts from and POST fills in: status true (spec section 4), plan amount 0 (section 9). */
export function masterDefaults(resource: MasterResource): Record<string, unknown> {
  const defaults: Record<string, unknown> = { status: true };
  for (const field of resource.fields) if (field.name === 'amount') defaults.amount = 0;
  return defaults;
}
