'use server';

import { z } from 'zod';
import { areaAction } from '@/lib/auth/actions';
import { recordVerificationCall } from '@/lib/data/verification';
import { actionArguments, formId, formText } from '@/lib/http/action-input';

const callArguments = z.tuple([formId, formText, formText, formText.nullable()]);

/** One call's outcome from the queue; the data layer checks the caller is an administrator. */
export const recordCall = areaAction(
  'admin',
  async (actor, profileId: number, outcome: string, note: string, callBackAt: string | null) => {
    [profileId, outcome, note, callBackAt] = actionArguments(callArguments, [
      profileId,
      outcome,
      note,
      callBackAt,
    ]);
    const entry = await recordVerificationCall({
      actor,
      input: { profile: profileId, outcome, note, callBackAt },
    });
    return { verified: entry.mobileVerified };
  },
);
