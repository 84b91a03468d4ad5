'use server';

import { actionIp } from '@/lib/auth/action-ip';
import { createEnquiry } from '@/lib/data/enquiries';
import { settleForm, type FormAnswer } from '@/lib/http/legacy-json';

/** The contact form's call: same data-layer function and same answer as POST /contactaction. */
export async function sendEnquiry(input: {
  name: string;
  email: string;
  mobile: string;
  message: string;
}): Promise<FormAnswer> {
  const ip = await actionIp();
  return (await settleForm(() => createEnquiry({ input, ip }))).answer;
}
