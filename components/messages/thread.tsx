'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { MESSAGE_MAX_LENGTH } from '@/lib/validation/message-limits';
import { ReportMessage } from './report-message';

export type ThreadMessage = { id: number; mine: boolean; text: string; createdAt: string; read: boolean };

/** How a message's time reads. */
const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * A conversation's messages, newest at the bottom, and the box to write the next one. The page
 * listens to the conversation's server-sent events (GET /api/conversations/{id}/events?state=, from
 * the state the page was rendered at): on each change it renders again on the server (new
 * messages, read receipts, the menu's unread count).
 */
export function Thread({
  conversationId,
  state,
  messages,
}: {
  conversationId: number;
  /** The conversation's state when the page was rendered (threadState): the stream starts from it. */
  state: string | null;
  messages: ThreadMessage[];
}) {
  const t = useTranslations('messages');
  const format = useFormatter();
  const router = useRouter();
  const [text, setText] = useState('');
  // What is wrong with the text (shown from a send on, and gone as soon as the text is valid
  // again), apart from why a send failed (shown until the next send).
  const [invalid, setInvalid] = useState<'required' | 'tooLong' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [gone, setGone] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);

  // The first render's state only: the stream keeps its own from then on, and a reconnect that
  // starts from it again hears at once of anything it missed.
  const renderedState = useRef(state);
  useEffect(() => {
    const since = renderedState.current ? `?state=${encodeURIComponent(renderedState.current)}` : '';
    const events = new EventSource(`/api/conversations/${conversationId}/events${since}`);
    events.addEventListener('change', () => router.refresh());
    events.addEventListener('gone', () => {
      setGone(true);
      events.close();
    });
    return () => events.close();
  }, [conversationId, router]);

  // The newest message in sight whenever one arrives.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setFailure(null);
    if (!trimmed) return setInvalid('required');
    if (trimmed.length > MESSAGE_MAX_LENGTH) return setInvalid('tooLong');
    setInvalid(null);
    setBusy(true);
    try {
      await sendWrite('POST', `/api/conversations/${conversationId}/messages`, { text: trimmed });
      setText('');
      router.refresh();
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      setFailure(status === 429 ? t('limit') : status === 404 ? t('gone') : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Stack
        gap="xs"
        component="ol"
        aria-label={t('title')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {messages.length === 0 && <Text c="gray.7">{t('noMessages')}</Text>}
        {messages.map((m) => (
          <Box
            key={m.id}
            component="li"
            style={{ display: 'flex', justifyContent: m.mine ? 'flex-end' : 'flex-start' }}
          >
            <Paper
              withBorder
              p="xs"
              radius="md"
              maw="min(36rem, 85%)"
              bg={m.mine ? 'teal.0' : 'white'}
              data-mine={m.mine ? 'true' : 'false'}
            >
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Text>
              <Group gap="xs" justify="flex-end" mt={4} wrap="wrap">
                <Text size="xs" c="gray.7">
                  {format.dateTime(new Date(m.createdAt), WHEN)}
                </Text>
                {m.mine ? (
                  <Text size="xs" c={m.read ? 'teal.9' : 'gray.7'}>
                    {m.read ? t('read') : t('sent')}
                  </Text>
                ) : (
                  <ReportMessage conversationId={conversationId} messageId={m.id} />
                )}
              </Group>
            </Paper>
          </Box>
        ))}
      </Stack>
      <div ref={bottom} />
      {gone ? (
        <Alert color="gray">{t('gone')}</Alert>
      ) : (
        <form onSubmit={send} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('label')}
              value={text}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setText(value);
                // Once a send has found the text wanting, the field says at each change whether
                // it still is: too long stays, anything else (shortened, cleared, written) clears.
                if (invalid) setInvalid(value.trim().length > MESSAGE_MAX_LENGTH ? 'tooLong' : null);
              }}
              autosize
              minRows={2}
              maxRows={8}
              error={invalid ? t(invalid) : failure}
              description={t('characters', { count: text.trim().length })}
              onKeyDown={(event) => {
                // Ctrl/Cmd+Enter sends; Enter alone is a new line.
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send(event);
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={busy} leftSection={<IconSend size={16} aria-hidden />}>
                {t('send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
