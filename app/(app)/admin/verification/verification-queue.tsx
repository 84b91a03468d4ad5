'use client';

import { Link } from '@/components/ui/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Anchor, Button, Card, Group, Pagination, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { VERIFICATION_OUTCOME_LABELS, type VerificationOutcomeKey } from '@/lib/validation/verification';
import { recordCall } from './actions';

type Call = {
  id: number;
  outcome: VerificationOutcomeKey;
  note: string | null;
  callBackAt: string | null;
  calledBy: string | null;
  at: string;
};
type Entry = { profileId: number; fullName: string; mobile: string; registered: string; calls: Call[] };
type Props = { entries: Entry[]; total: number; page: number; lastPage: number };

/** The queue: one card per member, so it reads on a phone as well as on a desk. */
export function VerificationQueue({ entries, total, page, lastPage }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [, startTransition] = useTransition();
  if (entries.length === 0) {
    return <Text c="dimmed">No member is waiting for a verification call.</Text>;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {total} {total === 1 ? 'member' : 'members'} to call, oldest registration first. Members to call back
        later appear again at that time.
      </Text>
      {entries.map((entry) => (
        <QueueCard
          key={entry.profileId}
          entry={entry}
          onDone={() => startTransition(() => router.refresh())}
        />
      ))}
      {lastPage > 1 && (
        <Pagination
          total={lastPage}
          value={page}
          onChange={(next) =>
            startTransition(() => router.push(next > 1 ? `${pathname}?page=${next}` : pathname))
          }
        />
      )}
    </Stack>
  );
}

function QueueCard({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [callBackAt, setCallBackAt] = useState('');
  const [busy, setBusy] = useState(false);

  const record = async (outcome: VerificationOutcomeKey) => {
    setBusy(true);
    // The browser's local time, sent as an instant: the server and the admin may be in different zones.
    const at = outcome === 'call_back' && callBackAt ? new Date(callBackAt).toISOString() : null;
    const result = await recordCall(entry.profileId, outcome, note, at);
    setBusy(false);
    if (!result.ok) {
      notifyWarning(result.error.replace(/^\w+: /, ''));
      return;
    }
    notifySuccess(
      result.data.verified
        ? `${entry.fullName}: mobile verified`
        : `${entry.fullName}: ${VERIFICATION_OUTCOME_LABELS[outcome]} recorded`,
    );
    onDone();
  };

  const label = `${entry.fullName}`;
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Anchor component={Link} href={`/admin/profile?id=${entry.profileId}`} fw={600}>
            {entry.fullName}
          </Anchor>
          <Text size="sm" c="dimmed">
            Profile {entry.profileId} · registered {entry.registered}
          </Text>
        </div>
        <Button
          component="a"
          href={`tel:${entry.mobile}`}
          variant="light"
          leftSection={<IconPhone size={16} />}
        >
          {entry.mobile}
        </Button>
      </Group>
      {entry.calls.length > 0 && (
        <Stack gap={2} mt="sm" aria-label="Previous calls">
          {entry.calls.map((call) => (
            <Text size="sm" key={call.id}>
              {call.at}: <b>{VERIFICATION_OUTCOME_LABELS[call.outcome]}</b>
              {call.callBackAt ? ` (at ${call.callBackAt})` : ''}
              {call.note ? ` — ${call.note}` : ''}
              {call.calledBy ? ` · ${call.calledBy}` : ''}
            </Text>
          ))}
        </Stack>
      )}
      <Textarea
        mt="sm"
        label="Note"
        autosize
        minRows={1}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group mt="sm" gap="xs" align="flex-end" wrap="wrap">
        <Button color="green" loading={busy} onClick={() => record('verified')}>
          Verified
        </Button>
        <Button variant="default" disabled={busy} onClick={() => record('no_answer')}>
          No answer
        </Button>
        <Button variant="default" disabled={busy} onClick={() => record('wrong_number')}>
          Wrong number
        </Button>
        <TextInput
          type="datetime-local"
          label="Call back at"
          value={callBackAt}
          onChange={(e) => setCallBackAt(e.currentTarget.value)}
        />
        <Button variant="default" disabled={busy} onClick={() => record('call_back')}>
          Call back
        </Button>
      </Group>
    </Card>
  );
}
