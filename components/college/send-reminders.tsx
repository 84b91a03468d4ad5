'use client';

import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';

type Counts = { students: number; fees: number; emails: number; sms: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Send reminders" on the dues list (issue 27 item 4): asks the server how many students would be
 * reminded today (e-mails, SMS), says so in a confirmation, and sends only after Send.
 */
export function SendReminders() {
  const [opened, setOpened] = useState(false);
  const [counts, setCounts] = useState<Counts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const open = () => {
    setOpened(true);
    setCounts(null);
    setError(null);
    fetch('/api/fee_reminders', { headers: { Accept: 'application/ld+json' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((c: Counts) => setCounts(c))
      .catch(() => setError('How many reminders would be sent could not be loaded.'));
  };

  const send = async () => {
    setSending(true);
    try {
      const sent = await sendWrite<Counts>('POST', '/api/fee_reminders', {});
      notifySuccess(
        `Reminders sent to ${plural(sent?.students ?? 0, 'student', 'students')}: ${plural(sent?.emails ?? 0, 'e-mail', 'e-mails')}, ${sent?.sms ?? 0} SMS.`,
      );
      setOpened(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The reminders could not be sent.');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button variant="default" leftSection={<IconMail size={16} />} onClick={open}>
          Send reminders
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Send fee reminders"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          {counts &&
            (counts.students === 0 ? (
              <Text>No student has fees due that were not reminded today.</Text>
            ) : (
              <Text data-testid="reminder-counts">
                Send reminders to {plural(counts.students, 'student', 'students')} for{' '}
                {plural(counts.fees, 'unpaid fee', 'unpaid fees')}:{' '}
                {plural(counts.emails, 'e-mail', 'e-mails')} and {counts.sms} SMS. Students reminded today are
                left out.
              </Text>
            ))}
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={send} loading={sending} disabled={!counts || counts.students === 0}>
              {counts ? `Send ${plural(counts.students, 'reminder', 'reminders')}` : 'Send'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
