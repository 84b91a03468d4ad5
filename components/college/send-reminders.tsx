'use client';

import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';

type Counts = { students: number; skipped: number; fees: number; emails: number; sms: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Props = {
  /** The IRIs of the students ticked on the dues list: "Send reminders to N selected" when any. */
  selected?: string[];
  /** After a send to the selection (it is cleared then). */
  onSent?: () => void;
};

/**
 * "Send reminders" (every student with fees due) and "Send reminders to N selected" (the rows
 * ticked) on the dues list (issue 27 item 4): asks the server how many students would be reminded
 * today (e-mails, SMS) and how many skipped, says so in a confirmation, and sends only after Send.
 * A send by hand goes once a day per student and fee (lib/data/college/reminders.ts), so a double
 * click or a second send the same day skips the students already reminded.
 */
export function SendReminders({ selected = [], onSent }: Props) {
  const [opened, setOpened] = useState(false);
  /** The students the open confirmation is for: null for all with fees due. */
  const [target, setTarget] = useState<string[] | null>(null);
  const [counts, setCounts] = useState<Counts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const open = (students: string[] | null) => {
    setOpened(true);
    setTarget(students);
    setCounts(null);
    setError(null);
    const query = students ? `?students=${students.map((iri) => iri.split('/').pop()).join(',')}` : '';
    fetch(`/api/fee_reminders${query}`, { headers: { Accept: 'application/ld+json' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((c: Counts) => setCounts(c))
      .catch(() => setError('How many reminders would be sent could not be loaded.'));
  };

  const send = async () => {
    setSending(true);
    try {
      const sent = await sendWrite<Counts>('POST', '/api/fee_reminders', target ? { students: target } : {});
      notifySuccess(
        `Reminders sent to ${plural(sent?.students ?? 0, 'student', 'students')}: ${plural(sent?.emails ?? 0, 'e-mail', 'e-mails')}, ${sent?.sms ?? 0} SMS. Skipped: ${plural(sent?.skipped ?? 0, 'student', 'students')}.`,
      );
      setOpened(false);
      if (target) onSent?.();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The reminders could not be sent.');
    } finally {
      setSending(false);
    }
  };

  const what = (c: Counts) =>
    `${plural(c.fees, 'unpaid fee', 'unpaid fees')}: ${plural(c.emails, 'e-mail', 'e-mails')} and ${c.sms} SMS.`;
  const skipped = (c: Counts) => (c.skipped > 0 ? ` (${plural(c.skipped, 'student', 'students')})` : '');

  return (
    <>
      <Group justify="flex-end" mb="xs">
        {selected.length > 0 && (
          <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => open(selected)}>
            {`Send reminders to ${selected.length} selected`}
          </Button>
        )}
        <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => open(null)}>
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
            (target === null ? (
              counts.students === 0 ? (
                <Text>No student has fees due that were not reminded today.</Text>
              ) : (
                <Text data-testid="reminder-counts">
                  {`Send reminders to ${plural(counts.students, 'student', 'students')} for ${what(counts)} Students already reminded today are skipped${skipped(counts)}.`}
                </Text>
              )
            ) : counts.students === 0 ? (
              <Text data-testid="reminder-counts">
                {`None of the ${plural(target.length, 'selected student', 'selected students')} has fees due that were not reminded today, and an e-mail address or a phone.`}
              </Text>
            ) : (
              <Text data-testid="reminder-counts">
                {`Send reminders to ${counts.students} of the ${plural(target.length, 'selected student', 'selected students')} for ${what(counts)} Students reminded today already, or with nothing due or no e-mail or phone, are skipped${skipped(counts)}.`}
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
