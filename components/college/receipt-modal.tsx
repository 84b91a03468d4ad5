'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { ApiError, fetchItem } from '@/components/crud/api-client';
import { formatInr } from '@/components/crud/format';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess } from '@/components/crud/notify';
import type { ResourceRow } from '@/components/crud/types';
import { cancelSchema } from '@/lib/validation/college';
import { PaymentForm } from './payment-form';

type Item = { fee: string; feeName: string; amount: number };

/** New: the payment form. A row: the receipt, its Print link, and Cancel with a reason (no editing). */
export function ReceiptModal({
  opened,
  id,
  onClose,
  onSaved,
}: {
  opened: boolean;
  id: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  // A saved payment or a cancellation stays on screen (to print it); the list reloads on closing.
  const changed = useRef(false);
  const close = () => {
    if (changed.current) onSaved();
    else onClose();
    changed.current = false;
  };
  const markChanged = () => {
    changed.current = true;
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      size={640}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={id === null ? 'Payment' : 'Receipt'}
      styles={{ title: { fontWeight: 600 } }}
    >
      {/* Keyed: each opening starts afresh (a new payment form, or the receipt clicked). */}
      <ReceiptModalBody key={`${opened}:${id}`} id={id} onClose={close} onSaved={markChanged} />
    </Modal>
  );
}

/** After saving, the new receipt replaces the form, ready to print. */
function ReceiptModalBody({
  id,
  onClose,
  onSaved,
}: {
  id: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [shown, setShown] = useState<number | null>(id);
  return (
    <>
      {shown === null ? (
        <PaymentForm
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
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchItem('receipts', id).then(setReceipt, (e: unknown) =>
      setError(e instanceof ApiError ? e.message : MESSAGES.unreachable),
    );
  }, [id]);

  const cancel = async () => {
    // The rule the API applies to the reason (lib/validation/college.ts), its message in the alert.
    const checked = cancelSchema.safeParse({ cancelReason: reason });
    if (!checked.success) return setError(checked.error.issues[0].message);
    setBusy(true);
    setError(null);
    const response = await fetch(`/api/receipts/${id}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/merge-patch+json', Accept: 'application/ld+json' },
      body: JSON.stringify({ cancelReason: reason }),
    });
    const body = (await response.json().catch(() => ({}))) as ResourceRow;
    setBusy(false);
    const violation = (body.violations as { message: string }[] | undefined)?.[0];
    if (!response.ok)
      return setError(violation?.message ?? String(body['hydra:description'] ?? MESSAGES.unreachable));
    setReceipt(body);
    notifySuccess(`Receipt ${String(body.receiptNo)} cancelled`);
    onChanged();
  };

  if (!receipt)
    return error ? (
      <Alert color="red">{error}</Alert>
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
        {String(receipt.studentName)} ({String(receipt.rollNo)}) · {String(receipt.paidOn)} ·{' '}
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
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {receipt.cancelled ? (
        <Text size="sm" c="red">
          Cancelled: {String(receipt.cancelReason)}
        </Text>
      ) : (
        <Group align="flex-end">
          <Textarea
            label="Reason for cancelling"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={300}
            autosize
            style={{ flex: 1 }}
          />
          <Button color="red.8" loading={busy} onClick={() => void cancel()}>
            Cancel Receipt
          </Button>
        </Group>
      )}
    </Stack>
  );
}
