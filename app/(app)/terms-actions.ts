'use server';

import { getActor } from '@/lib/auth/session';
import { asAppError } from '@/lib/database-failure';
import { acceptTerms } from '@/lib/data/terms';

/** The member accepts the version of the Terms and Privacy Policy they were shown. */
export async function acceptTermsAction(
  version: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await acceptTerms({ actor: await getActor(), version: String(version) });
    return { ok: true };
  } catch (error) {
    const known = asAppError(error);
    if (known) return { ok: false, error: known.message };
    throw error;
  }
}
