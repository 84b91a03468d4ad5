'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReceiptRefund } from '@tabler/icons-react';
import { ApiError, fetchCollectionPage, sendWrite } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { FormModal } from '@/components/forms/form-modal';
import { DateField } from '@/components/ui/date-field';
import { formatRupees } from '@/lib/money';
import { fineWaiverSchema, refundSchema } from '@/lib/validation/college';
import { formValidator, violationErrors } from '@/lib/validation/form';

/** Mantine's red title on the light red alert is below WCAG AA contrast; its darkest red is not. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-red-9)' } };

/**
 * The ledger's actions on late fees and receipts (issue 27 item 3). Each is two steps: the form
 * (checked with the schema the API parses it with), then a confirmation that says what follows;
 * only the confirmation sends. The ledger reloads once saved.
 */
type Step = 'form' | 'confirm';

function useSend(onDone: () => void) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const send = async (
    url: string,
    body: unknown,
    success: (saved: Record<string, unknown>) => string,
    onRefused: (e: ApiError) => void,
  ) => {
    setBusy(true);
    try {
      const saved = await sendWrite<Record<string, unknown>>('POST', url, body);
      notifySuccess(success(saved ?? {}));
      onDone();
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        onRefused(error);
        notifyWarning(error.message);
      } else notifyWarning(MESSAGES.unreachable);
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

/** "Waive" on a late fee: the reason, then the confirmation. */
export function WaiveFine({
  student,
  fee,
  feeName,
  amount,
}: {
  student: string;
  fee: string;
  feeName: string;
  amount: number;
}) {
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const form = useForm({
    initialValues: { student, fee, reason: '' },
    validate: formValidator(fineWaiverSchema),
  });
  const close = () => {
    setOpened(false);
    setStep('form');
  };
  const { busy, send } = useSend(close);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => setOpened(true)}
        aria-label={`Waive the late fee on ${feeName}`}
      >
        Waive
      </Button>
      <FormModal opened={opened} onClose={close} title="Waive late fee">
        {step === 'form' ? (
          <form onSubmit={form.onSubmit(() => setStep('confirm'))} noValidate>
            <Stack gap="sm">
              <Text size="sm">
                Late fee on {feeName}: {formatRupees(amount)} still to pay.
              </Text>
              <TextInput label="Reason" withAsterisk {...form.getInputProps('reason')} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit">Next</Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Alert color="red" title="Waive this late fee?" styles={READABLE_TITLE}>
              {formatRupees(amount)} of the late fee on {feeName} will no longer be due from this student, and
              it stops growing. What was already paid of it stays paid. Your name, the time and the reason “
              {form.values.reason.trim()}” are recorded. This cannot be undone.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('form')}>
                Back
              </Button>
              <Button
                color="red"
                loading={busy}
                onClick={() =>
                  send(
                    '/api/fine_waivers',
                    form.values,
                    () => 'Late fee waived',
                    (e) => {
                      form.setErrors(violationErrors(e.violations));
                      setStep('form');
                    },
                  )
                }
              >
                Waive {formatRupees(amount)}
              </Button>
            </Group>
          </Stack>
        )}
      </FormModal>
    </>
  );
}

type RefundValues = {
  paymentReceipt: string;
  amount: number | '';
  reason: string;
  paymentMode: string | null;
  refundedOn: string | null;
};

/** "Refund" on a receipt: how much (at most what is left of it), why, how and when; then the confirmation. */
export function RefundReceipt({
  receipt,
  receiptNo,
  left,
}: {
  receipt: string;
  receiptNo: string;
  left: number;
}) {
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [modes, setModes] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!opened || modes.length) return;
    fetchCollectionPage('/api/paymentmodes?pagination=false&status=true').then(
      (page) =>
        setModes(page.members.map((m) => ({ value: String(m['@id']), label: String(m.paymentMode) }))),
      () => undefined,
    );
  }, [opened, modes.length]);
  const form = useForm<RefundValues>({
    initialValues: {
      paymentReceipt: receipt,
      amount: '',
      reason: '',
      paymentMode: null,
      refundedOn: new Date().toISOString().slice(0, 10),
    },
    validate: formValidator(refundSchema),
  });
  const close = () => {
    setOpened(false);
    setStep('form');
  };
  const { busy, send } = useSend(() => {
    close();
    form.reset();
  });
  const amount = typeof form.values.amount === 'number' ? form.values.amount : 0;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconReceiptRefund size={14} />}
        onClick={() => setOpened(true)}
        aria-label={`Refund from receipt ${receiptNo}`}
      >
        Refund
      </Button>
      <FormModal opened={opened} onClose={close} title={`Refund from receipt ${receiptNo}`}>
        {step === 'form' ? (
          <form onSubmit={form.onSubmit(() => setStep('confirm'))} noValidate>
            <Stack gap="sm">
              <Text size="sm">At most {formatRupees(left)} can be refunded from this receipt.</Text>
              <NumberInput
                label="Amount (Rs)"
                withAsterisk
                min={1}
                max={left}
                allowDecimal={false}
                {...form.getInputProps('amount')}
              />
              <TextInput label="Reason" withAsterisk {...form.getInputProps('reason')} />
              <Group grow align="flex-start">
                <Select
                  label="Payment Mode"
                  withAsterisk
                  data={modes}
                  placeholder={MESSAGES.selectOne}
                  {...form.getInputProps('paymentMode')}
                />
                <DateField label="Date" withAsterisk {...form.getInputProps('refundedOn')} />
              </Group>
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit">Next</Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Alert color="red" title={`Refund ${formatRupees(amount)}?`} styles={READABLE_TITLE}>
              {formatRupees(amount)} of receipt {receiptNo} goes back to the student. It no longer counts as
              paid: the fees it paid (the receipt&apos;s last lines first) are owed again, and the balance
              rises by {formatRupees(amount)}. The refund takes the next refund number of the year, and the
              receipt can no longer be cancelled. This cannot be undone.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('form')}>
                Back
              </Button>
              <Button
                color="red"
                loading={busy}
                onClick={() =>
                  send(
                    '/api/refunds',
                    form.values,
                    (saved) => `Refund ${String(saved.refundNo)} saved`,
                    (e) => {
                      form.setErrors(violationErrors(e.violations));
                      setStep('form');
                    },
                  )
                }
              >
                Refund {formatRupees(amount)}
              </Button>
            </Group>
          </Stack>
        )}
      </FormModal>
    </>
  );
}
