'use server';

import { z } from 'zod';
import { revalidatePath } from 'next/cache';
import { actionOrigin } from '@/lib/auth/action-ip';
import { getActor } from '@/lib/auth/session';
import { createStaff, disableStaff, resendStaffLink } from '@/lib/data/staff';
import { checkActionArguments, formId, formText, refusedForm } from '@/lib/http/action-input';
import { actionAnswer, settleForm, type ActionAnswer, type FormAnswer } from '@/lib/http/legacy-json';

const staffArguments = z.tuple([z.object({ email: formText, name: formText.optional(), role: formText })]);
const staffIdArguments = z.tuple([formId]);

/** The staff screen's calls; each authorizes in the data layer (administrators only). */
/** Creates a staff account; a refused field (an e-mail already registered: 422) comes back named. */
export async function addStaff(input: { email: string; name?: string; role: string }): Promise<ActionAnswer> {
  const checked = checkActionArguments(staffArguments, [input]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  [input] = checked.args;
  const [actor, origin] = await Promise.all([getActor(), actionOrigin()]);
  const settled = await settleForm(() => createStaff({ actor, input, origin }));
  revalidatePath('/admin/staff');
  return actionAnswer(settled);
}

export async function disableStaffAccount(id: number): Promise<FormAnswer> {
  const checked = checkActionArguments(staffIdArguments, [id]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  [id] = checked.args;
  const actor = await getActor();
  const { answer } = await settleForm(() => disableStaff({ actor, id }));
  revalidatePath('/admin/staff');
  return answer;
}

export async function sendStaffLink(id: number): Promise<FormAnswer> {
  const checked = checkActionArguments(staffIdArguments, [id]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  [id] = checked.args;
  const [actor, origin] = await Promise.all([getActor(), actionOrigin()]);
  return (await settleForm(() => resendStaffLink({ actor, id, origin }))).answer;
}
