import { profileFormFields } from '@/lib/resources/profile';
import type { ProfileFormValues, ProfilePayload } from '@/lib/resources/profile-wire';
import { profileFormSchema } from './profile';

type Scalar = ProfilePayload[string];

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The body of a save, from valid form values: what the shared schema makes of them (trimmed text,
 * the mobile in E.164, numbers, booleans, null for "not chosen"), references as IRIs. Every field
 * is sent, so a cleared preference is cleared on an update. The General fields go only with
 * `withGeneral` (administrators): members never send them.
 */
export function toPayload(
  values: ProfileFormValues,
  { withGeneral }: { withGeneral: boolean },
): ProfilePayload {
  const parsed = profileFormSchema.parse(values);
  const payload: ProfilePayload = {};
  for (const field of profileFormFields) {
    if (field.adminOnly && !withGeneral) continue;
    const value = parsed[field.name];
    if (field.type === 'relation')
      payload[field.name] = value == null ? null : `/api/${field.collection}/${value}`;
    else if (isScalar(value)) payload[field.name] = value;
  }
  return payload;
}
