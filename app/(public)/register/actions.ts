'use server';

import { z } from 'zod';
import { actionIp, actionLocale, actionOrigin } from '@/lib/auth/action-ip';
import { registerMember } from '@/lib/data/accounts';
import { checkActionArguments, formText, refusedForm } from '@/lib/http/action-input';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

// The consent box is the data layer's rule (its message under the box); here only its type.
const registerArguments = z.tuple([
  z.object({ email: formText, password: formText, consent: z.boolean().optional() }),
]);

/**
 * The Register page's call: same data-layer function and same answer as POST /register/memberaction,
 * plus the consent box, which must be ticked and is recorded with the terms' version.
 */
export async function register(input: {
  email: string;
  password: string;
  consent: boolean;
}): Promise<ActionAnswer> {
  const checked = checkActionArguments(registerArguments, [input]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  const [ip, origin, locale] = await Promise.all([actionIp(), actionOrigin(), actionLocale()]);
  // The page's language (the switch's cookie, else the browser's) becomes the account's.
  return actionAnswer(await settleForm(() => registerMember({ input, ip, origin, consent: true, locale })));
}
