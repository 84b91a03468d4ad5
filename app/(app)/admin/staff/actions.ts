'use server';

import { revalidatePath } from 'next/cache';
import { actionOrigin } from '@/lib/auth/action-ip';
import { getActor } from '@/lib/auth/session';
import { createStaff, disableStaff, resendStaffLink } from '@/lib/data/staff';
import { actionAnswer, settleForm, type ActionAnswer, type FormAnswer } from '@/lib/http/legacy-json';

/** The staff screen's calls; each authorizes in the data layer (administrators only). */
/** Creates a staff account; a refused field (an e-mail already registered: 422) comes back named. */
export async function addStaff(input: { email: string; role: string }): Promise<ActionAnswer> {
  const [actor, origin] = await Promise.all([getActor(), actionOrigin()]);
  const settled = await settleForm(() => createStaff({ actor, input, origin }));
  revalidatePath('/admin/staff');
  return actionAnswer(settled);
}

export async function disableStaffAccount(id: number): Promise<FormAnswer> {
  const actor = await getActor();
  const { answer } = await settleForm(() => disableStaff({ actor, id }));
  revalidatePath('/admin/staff');
  return answer;
}

export async function sendStaffLink(id: number): Promise<FormAnswer> {
  const [actor, origin] = await Promise.all([getActor(), actionOrigin()]);
  return (await settleForm(() => resendStaffLink({ actor, id, origin }))).answer;
}
