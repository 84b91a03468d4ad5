'use server';

import { actionIp, actionOrigin } from '@/lib/auth/action-ip';
import { registerMember } from '@/lib/data/accounts';
import { settleForm, type FormAnswer } from '@/lib/http/legacy-json';

/** The Register page's call: same data-layer function and same answer as POST /register/memberaction. */
export async function register(input: { email: string; password: string }): Promise<FormAnswer> {
  const [ip, origin] = await Promise.all([actionIp(), actionOrigin()]);
  return (await settleForm(() => registerMember({ input, ip, origin }))).answer;
}
