'use server';

import { actionIp, actionOrigin } from '@/lib/auth/action-ip';
import { registerMember } from '@/lib/data/accounts';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

/**
 * The Register page's call: same data-layer function and same answer as POST /register/memberaction,
 * plus the consent box, which must be ticked and is recorded with the terms' version.
 */
export async function register(input: {
  email: string;
  password: string;
  consent: boolean;
}): Promise<ActionAnswer> {
  const [ip, origin] = await Promise.all([actionIp(), actionOrigin()]);
  return actionAnswer(await settleForm(() => registerMember({ input, ip, origin, consent: true })));
}
