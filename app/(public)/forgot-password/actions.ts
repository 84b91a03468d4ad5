'use server';

import { actionIp, actionOrigin } from '@/lib/auth/action-ip';
import { requestPasswordReset } from '@/lib/data/password-reset';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

export async function sendResetLink(input: { email: string }): Promise<ActionAnswer> {
  const [ip, origin] = await Promise.all([actionIp(), actionOrigin()]);
  return actionAnswer(await settleForm(() => requestPasswordReset({ input, ip, origin })));
}
