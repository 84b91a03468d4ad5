'use client';

import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ApiError, fetchCollectionPage } from '@/components/crud/api-client';
import { formatInr } from '@/components/crud/format';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess } from '@/components/crud/notify';

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

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/ld+json', Accept: 'application/ld+json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new ApiError(response.status, String(json['hydra:description'] ?? `${response.status}`));
  return json;
}

/**
 * Records a payment: pick the student (search by name or roll number), the date, the payment mode
 * and reference, then an amount against each fee still owed. The server refuses overpaying and
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

  const submit = async () => {
    setError(null);
    const items = Object.entries(amounts)
      .filter(([, a]) => typeof a === 'number' && a > 0)
      .map(([fee, amount]) => ({ fee, amount }));
    if (!student) return setError('Select Student!');
    if (!mode) return setError('Select Payment Mode!');
    if (items.length === 0) return setError('Enter an amount against at least one fee!');
    setSaving(true);
    try {
      const receipt = await postJson('/api/receipts', {
        student,
        paidOn,
        paymentMode: mode,
        referenceNo: referenceNo || null,
        items,
      });
      notifySuccess(`Receipt ${String(receipt.receiptNo)} saved`);
      onSaved(Number(receipt.id));
    } catch (e) {
      setError(e instanceof ApiError ? e.message.replace(/^items: /, '') : MESSAGES.unreachable);
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
            value={paidOn}
            onChange={(e) => setPaidOn(e.currentTarget.value)}
          />
          <Select
            label="Payment Mode"
            withAsterisk
            data={modes}
            value={mode}
            onChange={setMode}
            placeholder={MESSAGES.selectOne}
          />
        </Group>
        <TextInput
          label="Reference No"
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
