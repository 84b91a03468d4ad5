'use client';

import { useEffect, useState } from 'react';
import { Button, Divider, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError, fetchCollectionPage, sendWrite } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { lateFeeRuleSchema } from '@/lib/validation/college';
import { formValidator, violationErrors } from '@/lib/validation/form';

type Values = {
  fee: string;
  graceDays: number | '';
  kind: 'flat' | 'per_day';
  amount: number | '';
  cap: number | '' | null;
};

/**
 * The fee form's late fee (issue 27 item 3): a grace period after the due date, then a flat fine
 * or a fine per day with an optional cap, saved on its own (`/api/late_fees`, one per fee) once the
 * fee exists. Students owe it by themselves from the day after the grace period.
 */
export function LateFeeRule({ fee }: { fee: string }) {
  const [rule, setRule] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: { fee, graceDays: 0, kind: 'flat', amount: '', cap: null },
    validate: formValidator(lateFeeRuleSchema),
  });
  const { setValues } = form;
  useEffect(() => {
    const controller = new AbortController();
    fetchCollectionPage(`/api/late_fees?fee=${encodeURIComponent(fee)}`, controller.signal).then(
      (page) => {
        const found = page.members[0];
        if (found) {
          setRule(String(found['@id']));
          setValues({
            graceDays: Number(found.graceDays),
            kind: found.kind as Values['kind'],
            amount: Number(found.amount),
            cap: found.cap === null ? null : Number(found.cap),
          });
        }
        setLoaded(true);
      },
      () => setLoaded(true),
    );
    return () => controller.abort();
  }, [fee, setValues]);
  const save = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const body = { ...values, cap: values.kind === 'per_day' && values.cap !== '' ? values.cap : null };
      const saved = rule
        ? await sendWrite('PATCH', rule, body)
        : await sendWrite('POST', '/api/late_fees', body);
      if (saved) setRule(String(saved['@id']));
      notifySuccess('Late fee saved');
    } catch (error) {
      if (error instanceof ApiError) {
        form.setErrors(violationErrors(error.violations));
        notifyWarning(error.message);
      } else notifyWarning(MESSAGES.unreachable);
    } finally {
      setBusy(false);
    }
  });
  if (!loaded) return null;
  return (
    <form onSubmit={save} noValidate aria-label="Late fee">
      <Divider my="md" label="Late fee" labelPosition="left" />
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Due from each student who has not paid this fee in full by the end of the grace period.
        </Text>
        <SegmentedControl
          aria-label="Late fee kind"
          data={[
            { value: 'flat', label: 'Flat' },
            { value: 'per_day', label: 'Per day' },
          ]}
          {...form.getInputProps('kind')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Grace Days"
            withAsterisk
            min={0}
            max={365}
            allowDecimal={false}
            {...form.getInputProps('graceDays')}
          />
          <NumberInput
            label={form.values.kind === 'flat' ? 'Fine (Rs)' : 'Fine per day (Rs)'}
            withAsterisk
            min={1}
            allowDecimal={false}
            {...form.getInputProps('amount')}
          />
          {form.values.kind === 'per_day' && (
            <NumberInput
              label="Cap (Rs)"
              min={1}
              allowDecimal={false}
              {...form.getInputProps('cap')}
              value={form.values.cap ?? ''}
              onChange={(v) => form.setFieldValue('cap', typeof v === 'number' ? v : null)}
            />
          )}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={busy}>
            {rule ? 'Save late fee' : 'Add late fee'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
