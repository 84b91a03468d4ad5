'use server';

import { z } from 'zod';
import { actionIp, actionOrigin } from '@/lib/auth/action-ip';
import { registerMember } from '@/lib/data/accounts';
import { checkActionArguments, formText, refusedForm } from '@/lib/http/action-input';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

/** The Register page's call: same data-layer function and same answer as POST /register/memberaction. */
const registerArguments = z.tuple([z.object({ email: formText, password: formText })]);

export async function register(input: { email: string; password: string }): Promise<ActionAnswer> {
  const checked = checkActionArguments(registerArguments, [input]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  [input] = checked.args;
  const [ip, origin] = await Promise.all([actionIp(), actionOrigin()]);
  return actionAnswer(await settleForm(() => registerMember({ input, ip, origin })));
}
