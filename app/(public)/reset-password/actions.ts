'use server';

import { resetPassword } from '@/lib/data/password-reset';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

export async function saveNewPassword(input: { token: string; password: string }): Promise<ActionAnswer> {
  return actionAnswer(await settleForm(() => resetPassword({ input })));
}
