import 'server-only';
import { sendMail } from '@/lib/mail';
import type { Recipient } from '@/lib/mail/messages';
import { recipientOfUser } from './mail-recipient';
import { partyByProfile } from './member-party';
import { blockedBetween } from './moderation/visibility';

/**
 * The one way a member-to-member e-mail goes out (interests, photo requests; issue 22 item 4).
 * Checked when it is sent, not when it was decided, so a mail held back (gathered interests, work
 * after the answer) never crosses a block made meanwhile, nor comes from a member who has since
 * vanished (hidden, suspended, deleted: member-visibility.ts). Mail goes out after the change is
 * stored; a mail server that is down does not undo it.
 */
export async function mailPair(
  fromProfileId: number,
  toProfileId: number,
  build: (to: Recipient) => Parameters<typeof sendMail>[0],
): Promise<boolean> {
  try {
    const [from, to] = await Promise.all([partyByProfile(fromProfileId), partyByProfile(toProfileId)]);
    if (!from?.reachable || !to || (await blockedBetween(fromProfileId, toProfileId))) return false;
    const recipient = await recipientOfUser(to.userId);
    if (!recipient) return false;
    await sendMail(build(recipient));
    return true;
  } catch (error) {
    console.error('[mail] could not send the e-mail between members', error);
    return false;
  }
}
