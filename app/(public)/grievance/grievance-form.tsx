'use client';

import { useState } from 'react';
import { Alert, Button, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormCard } from '@/components/ui/form-card';
import { formValidator, violationErrors } from '@/lib/validation/form';
import { GRIEVANCE_SUBJECTS, grievanceSchema } from '@/lib/validation/grievance';
import { fileGrievanceAction } from './actions';

const SUBJECTS = Object.entries(GRIEVANCE_SUBJECTS).map(([value, label]) => ({ value, label }));
const EMPTY = { name: '', email: '', subject: '', details: '', profile: '' };

type Outcome = { ok: true; ticket: string; email: string } | { ok: false; message: string };

/** The complaint form: the ticket number shows at once; the form clears after a filing. */
export function GrievanceForm() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: formValidator(grievanceSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await fileGrievanceAction(values);
      if (answer.ok) {
        setOutcome({ ok: true, ticket: answer.ticket, email: answer.email });
        form.reset();
      } else {
        form.setErrors(violationErrors(answer.violations));
        setOutcome({ ok: false, message: answer.error });
      }
    } catch {
      setOutcome({ ok: false, message: 'Something went wrong!' });
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormCard title="File a complaint" onSubmit={submit} width={640}>
      {outcome?.ok && (
        <Alert
          color="green"
          title={`Ticket ${outcome.ticket}`}
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          Your complaint has been received. Its ticket number is {outcome.ticket}. We have e-mailed an
          acknowledgement to {outcome.email}, with a link to follow your ticket.
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert color="red" withCloseButton onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <TextInput label="Your name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
      <TextInput
        label="Your email"
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <Select
        label="Subject"
        data={SUBJECTS}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('subject')}
      />
      <TextInput
        label="Profile concerned"
        description="Its number, name or address, if the complaint is about a profile"
        {...form.getInputProps('profile')}
      />
      <Textarea label="Details" autosize minRows={5} withAsterisk {...form.getInputProps('details')} />
      <Button type="submit" loading={busy} fullWidth>
        Submit complaint
      </Button>
    </FormCard>
  );
}
