'use server';

import { setStaffPassword } from '@/lib/data/staff';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

export async function setPassword(input: { token: string; password: string }): Promise<ActionAnswer> {
  return actionAnswer(await settleForm(() => setStaffPassword({ input })));
}
