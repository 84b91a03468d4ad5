import { z } from 'zod';
import type { FieldDescription } from '@/lib/resources/describe';
import { CONSTRAINT_MESSAGES as MESSAGES } from './constraint-messages';

/**
 * The rules of a master-data form, written once: built from the fields of a registry entry as the
 * browser receives them (describeResource), so the admin form validates with the very schema the
 * API's writes use (lib/data/master-schema.ts). The spec's message when a required field is empty
 * ('Enter Caste!'), Symfony's for the rest.
 */
type MasterFieldRules = Pick<
  FieldDescription,
  'name' | 'type' | 'requiredMessage' | 'min' | 'max' | 'maxLength'
>;

/** Longest name a lookup holds when the column does not say (varchar(100) in db/schema.ts). */
const NAME_MAX_LENGTH = 100;

function fieldSchema(field: MasterFieldRules): z.ZodType {
  const required = field.requiredMessage;
  if (field.type === 'text') {
    const max = field.maxLength ?? NAME_MAX_LENGTH;
    const text = z
      .string({ error: required ?? MESSAGES.notNull })
      .trim()
      .max(max, { error: MESSAGES.tooLong(max) });
    // An optional text left empty (or blank) is no value: stored as null, as sending null does.
    return required
      ? text.min(1, { error: required })
      : text
          .transform((value) => value || null)
          .nullable()
          .optional();
  }
  let number = z.number({ error: required ?? MESSAGES.notNull }).int({ error: MESSAGES.wholeNumber });
  if (field.min !== undefined && field.max !== undefined) {
    const message = MESSAGES.range(field.min, field.max);
    number = number.min(field.min, { error: message }).max(field.max, { error: message });
  }
  return required ? number : number.nullable().optional();
}

/**
 * One record as the API receives it: each field by its rules, status a boolean. The form checks
 * its payload (components/crud/form-values.ts toPayload) against it before sending.
 */
export function masterSchema(fields: readonly MasterFieldRules[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field);
  shape.status = z.boolean({ error: MESSAGES.notNull });
  return z.object(shape);
}
