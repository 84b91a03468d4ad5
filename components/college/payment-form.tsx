'use client';

import { useEffect, useRef, useState } from 'react';
import { Alert, Group, NumberInput, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ApiError, fetchCollectionPage, saveItem } from '@/components/crud/api-client';
import { formatInr } from '@/components/crud/format';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess } from '@/components/crud/notify';
import { SubmitForm } from '@/components/forms/form-modal';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { DateField } from '@/components/ui/date-field';
import { indianDay } from '@/lib/format';
import { RECEIPTS } from '@/lib/resources/college';
import { receiptSchema } from '@/lib/validation/college';
import { useStudentChoices } from './use-student-choices';

type FeeDue = {
  fee: string;
  feeName: string;
  amount: number;
  dueDate: string;
  paid: number;
  outstanding: number;
  /** The late fee on the fee (issue 27), a line of its own. */
  fine?: boolean;
};
type Option = { value: string; label: string };
type Values = {
  student: string | null;
  paidOn: string;
  paymentMode: string | null;
  referenceNo: string;
  /** The amount against each fee line, by the fee's IRI (its late fee's: the IRI and "#fine"). */
  amounts: Record<string, number | ''>;
};

// The college's own day (India), not UTC: before 05:30 IST the UTC day is still yesterday.
const today = () => indianDay();

/** What the API receives: the fee lines with an amount. */
const toReceipt = (v: Values) => ({
  student: v.student,
  paidOn: v.paidOn,
  paymentMode: v.paymentMode,
  referenceNo: v.referenceNo || null,
  items: Object.entries(v.amounts)
    .filter(([, a]) => typeof a === 'number' && a > 0)
    .map(([key, amount]) =>
      key.endsWith(FINE) ? { fee: key.slice(0, -FINE.length), amount, fine: true } : { fee: key, amount },
    ),
});

const FINE = '#fine';
const lineKey = (d: FeeDue) => (d.fine ? `${d.fee}${FINE}` : d.fee);

const CONTROLS = ['student', 'paidOn', 'paymentMode', 'referenceNo'];

/**
 * A refusal of the fee lines (overpaying, an inactive fee) as the cashier reads it: its message
 * alone in the alert, without the "items: " the API prefixes it with; the others stand under
 * their fields.
 */
function inWords(error: unknown) {
  if (!(error instanceof ApiError)) return error;
  const lines = error.violations.filter((v) => !CONTROLS.includes(v.propertyPath));
  return lines.length
    ? new ApiError(error.status, lines.map((v) => v.message).join('\n'), error.violations)
    : error;
}

/**
 * One Idempotency-Key per attempt (issue 21 item 4): sending the same receipt again (a retry after
 * no answer, a 503) keeps its key, so a payment the server did record is answered, not recorded
 * twice; any edit makes it another attempt with a new key.
 */
function useAttemptKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (payload: unknown) => {
    const body = JSON.stringify(payload);
    if (last.current?.body !== body) last.current = { body, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/**
 * Records a payment on the form kit: pick the student (search by name or roll number), the date,
 * the payment mode and reference, then an amount against each fee still owed. It checks the
 * receipt with the schema the API parses it with; the server alone refuses overpaying and numbers
 * the receipt; the new receipt opens for printing.
 */
export function PaymentForm({
  onSaved,
  onCancel,
  student,
}: {
  onSaved: (receiptId: number) => void;
  onCancel: () => void;
  /** The student the payment is for, chosen already (the ledger's "Collect fee"): IRI and "ROLL - Name". */
  student?: Option;
}) {
  const keyOf = useAttemptKey();
  const kit = useSubmitForm<Values, Record<string, unknown>>({
    initialValues: {
      student: student?.value ?? null,
      paidOn: today(),
      paymentMode: null,
      referenceNo: '',
      amounts: {},
    },
    schema: receiptSchema,
    payload: toReceipt,
    send: (receipt) =>
      saveItem(
        { collection: RECEIPTS.collection, updateMethod: 'PATCH' },
        null,
        receipt as Record<string, unknown>,
        {
          headers: { 'Idempotency-Key': keyOf(receipt) },
        },
      ).catch((error: unknown) => {
        throw inWords(error);
      }),
    onSuccess: (saved) => {
      notifySuccess(`Receipt ${String(saved.receiptNo)} saved`);
      onSaved(Number(saved.id));
    },
    // The fee lines (items) have no control of their own: their refusals (overpaying) go in the alert.
    fields: CONTROLS,
  });
  const { form } = kit;
  const { values } = form;

  const [modes, setModes] = useState<Option[]>([]);
  useEffect(() => {
    fetchCollectionPage('/api/paymentmodes?pagination=false&status=true').then(
      (page) =>
        setModes(page.members.map((m) => ({ value: String(m['@id']), label: String(m.paymentMode) }))),
      () => undefined,
    );
  }, []);

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const students = useStudentChoices(debounced, values.student, student);

  const [dues, setDues] = useState<FeeDue[]>([]);
  const [duesError, setDuesError] = useState<string | null>(null);
  useEffect(() => {
    if (!values.student) return;
    const controller = new AbortController();
    fetchCollectionPage(`/api/feedues?student=${encodeURIComponent(values.student)}`, controller.signal).then(
      (page) => setDues(page.members as unknown as FeeDue[]),
      (e: unknown) =>
        !controller.signal.aborted && setDuesError(e instanceof ApiError ? e.message : MESSAGES.unreachable),
    );
    return () => controller.abort();
  }, [values.student]);

  const chooseStudent = (value: string | null) => {
    form.setFieldValue('student', value);
    form.setFieldValue('amounts', {});
    setDues([]);
    setDuesError(null);
  };
  const setAmount = (fee: string, amount: number | '') =>
    form.setFieldValue('amounts', { ...values.amounts, [fee]: amount });
  const total = Object.values(values.amounts).reduce<number>(
    (sum, a) => sum + (typeof a === 'number' ? a : 0),
    0,
  );

  return (
    <SubmitForm kit={kit} onCancel={onCancel}>
      {duesError && (
        <Alert color="red" role="alert">
          {duesError}
        </Alert>
      )}
      <Select
        label="Student"
        withAsterisk
        error={form.errors.student}
        searchable
        data={students}
        value={values.student}
        onChange={chooseStudent}
        searchValue={search}
        onSearchChange={setSearch}
        placeholder="Name or Roll No"
        filter={({ options }) => options}
        nothingFoundMessage="No Student."
      />
      <Group grow align="flex-start">
        <DateField label="Date" withAsterisk {...form.getInputProps('paidOn')} />
        <Select
          label="Payment Mode"
          withAsterisk
          data={modes}
          placeholder={MESSAGES.selectOne}
          {...form.getInputProps('paymentMode')}
        />
      </Group>
      <TextInput label="Reference No" maxLength={60} {...form.getInputProps('referenceNo')} />
      {values.student && (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fee</Table.Th>
              <Table.Th ta="right">Due(Rs)</Table.Th>
              <Table.Th ta="right">Amount(Rs)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dues.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" size="sm">
                    Nothing is due.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {dues.map((d) => (
              <Table.Tr key={lineKey(d)}>
                <Table.Td>
                  {d.feeName}
                  <Text size="xs" c="dimmed">
                    due {d.dueDate}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatInr(d.outstanding)}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Amount for ${d.feeName}`}
                    value={values.amounts[lineKey(d)] ?? ''}
                    onChange={(v) => setAmount(lineKey(d), typeof v === 'number' ? v : '')}
                    min={0}
                    allowDecimal={false}
                    thousandSeparator=","
                    thousandsGroupStyle="lakh"
                    w={130}
                    ml="auto"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {form.errors.items && (
        <Text c="red" size="sm" role="alert">
          {form.errors.items}
        </Text>
      )}
      <Text fw={600}>Total: ₹{formatInr(total)}</Text>
    </SubmitForm>
  );
}
