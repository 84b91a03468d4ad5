import { INTEREST_BADGES } from '@/lib/interests/messages';
import { resendVerdict } from '@/lib/interests/resend';
import type { InterestRow, PairState } from '@/lib/interests/pair-state';

type PairMove = 'accept' | 'decline' | 'withdraw' | 'send';

/** What the interest buttons show for a pair: at most one badge, the moves the server allows. */
export type PairMoves = {
  badge: (typeof INTEREST_BADGES)[keyof typeof INTEREST_BADGES] | null;
  /** The interest Accept, Decline and Withdraw act on. */
  subject: InterestRow | null;
  moves: PairMove[];
  /** When a new interest may go, while the 30 days after a withdrawal run. */
  sendFrom: Date | null;
};

/**
 * The buttons' decision, from where the pair stands. On an interest card (`card` = that interest)
 * the card carries the badge, the moves act on that interest, and Send is offered only to send
 * one's own withdrawn interest again: a declined card never offers it (issue 22 item 5). On a
 * member's page the latest interest gives the one badge; Send follows the resend rules.
 */
export function pairMoves(state: PairState, card?: InterestRow, now = new Date()): PairMoves {
  const subject = card ?? state.latest;
  const live = state.live;
  const verdict = resendVerdict(
    state.mine && { status: state.mine.status, updatedAt: new Date(state.mine.updatedAt) },
    now,
  );
  const moves: PairMove[] = [];
  if (subject?.status === 'pending')
    moves.push(
      ...(subject.direction === 'received' ? (['accept', 'decline'] as const) : (['withdraw'] as const)),
    );
  const sendAllowed =
    !live && verdict.allowed && (!card || (card.direction === 'sent' && card.status === 'withdrawn'));
  if (sendAllowed) moves.push('send');
  const waiting =
    !live && !verdict.allowed && verdict.reason === 'wait' && (!card || card.direction === 'sent');
  return {
    badge: card || !subject ? null : INTEREST_BADGES[subject.status],
    subject,
    moves,
    sendFrom: waiting ? verdict.from : null,
  };
}
