import 'server-only';
import { livePollInterval, onLiveChange } from '../live-channel';

/**
 * Live threads (issue 26 item 1): an open thread's server-sent events stream (app/api/conversations/
 * [id]/events) hears of a new message or a read mark in its conversation. A trigger on `message`
 * (migration 0029) sends NOTIFY conversation_changed '<id>' at commit (live-channel.ts: LISTEN, or
 * polling behind a pooler).
 */
const CHANNEL = 'conversation_changed';

/** Runs `wake` whenever the conversation may have changed; returns the unsubscribe. */
export const onConversationChange = (conversationId: number, wake: () => void): (() => void) =>
  onLiveChange(CHANNEL, conversationId, wake);

/** How often a stream looks at its conversation itself: rarely while LISTEN works. */
export const pollInterval = (): number => livePollInterval(CHANNEL);
