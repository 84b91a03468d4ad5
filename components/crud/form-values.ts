import type { FieldDescription, ResourceRow } from './types';

/**
 * The form's values, built from the registry's fields: a text field is a string, an integer field
 * a number or '' while empty (what Mantine's NumberInput holds), status a boolean.
 */
export type FormValues = Record<string, string | number | boolean>;

/** Create mode: every field empty unless the spec gives a default (a plan's amount 0), status true (spec section 4). */
export function emptyValues(fields: readonly FieldDescription[]): FormValues {
  return Object.fromEntries([...fields.map((f) => [f.name, f.initial ?? '']), ['status', true]]);
}

/** Edit mode: the fetched record's values. */
export function recordValues(fields: readonly FieldDescription[], record: ResourceRow): FormValues {
  const values: FormValues = { status: record.status !== false };
  for (const field of fields) {
    const value = record[field.name];
    values[field.name] = value === null || value === undefined ? '' : (value as string | number);
  }
  return values;
}

/** What the API receives: trimmed text, numbers as numbers (an empty optional field as null), status. */
export function toPayload(fields: readonly FieldDescription[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'text') {
      const text = String(value ?? '').trim();
      // An optional text left empty clears it (a list's name in Tamil); a required one stays '' and is refused.
      payload[field.name] = text === '' && !field.requiredMessage ? null : text;
    } else payload[field.name] = value === '' || value === null || value === undefined ? null : Number(value);
  }
  payload.status = values.status === true;
  return payload;
}
