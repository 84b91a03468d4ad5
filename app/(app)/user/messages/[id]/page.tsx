import type { Metadata } from 'next';
import { Anchor } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Thread } from '@/components/messages/thread';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { readThreadAndMark, threadState } from '@/lib/data/messages/thread';
import { isAppError } from '@/lib/errors';
import { pageWithMessages } from '@/components/i18n/client-island';
import { pageWithMantine } from '@/components/mantine-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('messages'))('title') };
}

type Props = { params: Promise<{ id: string }> };

/**
 * One conversation: its messages, newest at the bottom, with read receipts; opening it marks the
 * other member's messages read. New ones arrive live (components/messages/thread.tsx).
 */
async function ConversationPage({ params }: Props) {
  const actor = await requireArea('member');
  const { id } = await params;
  const t = await getTranslations('messages');
  // Read before the thread: a message arriving between the two makes the live stream refresh the
  // page at once (an older state costs one extra refresh; a newer one would lose the message).
  const state = /^\d{1,12}$/.test(id) ? await threadState(actor, Number(id)) : null;
  const thread = await readThreadAndMark({ actor, id }).catch((error: unknown) => {
    // Not theirs, ended by a block, the other member gone from sight: as if it never existed.
    if (isAppError(error) && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  });
  return (
    <>
      <Anchor href="/user/messages" size="sm">
        {t('back')}
      </Anchor>
      <PageTitle>{thread.conversation.other.fullName}</PageTitle>
      <Thread
        conversationId={thread.conversation.id}
        state={state}
        messages={thread.messages.map((m) => ({
          id: m.id,
          mine: m.mine,
          text: m.text,
          createdAt: m.createdAt.toISOString(),
          read: m.readAt !== null,
        }))}
      />
    </>
  );
}

export default pageWithMantine(pageWithMessages(['messages'], ConversationPage));
