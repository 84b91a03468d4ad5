'use server';

import { z } from 'zod';
import { actionIp } from '@/lib/auth/action-ip';
import { createEnquiry } from '@/lib/data/enquiries';
import { checkActionArguments, formText, refusedForm } from '@/lib/http/action-input';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

const enquiryArguments = z.tuple([
  z.object({ name: formText, email: formText, mobile: formText, message: formText }),
]);

/** The contact form's call: same data-layer function and same answer as POST /contactaction. */
export async function sendEnquiry(input: {
  name: string;
  email: string;
  mobile: string;
  message: string;
}): Promise<ActionAnswer> {
  const checked = checkActionArguments(enquiryArguments, [input]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  [input] = checked.args;
  const ip = await actionIp();
  return actionAnswer(await settleForm(() => createEnquiry({ input, ip })));
}
