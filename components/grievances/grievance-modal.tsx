'use client';

import { useEffect, useState } from 'react';
import { Button, Group, Loader, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError, fetchItem, saveItem } from '@/components/crud/api-client';
import type { ListFormProps } from '@/components/crud/data-list';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { formValidator, violationErrors } from '@/lib/validation/form';
import {
  GRIEVANCE_STATUSES,
  grievanceUpdateSchema,
  type GrievanceStatusKey,
} from '@/lib/validation/grievance';
import { TicketDetails, type TicketView } from './ticket-view';

type Wire = Omit<TicketView, 'createdAt' | 'acknowledgeBy' | 'resolveBy' | 'replies'> & {
  createdAt: string;
  acknowledgeBy: string;
  resolveBy: string;
  replies: { message: string; status: GrievanceStatusKey; createdAt: string }[];
  name: string;
  email: string;
};

const STATUSES = Object.entries(GRIEVANCE_STATUSES).map(([value, label]) => ({ value, label }));

const toView = (wire: Wire): TicketView => ({
  ...wire,
  createdAt: new Date(wire.createdAt),
  acknowledgeBy: new Date(wire.acknowledgeBy),
  resolveBy: new Date(wire.resolveBy),
  replies: wire.replies.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
});

/** One ticket for an administrator: what was filed, the replies, and a new status and/or reply. */
export function GrievanceModal({ opened, id, onClose, onSaved }: ListFormProps) {
  // The ticket loaded for `id`: a stale one (another row's) is never shown.
  const [loaded, setLoaded] = useState<{ id: number; wire: Wire } | null>(null);
  const ticket = loaded && loaded.id === id ? loaded.wire : null;
  const [busy, setBusy] = useState(false);
  const form = useForm<{ status: string; reply: string }>({
    mode: 'controlled',
    initialValues: { status: 'received', reply: '' },
    validate: formValidator(grievanceUpdateSchema),
  });

  useEffect(() => {
    if (!opened || id === null) return;
    const controller = new AbortController();
    fetchItem<Wire>('grievances', id, controller.signal).then(
      (wire) => {
        setLoaded({ id, wire });
        form.setValues({ status: wire.status, reply: '' });
        form.resetDirty({ status: wire.status, reply: '' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          notifyWarning(error instanceof ApiError ? error.message : 'Something went wrong!');
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per opened ticket
  }, [opened, id]);

  const submit = form.onSubmit(async (values) => {
    if (id === null) return;
    setBusy(true);
    try {
      const payload: Record<string, unknown> = { reply: values.reply || null };
      if (values.status !== ticket?.status) payload.status = values.status;
      await saveItem({ collection: 'grievances', updateMethod: 'PATCH' }, id, payload);
      notifySuccess('Saved Succssfully');
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        form.setErrors(violationErrors(error.violations));
        notifyWarning(error.message);
      } else notifyWarning('Something went wrong!');
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={ticket ? `Ticket ${ticket.ticket}` : 'Ticket'} size="xl">
      {!ticket ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      ) : (
        <Stack>
          <Text size="sm">
            From {ticket.name} &lt;{ticket.email}&gt;
          </Text>
          <TicketDetails view={toView(ticket)} />
          <form onSubmit={submit} noValidate>
            <Stack>
              <Select
                label="Status"
                data={STATUSES}
                allowDeselect={false}
                {...form.getInputProps('status')}
              />
              <Textarea
                label="Reply to the complainant"
                description="E-mailed to the complainant with a link to the ticket. Needed to resolve or reject."
                autosize
                minRows={4}
                {...form.getInputProps('reply')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button type="submit" loading={busy}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </Modal>
  );
}
