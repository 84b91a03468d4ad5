'use client';

import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ApiError, fetchCollectionPage, saveItem } from '@/components/crud/api-client';
import { formatInr } from '@/components/crud/format';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess } from '@/components/crud/notify';
import { RECEIPTS } from '@/lib/resources/college';
import { receiptSchema } from '@/lib/validation/college';
import { formValidator, violationErrors } from '@/lib/validation/form';

type FeeDue = {
  fee: string;
  feeName: string;
  amount: number;
  dueDate: string;
  paid: number;
  outstanding: number;
};
type Option = { value: string; label: string };

const today = () => new Date().toISOString().slice(0, 10);

/** The controls a message can stand under; the rest (the fee lines: items) goes in the alert. */
const FIELDS = ['student', 'paidOn', 'paymentMode', 'referenceNo'];

/** A form's or the server's messages, split into those under a control and the first other one. */
function splitErrors(errors: Record<string, string>) {
  const fields = Object.fromEntries(Object.entries(errors).filter(([path]) => FIELDS.includes(path)));
  const other = Object.entries(errors).find(([path]) => !FIELDS.includes(path));
  return { fields, alert: other ? other[1] : null };
}

/**
 * Records a payment: pick the student (search by name or roll number), the date, the payment mode
 * and reference, then an amount against each fee still owed. It checks the receipt with the schema
 * the API parses it with (lib/validation/college.ts); the server alone refuses overpaying, and
 * numbers the receipt; the new receipt opens for printing.
 */
export function PaymentForm({
  onSaved,
  onCancel,
}: {
  onSaved: (receiptId: number) => void;
  onCancel: () => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [students, setStudents] = useState<Option[]>([]);
  const [student, setStudent] = useState<string | null>(null);
  const [modes, setModes] = useState<Option[]>([]);
  const [mode, setMode] = useState<string | null>(null);
  const [paidOn, setPaidOn] = useState(today());
  const [referenceNo, setReferenceNo] = useState('');
  const [dues, setDues] = useState<FeeDue[]>([]);
  const [amounts, setAmounts] = useState<Record<string, number | ''>>({});
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchCollectionPage('/api/paymentmodes?pagination=false&status=true').then(
      (page) =>
        setModes(page.members.map((m) => ({ value: String(m['@id']), label: String(m.paymentMode) }))),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    // Picking a student puts "ROLL - Name" in the box: that is no new search.
    const text = / - /.test(debounced) ? debounced.split(' - ')[0] : debounced;
    const q = text.trim() ? `&q=${encodeURIComponent(text.trim())}` : '';
    fetchCollectionPage(`/api/students?status=true&itemsPerPage=20${q}`, controller.signal).then(
      (page) =>
        setStudents(page.members.map((s) => ({ value: String(s['@id']), label: `${s.rollNo} - ${s.name}` }))),
      () => undefined,
    );
    return () => controller.abort();
  }, [debounced]);

  // The chosen student stays a choice while the search text (now its label) finds other rows.
  const [chosen, setChosen] = useState<Option | null>(null);
  const choices = chosen ? [chosen, ...students.filter((s) => s.value !== chosen.value)] : students;
  const chooseStudent = (value: string | null) => {
    setStudent(value);
    setChosen(choices.find((s) => s.value === value) ?? null);
    setDues([]);
    setAmounts({});
  };

  useEffect(() => {
    if (!student) return;
    fetch(`/api/feedues?student=${encodeURIComponent(student)}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/ld+json' },
    })
      .then((r) => r.json())
      .then((body: { 'hydra:member'?: FeeDue[] }) => setDues(body['hydra:member'] ?? []))
      .catch(() => setError(MESSAGES.unreachable));
  }, [student]);

  const total = Object.values(amounts).reduce<number>((sum, a) => sum + (typeof a === 'number' ? a : 0), 0);

  const showErrors = (errors: Record<string, string>) => {
    const { fields, alert } = splitErrors(errors);
    setFieldErrors(fields);
    setError(alert);
  };

  const submit = async () => {
    const items = Object.entries(amounts)
      .filter(([, a]) => typeof a === 'number' && a > 0)
      .map(([fee, amount]) => ({ fee, amount }));
    const receipt = { student, paidOn, paymentMode: mode, referenceNo: referenceNo || null, items };
    const invalid = formValidator(receiptSchema)(receipt);
    showErrors(invalid);
    if (Object.keys(invalid).length) return;
    setSaving(true);
    try {
      const saved = await saveItem({ collection: RECEIPTS.collection, updateMethod: 'PATCH' }, null, receipt);
      notifySuccess(`Receipt ${String(saved.receiptNo)} saved`);
      onSaved(Number(saved.id));
    } catch (e) {
      if (e instanceof ApiError && e.violations.length) showErrors(violationErrors(e.violations));
      else setError(e instanceof ApiError ? e.message : MESSAGES.unreachable);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Select
          label="Student"
          withAsterisk
          error={fieldErrors.student}
          searchable
          data={choices}
          value={student}
          onChange={chooseStudent}
          searchValue={search}
          onSearchChange={setSearch}
          placeholder="Name or Roll No"
          filter={({ options }) => options}
          nothingFoundMessage="No Student."
        />
        <Group grow align="flex-start">
          <TextInput
            label="Date"
            type="date"
            withAsterisk
            error={fieldErrors.paidOn}
            value={paidOn}
            onChange={(e) => setPaidOn(e.currentTarget.value)}
          />
          <Select
            label="Payment Mode"
            withAsterisk
            error={fieldErrors.paymentMode}
            data={modes}
            value={mode}
            onChange={setMode}
            placeholder={MESSAGES.selectOne}
          />
        </Group>
        <TextInput
          label="Reference No"
          error={fieldErrors.referenceNo}
          value={referenceNo}
          onChange={(e) => setReferenceNo(e.currentTarget.value)}
          maxLength={60}
        />
        {student && (
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
                <Table.Tr key={d.fee}>
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
                      value={amounts[d.fee] ?? ''}
                      onChange={(v) => setAmounts((a) => ({ ...a, [d.fee]: typeof v === 'number' ? v : '' }))}
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
        <Group justify="space-between">
          <Text fw={600}>Total: ₹{formatInr(total)}</Text>
          <Group>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
