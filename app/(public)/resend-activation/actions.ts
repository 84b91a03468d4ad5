'use server';

import { actionIp, actionOrigin } from '@/lib/auth/action-ip';
import { resendActivation } from '@/lib/data/accounts';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

export async function resend(input: { email: string }): Promise<ActionAnswer> {
  const [ip, origin] = await Promise.all([actionIp(), actionOrigin()]);
  return actionAnswer(await settleForm(() => resendActivation({ input, ip, origin })));
}
