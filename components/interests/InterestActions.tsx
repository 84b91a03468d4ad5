'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { IconCheck, IconHeart, IconHeartHandshake, IconStar, IconStarOff, IconX } from '@tabler/icons-react';
import { ApiError } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { ACTION_MESSAGES, INTEREST_DIALOGS } from '@/lib/interests/messages';
import { resendFrom } from '@/lib/interests/resend';
import {
  addToShortlist,
  answerInterest,
  fetchPairState,
  removeFromShortlist,
  sendInterest,
} from './interest-api';
import type { InterestRow, PairState } from '@/lib/interests/pair-state';
import { pairMoves } from './pair-moves';
import { LightButton } from '@/components/ui/light-controls';
import { Badge } from '@/components/ui/static-surfaces';
import { Group, Text } from '@/components/ui/static-mantine';
import classes from './interest-actions.module.css';
import { withMantine } from '@/components/with-mantine';

// The dialogs (the note's textarea and its rules) load on the first click, not with the page.
const SendInterestDialog = dynamic(
  () => withMantine(import('./interest-dialogs').then((m) => m.SendInterestDialog)),
  {
    ssr: false,
  },
);
const ConfirmMoveDialog = dynamic(
  () => withMantine(import('./interest-dialogs').then((m) => m.ConfirmMoveDialog)),
  {
    ssr: false,
  },
);

/** The server's words for a refusal; for a request that got no answer, the spec's own. */
const failureMessage = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.unreachable);

type Dialog = 'send' | 'withdraw' | 'decline' | null;

/**
 * The interest and shortlist buttons for one member, wherever a page shows them: the page passes
 * the profile id, the member's name for the dialogs and, read on the server with the page's other
 * cards (lib/data/pair-states.ts), where the pair stands (`initial`: without it the buttons read it
 * themselves, behind a placeholder); offers the moves the server will allow (pair-moves.ts), and after each one refreshes
 * the page (its lists and the menu's counts). On an interest card, `card` is that interest: the
 * card shows its badge and the moves act on it. Sending asks for a note; Withdraw and Decline ask
 * for confirmation, saying what follows.
 */
export default function InterestActions({
  profileId,
  name,
  card,
  initial,
}: {
  profileId: number;
  name?: string;
  card?: InterestRow;
  /** Where the pair stands, read by the page: shown at once, and read again only after a move. */
  initial?: PairState;
}) {
  const t = useTranslations('interests');
  // The server's refusals, the toasts and the dialogs are the product's English texts: read in the page's language.
  const say = useSpecText();
  const who = name ?? t('thisMember');
  const router = useRouter();
  const [state, setState] = useState<PairState | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dialogs are mounted from the first opening on (and kept, so that they close with their animation).
  const [used, setUsed] = useState(false);
  const openDialog = (which: Dialog) => () => {
    setUsed(true);
    setDialog(which);
  };

  // Bumped after each move: the effect below reads the pair's state again.
  const [version, setVersion] = useState(0);

  const given = initial !== undefined;
  useEffect(() => {
    // The page's state stands until the first move.
    if (given && version === 0) return;
    const controller = new AbortController();
    fetchPairState(profileId, controller.signal).then(setState, (error: Error) => {
      if (!controller.signal.aborted) notifyWarning(say(failureMessage(error)));
    });
    return () => controller.abort();
  }, [profileId, version, say, given]);

  const act = (action: () => Promise<void>, done: string) => async () => {
    setBusy(true);
    try {
      await action();
      notifySuccess(say(done));
      router.refresh();
    } catch (error) {
      notifyWarning(say(failureMessage(error)));
    } finally {
      setDialog(null);
      setVersion((v) => v + 1);
      setBusy(false);
    }
  };

  if (!state) return <div className={classes.loading} role="status" aria-label={t('loading')} />;

  const { shortlist } = state;
  const { badge, subject, moves, sendFrom } = pairMoves(state, card);
  const buttons: React.ReactNode[] = [];
  // Light badges carry dark text and the quieter buttons are 'default' (dark text): Mantine's tinted
  // defaults and any subtle shade (capped at 6) are under 4.5:1 (axe).
  if (badge) {
    buttons.push(
      <Badge
        key="state"
        size="lg"
        variant="light"
        color={badge.color}
        textColor="dark.8"
        leftSection={subject?.status === 'accepted' ? <IconHeartHandshake size={14} /> : undefined}
      >
        {say(badge.label)}
      </Badge>,
    );
  }
  if (subject && moves.includes('accept')) {
    buttons.push(
      <LightButton
        size="xs"
        key="accept"
        color="teal.9"
        leftSection={<IconCheck size={14} />}
        loading={busy}
        onClick={act(() => answerInterest(subject, 'accepted'), ACTION_MESSAGES.accepted)}
      >
        {t('accept')}
      </LightButton>,
      <LightButton
        size="xs"
        key="decline"
        variant="default"
        leftSection={<IconX size={14} />}
        disabled={busy}
        onClick={openDialog('decline')}
      >
        {t('decline')}
      </LightButton>,
    );
  }
  if (subject && moves.includes('withdraw')) {
    buttons.push(
      <LightButton
        size="xs"
        key="withdraw"
        variant="default"
        disabled={busy}
        onClick={openDialog('withdraw')}
      >
        {t('withdraw')}
      </LightButton>,
    );
  }
  if (moves.includes('send')) {
    buttons.push(
      <LightButton
        size="xs"
        key="send"
        leftSection={<IconHeart size={14} />}
        loading={busy}
        onClick={openDialog('send')}
      >
        {t('send')}
      </LightButton>,
    );
  }
  if (sendFrom) {
    buttons.push(
      <Text key="wait" size="sm" style={{ color: 'var(--mantine-color-gray-7)' }}>
        {say(INTEREST_DIALOGS.resendFrom(sendFrom))}
      </Text>,
    );
  }
  buttons.push(
    shortlist ? (
      <LightButton
        size="xs"
        key="unshortlist"
        variant="default"
        leftSection={<IconStarOff size={14} />}
        disabled={busy}
        onClick={act(() => removeFromShortlist(shortlist), ACTION_MESSAGES.unshortlisted)}
      >
        {t('unshortlist')}
      </LightButton>
    ) : (
      <LightButton
        size="xs"
        key="shortlist"
        variant="subtle"
        leftSection={<IconStar size={14} />}
        disabled={busy}
        onClick={act(() => addToShortlist(profileId), ACTION_MESSAGES.shortlisted)}
      >
        {t('shortlist')}
      </LightButton>
    ),
  );
  return (
    <Group gap="xs" wrap="wrap">
      {buttons}
      {used && (
        <SendInterestDialog
          key={`send-${version}`}
          name={who}
          opened={dialog === 'send'}
          busy={busy}
          onClose={() => setDialog(null)}
          onSend={(note) => void act(() => sendInterest(profileId, note), ACTION_MESSAGES.sent)()}
        />
      )}
      {used && subject && (
        <>
          <ConfirmMoveDialog
            title={say(INTEREST_DIALOGS.withdrawTitle)}
            text={say(INTEREST_DIALOGS.withdrawText(who, resendFrom(new Date())))}
            confirm={say(INTEREST_DIALOGS.withdraw)}
            opened={dialog === 'withdraw'}
            busy={busy}
            onClose={() => setDialog(null)}
            onConfirm={act(() => answerInterest(subject, 'withdrawn'), ACTION_MESSAGES.withdrawn)}
          />
          <ConfirmMoveDialog
            title={say(INTEREST_DIALOGS.declineTitle)}
            text={say(INTEREST_DIALOGS.declineText(who))}
            confirm={say(INTEREST_DIALOGS.decline)}
            opened={dialog === 'decline'}
            busy={busy}
            onClose={() => setDialog(null)}
            onConfirm={act(() => answerInterest(subject, 'declined'), ACTION_MESSAGES.declined)}
          />
        </>
      )}
    </Group>
  );
}
