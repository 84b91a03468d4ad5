'use server';

import { actionIp } from '@/lib/auth/action-ip';
import { signIn } from '@/lib/auth';
import { getActor } from '@/lib/auth/session';
import { changePassword } from '@/lib/data/accounts';
import { AppError } from '@/lib/errors';
import { settleForm, type FormAnswer } from '@/lib/http/legacy-json';

/** The page's call: same data-layer function and same answer as POST /user/changepasswordapi. */
export async function changeMyPassword(input: {
  currentpassword: string;
  newpassword: string;
}): Promise<FormAnswer> {
  const ip = await actionIp();
  return (
    await settleForm(async () => {
      const actor = await getActor();
      if (!actor) throw AppError.unauthorized();
      await changePassword({
        actor,
        input: { currentpassword: input.currentpassword, newpassword: input.newpassword },
        ip,
      });
      // The new password ends every session of the account, this one too: sign this one in again
      // with it, so that only the other devices are signed out.
      await signIn('credentials', { email: actor.email, password: input.newpassword, redirect: false }).catch((error: unknown) => {
        console.warn('[auth] could not renew the session after a password change', error);
      });
    })
  ).answer;
}
