'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { addDays, indianDay } from '@/lib/format';
import { cancelInvoiceAction, recordPayment, searchMembers, type MemberChoice } from './actions';

type Plan = { value: string; label: string; amount: number; validity: number };
type Mode = { value: string; label: string };

/** Paid on + validity as the server counts the expiry (lib/format's addDays), dd/mm/yyyy; none for no day. */
const plusDays = (day: string, days: number) =>
  Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : addDays(day, days).split('-').reverse().join('/');

/**
 * Record payment: member, plan (fills the amount), amount, payment mode, reference, paid on. The
 * server sets the plan and expiry (paid on + validity) and makes the invoice; its messages show
 * under their fields. Opened at once when the page names a member (?profile=, from the profile list).
 */
export function RecordPayment({
  plans,
  modes,
  preset,
}: {
  plans: Plan[];
  modes: Mode[];
  preset: MemberChoice | null;
}) {
  const router = useRouter();
  const [opened, setOpened] = useState(preset !== null);
  const [busy, setBusy] = useState(false);
  const [members, setMembers] = useState<MemberChoice[]>(preset ? [preset] : []);
  const [profile, setProfile] = useState<string | null>(preset?.value ?? null);
  const [plan, setPlan] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [mode, setMode] = useState<string | null>(null);
  const [referenceNo, setReferenceNo] = useState('');
  // The bureau's day in India, as the server counts the expiry: not the browser's, which may be elsewhere.
  const [paidOn, setPaidOn] = useState(indianDay);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const searchRun = useRef(0);

  const search = async (text: string) => {
    const run = ++searchRun.current;
    if (text.trim().length < 1) return;
    const found = await searchMembers(text);
    if (run !== searchRun.current) return;
    const chosen = members.find((m) => m.value === profile);
    setMembers(chosen && !found.some((m) => m.value === chosen.value) ? [chosen, ...found] : found);
  };

  const chosenPlan = plans.find((p) => p.value === plan);
  const validUntil = chosenPlan ? plusDays(paidOn, chosenPlan.validity) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await recordPayment({
        profile: profile ?? '',
        membersPlan: plan ? `/api/membersplans/${plan}` : '',
        amount: typeof amount === 'number' ? amount : null,
        paymentMode: mode ? `/api/paymentmodes/${mode}` : '',
        referenceNo,
        paidOn,
      });
      if (answer.ok) {
        notifySuccess(`Payment recorded. Invoice ${answer.invoiceNumber ?? ''}`.trim());
        setOpened(false);
        setPlan(null);
        setAmount('');
        setReferenceNo('');
        setErrors({});
        router.refresh();
      } else {
        setErrors(Object.fromEntries(answer.violations.map((v) => [v.propertyPath, v.message])));
        notifyWarning(answer.error);
      }
    } catch {
      notifyWarning('Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpened(true)}>Record payment</Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Record payment"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={submit} noValidate aria-label="Record payment">
          <Stack gap="sm">
            <Select
              label="Member"
              placeholder="Type a name, mobile or profile id"
              withAsterisk
              searchable
              data={members}
              value={profile}
              onChange={setProfile}
              onSearchChange={(text) => void search(text)}
              filter={({ options }) => options}
              nothingFoundMessage="No member found"
              error={errors.profile}
            />
            <Select
              label="Members Plan"
              withAsterisk
              data={plans.map((p) => ({ value: p.value, label: p.label }))}
              value={plan}
              onChange={(value) => {
                setPlan(value);
                const next = plans.find((p) => p.value === value);
                if (next) setAmount(next.amount);
              }}
              error={errors.membersPlan}
            />
            <Group grow align="flex-start">
              <NumberInput
                label="Amount"
                withAsterisk
                min={1}
                allowDecimal={false}
                prefix="₹"
                thousandSeparator=","
                value={amount}
                onChange={setAmount}
                error={errors.amount}
              />
              <TextInput
                label="Paid On"
                type="date"
                withAsterisk
                value={paidOn}
                onChange={(e) => setPaidOn(e.currentTarget.value)}
                error={errors.paidOn}
              />
            </Group>
            <Group grow align="flex-start">
              <Select
                label="Payment Mode"
                withAsterisk
                data={modes}
                value={mode}
                onChange={setMode}
                error={errors.paymentMode}
              />
              <TextInput
                label="Reference No"
                value={referenceNo}
                onChange={(e) => setReferenceNo(e.currentTarget.value)}
                error={errors.referenceNo}
              />
            </Group>
            {validUntil && (
              <Text size="sm" c="dimmed">
                The plan will be valid until {validUntil}. An invoice with GST is made.
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Close
              </Button>
              <Button type="submit" loading={busy}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** Cancel an invoice: a reason, then a confirmation; the invoice keeps its number and cannot be edited. */
export function CancelInvoiceButton({ id, number }: { id: number; number: string }) {
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await cancelInvoiceAction(id, reason);
      if (answer.ok) {
        notifySuccess(`Invoice ${number} cancelled`);
        setOpened(false);
        router.refresh();
      } else if ('violations' in answer) {
        setError(answer.violations[0]?.message ?? answer.error);
        if (!answer.violations.length) notifyWarning(answer.error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={() => {
          setReason('');
          setError(undefined);
          setOpened(true);
        }}
      >
        Cancel
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Cancel invoice ${number}?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            A cancelled invoice keeps its number and cannot be edited or restored. The member&apos;s plan is
            not changed: change it in their profile if the payment was refunded.
          </Text>
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Keep it
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm()}>
              Cancel invoice
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
