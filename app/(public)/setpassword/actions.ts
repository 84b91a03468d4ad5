'use server';

import { z } from 'zod';
import { setStaffPassword } from '@/lib/data/staff';
import { checkActionArguments, formText, refusedForm } from '@/lib/http/action-input';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

const setPasswordArguments = z.tuple([z.object({ token: formText, password: formText })]);

export async function setPassword(input: { token: string; password: string }): Promise<ActionAnswer> {
  const checked = checkActionArguments(setPasswordArguments, [input]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  [input] = checked.args;
  return actionAnswer(await settleForm(() => setStaffPassword({ input })));
}
