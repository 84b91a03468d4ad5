'use server';

import { setStaffPassword } from '@/lib/data/staff';
import { settleForm, type FormAnswer } from '@/lib/http/legacy-json';

export async function setPassword(input: { token: string; password: string }): Promise<FormAnswer> {
  return (await settleForm(() => setStaffPassword({ input }))).answer;
}
