'use server';

import { z } from 'zod';
import { actionIp } from '@/lib/auth/action-ip';
import { renewSession } from '@/lib/auth/renew-session';
import { getActor } from '@/lib/auth/session';
import { changePassword } from '@/lib/data/accounts';
import { AppError } from '@/lib/errors';
import { checkActionArguments, formText, refusedForm } from '@/lib/http/action-input';
import { actionAnswer, settleForm, type ActionAnswer } from '@/lib/http/legacy-json';

const changePasswordArguments = z.tuple([z.object({ currentpassword: formText, newpassword: formText })]);

/** The page's call: same data-layer function and same answer as POST /user/changepasswordapi. */
export async function changeMyPassword(input: {
  currentpassword: string;
  newpassword: string;
}): Promise<ActionAnswer> {
  const checked = checkActionArguments(changePasswordArguments, [input]);
  if ('refusal' in checked) return refusedForm(checked.refusal);
  [input] = checked.args;
  const ip = await actionIp();
  return actionAnswer(
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
      await renewSession(actor.email, input.newpassword);
    }),
  );
}
