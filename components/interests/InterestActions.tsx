'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Skeleton } from '@mantine/core';
import { IconCheck, IconHeart, IconHeartHandshake, IconStar, IconStarOff, IconX } from '@tabler/icons-react';
import { ApiError } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { ACTION_MESSAGES } from '@/lib/interests/messages';
import {
  addToShortlist,
  answerInterest,
  fetchPairState,
  removeFromShortlist,
  sendInterest,
  type PairState,
} from './interest-api';

// Light badges carry dark text and the quieter buttons are 'default' (dark text): Mantine's tinted
// defaults and any subtle shade (capped at 6) are under 4.5:1 (axe).
const STATUS_TEXT: Record<string, string> = {
  declined: 'Interest declined',
  withdrawn: 'Interest withdrawn',
};

/** The server's words for a refusal; for a request that got no answer, the spec's own. */
const failureMessage = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.unreachable);

/**
 * The interest and shortlist buttons for one member, wherever a page shows them: it reads where
 * the pair stands itself (so a page passes only the profile id), offers the moves the server will
 * allow, and after each one refreshes the page (its lists and the menu's counts).
 */
export default function InterestActions({ profileId }: { profileId: number }) {
  const router = useRouter();
  const [state, setState] = useState<PairState | null>(null);
  const [busy, setBusy] = useState(false);

  // Bumped after each move: the effect below reads the pair's state again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPairState(profileId, controller.signal).then(setState, (error: Error) => {
      if (!controller.signal.aborted) notifyWarning(failureMessage(error));
    });
    return () => controller.abort();
  }, [profileId, version]);

  const act = (action: () => Promise<void>, done: string) => async () => {
    setBusy(true);
    try {
      await action();
      notifySuccess(done);
      router.refresh();
    } catch (error) {
      notifyWarning(failureMessage(error));
    } finally {
      setVersion((v) => v + 1);
      setBusy(false);
    }
  };

  if (!state)
    return (
      <Skeleton height={30} width={220} radius="sm" role="status" aria-label="Loading the interest buttons" />
    );

  const { live, mine, theirs, shortlist } = state;
  const buttons: React.ReactNode[] = [];
  if (live?.status === 'accepted') {
    buttons.push(
      <Badge
        key="accepted"
        color="green"
        c="dark.8"
        variant="light"
        size="lg"
        leftSection={<IconHeartHandshake size={14} />}
      >
        Interest accepted
      </Badge>,
    );
  } else if (live?.status === 'pending' && live.direction === 'received') {
    buttons.push(
      <Button
        key="accept"
        size="xs"
        color="teal.9"
        leftSection={<IconCheck size={14} />}
        loading={busy}
        onClick={act(() => answerInterest(live, 'accepted'), ACTION_MESSAGES.accepted)}
      >
        Accept
      </Button>,
      <Button
        key="decline"
        size="xs"
        variant="default"
        leftSection={<IconX size={14} />}
        disabled={busy}
        onClick={act(() => answerInterest(live, 'declined'), ACTION_MESSAGES.declined)}
      >
        Decline
      </Button>,
    );
  } else if (live?.status === 'pending') {
    buttons.push(
      <Button
        key="withdraw"
        size="xs"
        variant="default"
        loading={busy}
        onClick={act(() => answerInterest(live, 'withdrawn'), ACTION_MESSAGES.withdrawn)}
      >
        Withdraw interest
      </Button>,
    );
  } else if (!mine) {
    buttons.push(
      <Button
        key="send"
        size="xs"
        color="grape"
        leftSection={<IconHeart size={14} />}
        loading={busy}
        onClick={act(() => sendInterest(profileId), ACTION_MESSAGES.sent)}
      >
        Send interest
      </Button>,
    );
  }
  const closed = !live ? (mine ?? theirs) : null;
  if (closed && STATUS_TEXT[closed.status]) {
    buttons.push(
      <Badge key="closed" color="gray" c="dark.8" variant="light" size="lg">
        {STATUS_TEXT[closed.status]}
      </Badge>,
    );
  }
  buttons.push(
    shortlist ? (
      <Button
        key="unshortlist"
        size="xs"
        variant="default"
        leftSection={<IconStarOff size={14} />}
        disabled={busy}
        onClick={act(() => removeFromShortlist(shortlist), ACTION_MESSAGES.unshortlisted)}
      >
        Remove from shortlist
      </Button>
    ) : (
      <Button
        key="shortlist"
        size="xs"
        variant="subtle"
        color="grape"
        leftSection={<IconStar size={14} />}
        disabled={busy}
        onClick={act(() => addToShortlist(profileId), ACTION_MESSAGES.shortlisted)}
      >
        Shortlist
      </Button>
    ),
  );
  return (
    <Group gap="xs" wrap="wrap">
      {buttons}
    </Group>
  );
}
