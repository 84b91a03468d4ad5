'use server';

import { getActor } from '@/lib/auth/session';
import { asAppError } from '@/lib/database-failure';
import { revealContact } from '@/lib/data/contact-reveals';
import type { RevealResult } from '@/components/plans/contact-reveal';

/** The member opens an accepted counterpart's contact details (lib/data/contact-reveals.ts). */
export async function revealContactAction(profileId: number): Promise<RevealResult> {
  try {
    const contact = await revealContact(await getActor(), Number(profileId));
    return contact.revealed ? { ok: true, mobile: contact.mobile } : { ok: false, error: contact.reason };
  } catch (error) {
    const known = asAppError(error);
    if (known) return { ok: false, error: known.message };
    throw error;
  }
}
