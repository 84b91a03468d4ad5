'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconReceiptRefund } from '@tabler/icons-react';
import { ApiError, fetchCollectionPage, sendWrite } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { FormModal } from '@/components/forms/form-modal';
import { DateField } from '@/components/ui/date-field';
import { indianDay } from '@/lib/format';
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

/**
 * One action's button and its two-step modal: the form's fields with Cancel and Next, then the
 * confirmation (a red alert) with Back and the red button that sends. A refusal goes back to the
 * form with the server's messages under the fields.
 */
function TwoStepAction<Values extends Record<string, unknown>>({
  trigger,
  title,
  form,
  fields,
  confirmTitle,
  confirmText,
  confirmLabel,
  url,
  success,
  onOpen,
  resetOnSave,
}: {
  trigger: { label: string; ariaLabel: string; icon?: ReactNode };
  title: string;
  form: UseFormReturnType<Values>;
  fields: ReactNode;
  confirmTitle: string;
  confirmText: ReactNode;
  confirmLabel: string;
  url: string;
  success: (saved: Record<string, unknown>) => string;
  /** When the modal opens (the refund's payment modes are fetched then). */
  onOpen?: () => void;
  /** Start the next one empty (a receipt may be refunded again). */
  resetOnSave?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const close = () => {
    setOpened(false);
    setStep('form');
  };
  const { busy, send } = useSend(() => {
    close();
    if (resetOnSave) form.reset();
  });
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={trigger.icon}
        onClick={() => {
          setOpened(true);
          onOpen?.();
        }}
        aria-label={trigger.ariaLabel}
      >
        {trigger.label}
      </Button>
      <FormModal opened={opened} onClose={close} title={title}>
        {step === 'form' ? (
          <form onSubmit={form.onSubmit(() => setStep('confirm'))} noValidate>
            <Stack gap="sm">
              {fields}
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
            <Alert color="red" title={confirmTitle} styles={READABLE_TITLE}>
              {confirmText}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('form')}>
                Back
              </Button>
              <Button
                color="red"
                loading={busy}
                onClick={() =>
                  send(url, form.values, success, (e) => {
                    form.setErrors(violationErrors(e.violations));
                    setStep('form');
                  })
                }
              >
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        )}
      </FormModal>
    </>
  );
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
  const form = useForm({
    initialValues: { student, fee, reason: '' },
    validate: formValidator(fineWaiverSchema),
  });
  return (
    <TwoStepAction
      trigger={{ label: 'Waive', ariaLabel: `Waive the late fee on ${feeName}` }}
      title="Waive late fee"
      form={form}
      fields={
        <>
          <Text size="sm">
            Late fee on {feeName}: {formatRupees(amount)} still to pay.
          </Text>
          <TextInput label="Reason" withAsterisk {...form.getInputProps('reason')} />
        </>
      }
      confirmTitle="Waive this late fee?"
      confirmText={
        <>
          {formatRupees(amount)} of the late fee on {feeName} will no longer be due from this student, and it
          stops growing. What was already paid of it stays paid. Your name, the time and the reason “
          {form.values.reason.trim()}” are recorded. This cannot be undone.
        </>
      }
      confirmLabel={`Waive ${formatRupees(amount)}`}
      url="/api/fine_waivers"
      success={() => 'Late fee waived'}
    />
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
  const [modes, setModes] = useState<{ value: string; label: string }[]>([]);
  const loadModes = () => {
    if (modes.length) return;
    fetchCollectionPage('/api/paymentmodes?pagination=false&status=true').then(
      (page) =>
        setModes(page.members.map((m) => ({ value: String(m['@id']), label: String(m.paymentMode) }))),
      () => undefined,
    );
  };
  const form = useForm<RefundValues>({
    initialValues: {
      paymentReceipt: receipt,
      amount: '',
      reason: '',
      paymentMode: null,
      // The college's day, as the payment form and the day-book have it (UTC's is yesterday until 05:30 in India).
      refundedOn: indianDay(),
    },
    validate: formValidator(refundSchema),
  });
  const amount = typeof form.values.amount === 'number' ? form.values.amount : 0;
  return (
    <TwoStepAction
      trigger={{
        label: 'Refund',
        ariaLabel: `Refund from receipt ${receiptNo}`,
        icon: <IconReceiptRefund size={14} />,
      }}
      title={`Refund from receipt ${receiptNo}`}
      form={form}
      onOpen={loadModes}
      resetOnSave
      fields={
        <>
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
        </>
      }
      confirmTitle={`Refund ${formatRupees(amount)}?`}
      confirmText={
        <>
          {formatRupees(amount)} of receipt {receiptNo} goes back to the student. It no longer counts as paid:
          the fees it paid (the receipt&apos;s last lines first) are owed again, and the balance rises by{' '}
          {formatRupees(amount)}. The refund takes the next refund number of the year, and the receipt can no
          longer be cancelled. This cannot be undone.
        </>
      }
      confirmLabel={`Refund ${formatRupees(amount)}`}
      url="/api/refunds"
      success={(saved) => `Refund ${String(saved.refundNo)} saved`}
    />
  );
}
