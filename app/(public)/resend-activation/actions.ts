'use server';

import { z } from 'zod';
import { actionIp, actionOrigin } from '@/lib/auth/action-ip';
import { resendActivation } from '@/lib/data/accounts';
import { checkActionArguments, formText, refusedForm } from '@/lib/http/action-input';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

const resendArguments = z.tuple([z.object({ email: formText })]);

export async function resend(input: { email: string }): Promise<ActionAnswer> {
  const checked = checkActionArguments(resendArguments, [input]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  [input] = checked.args;
  const [ip, origin] = await Promise.all([actionIp(), actionOrigin()]);
  return actionAnswer(await settleForm(() => resendActivation({ input, ip, origin })));
}
