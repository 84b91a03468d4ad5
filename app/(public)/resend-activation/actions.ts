'use server';

import { actionIp, actionOrigin } from '@/lib/auth/action-ip';
import { resendActivation } from '@/lib/data/accounts';
import { settleForm, type FormAnswer } from '@/lib/http/legacy-json';

export async function resend(input: { email: string }): Promise<FormAnswer> {
  const [ip, origin] = await Promise.all([actionIp(), actionOrigin()]);
  return (await settleForm(() => resendActivation({ input, ip, origin }))).answer;
}
