'use server';

import { actionIp } from '@/lib/auth/action-ip';
import { createEnquiry } from '@/lib/data/enquiries';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

/** The contact form's call: same data-layer function and same answer as POST /contactaction. */
export async function sendEnquiry(input: {
  name: string;
  email: string;
  mobile: string;
  message: string;
}): Promise<ActionAnswer> {
  const ip = await actionIp();
  return actionAnswer(await settleForm(() => createEnquiry({ input, ip })));
}
