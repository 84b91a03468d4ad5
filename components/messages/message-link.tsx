import type { Actor } from '@/lib/auth/roles';
import { conversationIdWith } from '@/lib/data/messages/conversations';
import { MessageButton } from './message-button';

/** The "Message" button where the pair may talk (accepted interest, both in sight, no block); else nothing. */
export async function MessageLink({ actor, profileId }: { actor: Actor; profileId: number }) {
  const conversation = await conversationIdWith(actor, profileId);
  if (conversation === null) return null;
  return (
    <MessageButton profileId={profileId} conversationId={conversation === 'new' ? null : conversation} />
  );
}
