'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { ApiError, fetchItem, sendWrite } from '@/components/crud/api-client';
import { formatInr } from '@/components/crud/format';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess } from '@/components/crud/notify';
import type { ResourceRow } from '@/components/crud/types';
import { FormModal } from '@/components/forms/form-modal';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { ResultAlert } from '@/components/ui/result-alert';
import { formatRupees } from '@/lib/money';
import { cancelSchema } from '@/lib/validation/college';
import { formatDay } from '@/components/crud/date-filter';
import { PaymentForm } from './payment-form';

type Item = { fee: string; feeName: string; amount: number };

/** New: the payment form. A row: the receipt, its Print link, and Cancel with a reason (no editing). */
export function ReceiptModal({
  opened,
  id,
  onClose,
  onChanged,
  student,
}: {
  opened: boolean;
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
  /** A new payment for this student (the ledger's "Collect fee"). */
  student?: { value: string; label: string };
}) {
  // A saved payment or a cancellation stays on screen (to print it); the list behind reloads at once.
  return (
    <FormModal opened={opened} onClose={onClose} size={640} title={id === null ? 'Payment' : 'Receipt'}>
      {/* Keyed: each opening starts afresh (a new payment form, or the receipt clicked). */}
      <ReceiptModalBody
        key={`${opened}:${id}`}
        id={id}
        student={student}
        onClose={onClose}
        onSaved={onChanged}
      />
    </FormModal>
  );
}

/** After saving, the new receipt replaces the form, ready to print. */
function ReceiptModalBody({
  id,
  student,
  onClose,
  onSaved,
}: {
  id: number | null;
  student?: { value: string; label: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const [shown, setShown] = useState<number | null>(id);
  return (
    <>
      {shown === null ? (
        <PaymentForm
          student={student}
          onCancel={onClose}
          onSaved={(receiptId) => {
            setShown(receiptId);
            onSaved();
          }}
        />
      ) : (
        <ReceiptView key={shown} id={shown} onChanged={onSaved} />
      )}
    </>
  );
}

function ReceiptView({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [receipt, setReceipt] = useState<ResourceRow | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchItem('receipts', id, controller.signal).then(setReceipt, (e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof ApiError ? e.message : MESSAGES.unreachable);
    });
    return () => controller.abort();
  }, [id]);

  if (!receipt)
    return error ? (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    ) : (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const items = (receipt.items as Item[] | undefined) ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Receipt No {String(receipt.receiptNo)}
        </Text>
        {receipt.cancelled ? (
          <Badge variant="filled" color="#a51d1d">
            Cancelled
          </Badge>
        ) : (
          <Badge variant="filled" color="#1e6b30">
            Valid
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {String(receipt.studentName)} ({String(receipt.rollNo)}) · {formatDay(receipt.paidOn)} ·{' '}
        {String(receipt.paymentModeName)}
        {receipt.referenceNo ? ` · Ref ${String(receipt.referenceNo)}` : ''}
      </Text>
      <Table withTableBorder>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.fee}>
              <Table.Td>{item.feeName}</Table.Td>
              <Table.Td ta="right">₹{formatInr(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>Total</Table.Td>
            <Table.Td ta="right" fw={700}>
              ₹{formatInr(receipt.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Anchor component={Link} href={`/college/paymenthistory/${id}`} target="_blank">
        <Group gap={4}>
          <IconPrinter size={16} /> Print
        </Group>
      </Anchor>
      {receipt.cancelled ? (
        <Text size="sm" c="red">
          Cancelled: {String(receipt.cancelReason)}
        </Text>
      ) : (
        <CancelReceipt
          receipt={receipt}
          onCancelled={(cancelled) => {
            setReceipt(cancelled);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}

/**
 * Cancelling a receipt, on the form kit: the reason (the API's rule, lib/validation/college.ts),
 * then a confirmation that says what follows before anything is sent, since it cannot be undone.
 */
function CancelReceipt({
  receipt,
  onCancelled,
}: {
  receipt: ResourceRow;
  onCancelled: (cancelled: ResourceRow) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const kit = useSubmitForm<{ cancelReason: string }, ResourceRow>({
    initialValues: { cancelReason: '' },
    schema: cancelSchema,
    send: async (payload) => (await sendWrite<ResourceRow>('PATCH', String(receipt['@id']), payload))!,
    onSuccess: (cancelled) => {
      notifySuccess(`Receipt ${String(cancelled.receiptNo)} cancelled`);
      onCancelled(cancelled);
    },
  });
  const { form } = kit;
  const askToConfirm = () => {
    if (!form.validate().hasErrors) setConfirming(true);
  };
  return (
    <form onSubmit={kit.submit} noValidate>
      <Stack gap="sm">
        <ResultAlert result={kit.result} onClose={kit.dismiss} />
        <Textarea
          label="Reason for cancelling"
          maxLength={300}
          autosize
          disabled={confirming}
          {...form.getInputProps('cancelReason')}
        />
        {confirming ? (
          <Alert color="red" variant="light" title={`Cancel receipt ${String(receipt.receiptNo)}?`}>
            <Text size="sm">
              Its {formatRupees(Number(receipt.total))} will no longer count as paid:{' '}
              {String(receipt.studentName)} owes it again and the dashboard&apos;s collections drop by as
              much. The receipt keeps its number, marked cancelled with this reason, and cannot be restored.
            </Text>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Keep Receipt
              </Button>
              <Button type="submit" color="red.8" loading={kit.busy}>
                Confirm Cancellation
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button color="red.8" onClick={askToConfirm}>
              Cancel Receipt
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
