'use client';

import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { ApiError, fetchItem, saveItem } from '@/components/crud/api-client';
import type { ListFormProps } from '@/components/crud/data-list';
import { ReasonConfirm } from '@/components/forms/reason-confirm';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import {
  DECISIONS_BY_KIND,
  DECISIONS_NEEDING_REASON,
  MODERATION_MESSAGES,
  MODERATION_STATUSES,
  REPORT_REASONS,
  RESTORABLE,
  RESTORE,
  type ModerationDecision,
  type ModerationKind,
  type ModerationStatus,
  type ReportReason,
} from '@/lib/validation/moderation';

type Wire = {
  id: number;
  kind: ModerationKind;
  profile: string;
  fullName: string;
  status: ModerationStatus;
  photo: string | null;
  snapshot: Record<string, unknown> | null;
  reports?: { reason: ReportReason; details: string; note: string | null; createdAt: string }[];
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  restoredAt: string | null;
  restoredBy: string | null;
  restoreReason: string | null;
  createdAt: string;
};

/** The button of each decision, and what follows from it (said before it is taken: it cannot be undone). */
const DECISIONS: Record<ModerationDecision, { label: string; follows: string }> = {
  approved: { label: 'Approve', follows: 'Members who may see this profile will see the photo.' },
  rejected: {
    label: 'Reject',
    follows: 'The photo stays hidden from other members; the reason is e-mailed to the member.',
  },
  dismissed: {
    label: 'Dismiss',
    follows: 'Nothing changes for the member; a profile hidden by reports shows again.',
  },
  warned: {
    label: 'Warn',
    follows: 'The reason is e-mailed to the member as a warning; a profile hidden by reports shows again.',
  },
  hidden: {
    label: 'Hide the profile',
    follows: 'No member sees the profile any more; the reason is e-mailed to the member.',
  },
  suspended: {
    label: 'Suspend the account',
    follows:
      'The member is signed out everywhere and cannot sign in; no member sees the profile any more. The reason is kept and e-mailed to the member.',
  },
};

const SNAPSHOT_FIELDS: [string, string][] = [
  ['fullName', 'Name'],
  ['age', 'Age'],
  ['livingCity', 'Living city'],
  ['nativeCity', 'Native city'],
  ['fatherName', 'Father'],
  ['motherName', 'Mother'],
  ['kothram', 'Kothram'],
];

const profileLink = (wire: Wire) => `/admin/profile?id=${wire.profile.split('/').pop()}`;

const when = (date: string | null) => (date ? ` on ${new Date(date).toLocaleString('en-IN')}` : '');

/** Undoing a hide or a suspension, said before it is taken. */
const RESTORE_FOLLOWS: Record<string, string> = {
  hidden: 'Members see the profile again. The reason is e-mailed to the member and kept.',
  suspended:
    'The member can sign in again (sessions ended by the suspension stay ended) and members see the profile again. The reason is e-mailed to the member and kept.',
};

/** One queue item for an administrator: what it is about, and the decision with its reason. */
export function ModerationModal({ opened, id, onClose, onSaved }: ListFormProps) {
  const [loaded, setLoaded] = useState<{ id: number; wire: Wire } | null>(null);
  const item = loaded && loaded.id === id ? loaded.wire : null;
  const [decision, setDecision] = useState<ModerationDecision | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened || id === null) return;
    const controller = new AbortController();
    fetchItem<Wire>('moderation_items', id, controller.signal).then(
      (wire) => {
        setLoaded({ id, wire });
        setDecision(null);
        setReason('');
        setErrors({});
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          notifyWarning(error instanceof ApiError ? error.message : 'Something went wrong!');
      },
    );
    return () => controller.abort();
  }, [opened, id]);

  const submit = async () => {
    if (id === null || !item) return;
    const needsReason = decision !== null && DECISIONS_NEEDING_REASON.includes(decision);
    if (!decision || (needsReason && !reason.trim())) {
      setErrors({
        decision: decision ? undefined : MODERATION_MESSAGES.decision,
        reason: needsReason && !reason.trim() ? MODERATION_MESSAGES.reason : undefined,
      });
      return;
    }
    setBusy(true);
    try {
      await saveItem({ collection: 'moderation_items', updateMethod: 'PATCH' }, id, {
        decision,
        reason: reason.trim() || null,
      });
      notifySuccess('Saved Succssfully');
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        const byField = Object.fromEntries((error.violations ?? []).map((v) => [v.propertyPath, v.message]));
        setErrors(byField);
        notifyWarning(error.message);
      } else notifyWarning('Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  const title = item ? `${item.kind === 'photo' ? 'Photo' : 'Report'}: ${item.fullName}` : 'Moderation';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      {!item ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      ) : (
        <Stack>
          <Group gap="xs">
            <Badge color={item.status === 'pending' ? 'orange' : 'gray'}>
              {MODERATION_STATUSES[item.status]}
            </Badge>
            <Anchor href={profileLink(item)} size="sm">
              Open the profile
            </Anchor>
          </Group>
          {item.kind === 'photo' && item.photo && (
            <Image
              src={item.photo}
              alt={`New photo of ${item.fullName}`}
              fit="contain"
              mah={360}
              radius="md"
            />
          )}
          {item.kind === 'report' && <ReportDetails item={item} />}
          {item.status === 'pending' ? (
            <>
              <Radio.Group
                label="Decision"
                withAsterisk
                value={decision}
                onChange={(value) => setDecision(value as ModerationDecision)}
                error={errors.decision}
              >
                <Stack gap="xs" mt="xs">
                  {DECISIONS_BY_KIND[item.kind].map((d) => (
                    <Radio key={d} value={d} label={DECISIONS[d].label} />
                  ))}
                </Stack>
              </Radio.Group>
              {decision && (
                <Alert
                  color={decision === 'suspended' || decision === 'hidden' ? 'red' : 'blue'}
                  title="What follows"
                >
                  {DECISIONS[decision].follows}
                </Alert>
              )}
              <Textarea
                label="Reason"
                description="E-mailed to the member where they are told (reject, warn, hide, suspend), and kept."
                withAsterisk={decision !== null && DECISIONS_NEEDING_REASON.includes(decision)}
                autosize
                minRows={3}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={errors.reason}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button onClick={submit} loading={busy} color={decision === 'suspended' ? 'red' : undefined}>
                  {decision ? DECISIONS[decision].label : 'Decide'}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">
                Decided by {item.decidedBy ?? 'an administrator'}
                {when(item.decidedAt)}
                {item.reason ? `: ${item.reason}` : '.'}
              </Text>
              {item.restoredAt ? (
                <Text size="sm">
                  Undone by {item.restoredBy ?? 'an administrator'}
                  {when(item.restoredAt)}: {item.restoreReason}
                </Text>
              ) : (
                RESTORABLE.includes(item.status as ModerationDecision) && (
                  <RestoreForm id={item.id} status={item.status} onClose={onClose} onSaved={onSaved} />
                )
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * Undo a hide or a suspension, with the reason the member is e-mailed (issue 22 item 4). Asks
 * first: it is taken on the second click, once what follows has been read.
 */
function RestoreForm({
  id,
  status,
  onClose,
  onSaved,
}: {
  id: number;
  status: ModerationStatus;
  onClose: () => void;
  onSaved: () => void;
}) {
  const label = status === 'suspended' ? 'Restore the account' : 'Show the profile again';
  return (
    <Stack gap="xs">
      <Title order={5}>Undo this decision</Title>
      <ReasonConfirm
        label={label}
        reasonLabel="Reason for undoing it"
        description="E-mailed to the member, and kept with the decision."
        follows={RESTORE_FOLLOWS[status]}
        reasonRequired={MODERATION_MESSAGES.reason}
        cancelLabel="Close"
        onCancel={onClose}
        send={async (reason) => {
          await saveItem({ collection: 'moderation_items', updateMethod: 'PATCH' }, id, {
            decision: RESTORE,
            reason,
          });
          notifySuccess('Saved Succssfully');
          onSaved();
        }}
      />
    </Stack>
  );
}

function ReportDetails({ item }: { item: Wire }) {
  const snapshot = item.snapshot ?? {};
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap="xs">
        <Title order={5}>The profile when first reported</Title>
        {typeof snapshot.photo === 'string' && (
          <Image
            src={snapshot.photo}
            alt={`Photo of ${item.fullName} when reported`}
            mah={200}
            fit="contain"
          />
        )}
        <Table>
          <Table.Tbody>
            {SNAPSHOT_FIELDS.filter(([key]) => snapshot[key] !== null && snapshot[key] !== undefined).map(
              ([key, label]) => (
                <Table.Tr key={key}>
                  <Table.Th>{label}</Table.Th>
                  <Table.Td>{String(snapshot[key])}</Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap="xs">
        <Title order={5}>Reports ({item.reports?.length ?? 0})</Title>
        {(item.reports ?? []).map((report, index) => (
          <Stack key={index} gap={2}>
            <Text size="sm" fw={600}>
              {REPORT_REASONS[report.reason]} · {new Date(report.createdAt).toLocaleDateString('en-IN')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {report.details}
            </Text>
            {report.note !== null && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                Their note with the interest, as reported: “{report.note}”
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </SimpleGrid>
  );
}
