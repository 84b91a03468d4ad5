'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Group, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDiscount } from '@tabler/icons-react';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { FormModal } from '@/components/forms/form-modal';
import { concessionSchema } from '@/lib/validation/college';
import { formValidator, violationErrors } from '@/lib/validation/form';

type Values = {
  student: string;
  fee: string | null;
  kind: 'percent' | 'amount';
  value: number | '';
  reason: string;
  approvedBy: string;
};

/**
 * The ledger's "Add concession" (issue 27 item 3): a percentage of one fee or an amount, with the
 * reason and who approved it, checked with the schema the API parses it with; the server alone
 * says whether it fits in what is still owed (422 under Value). The ledger reloads once granted.
 */
export function ConcessionForm({
  student,
  fees,
}: {
  student: string;
  fees: { value: string; label: string }[];
}) {
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: { student, fee: null, kind: 'percent', value: '', reason: '', approvedBy: '' },
    validate: formValidator(concessionSchema),
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await sendWrite('POST', '/api/concessions', values);
      notifySuccess('Saved Succssfully');
      setOpened(false);
      form.reset();
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        form.setErrors(violationErrors(error.violations));
        notifyWarning(error.message);
      } else notifyWarning(MESSAGES.unreachable);
    } finally {
      setBusy(false);
    }
  });
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDiscount size={16} />}
        onClick={() => setOpened(true)}
        disabled={!fees.length}
      >
        Add concession
      </Button>
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Concession">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Select label="Fee" withAsterisk data={fees} {...form.getInputProps('fee')} />
            <SegmentedControl
              aria-label="Kind"
              data={[
                { value: 'percent', label: 'Percentage' },
                { value: 'amount', label: 'Amount' },
              ]}
              {...form.getInputProps('kind')}
            />
            <NumberInput
              label={form.values.kind === 'percent' ? 'Value (%)' : 'Value (Rs)'}
              withAsterisk
              min={1}
              max={form.values.kind === 'percent' ? 100 : undefined}
              allowDecimal={false}
              {...form.getInputProps('value')}
            />
            <TextInput label="Reason" withAsterisk {...form.getInputProps('reason')} />
            <TextInput label="Approved By" withAsterisk {...form.getInputProps('approvedBy')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModal>
    </>
  );
}
