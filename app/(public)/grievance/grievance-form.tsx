'use client';

import { useState } from 'react';
import { Alert, Button, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { translateErrors, useSpecText } from '@/components/i18n/use-spec-text';
import { FormCard } from '@/components/ui/form-card';
import { formValidator, violationErrors } from '@/lib/validation/form';
import { GRIEVANCE_SUBJECTS, grievanceSchema } from '@/lib/validation/grievance';
import { fileGrievanceAction } from './actions';

const validateGrievance = formValidator(grievanceSchema);
const EMPTY = { name: '', email: '', subject: '', details: '', profile: '' };

type Outcome = { ok: true; ticket: string; email: string } | { ok: false; message: string };

/** The complaint form: the ticket number shows at once; the form clears after a filing. */
export function GrievanceForm() {
  const t = useTranslations('grievance');
  const say = useSpecText();
  const subjects = Object.entries(GRIEVANCE_SUBJECTS).map(([value, label]) => ({ value, label: say(label) }));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => translateErrors(validateGrievance(values), say),
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
        form.setErrors(translateErrors(violationErrors(answer.violations), say));
        setOutcome({ ok: false, message: say(answer.error) });
      }
    } catch {
      setOutcome({ ok: false, message: t('somethingWrong') });
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormCard title={t('fileComplaint')} onSubmit={submit} width={640}>
      {outcome?.ok && (
        <Alert
          color="green"
          title={t('ticket', { ticket: outcome.ticket })}
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          {t('received', { ticket: outcome.ticket, email: outcome.email })}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert color="red" withCloseButton onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <TextInput label={t('yourName')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
      <TextInput
        label={t('yourEmail')}
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <Select
        label={t('subject')}
        data={subjects}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('subject')}
      />
      <TextInput
        label={t('profile')}
        description={t('profileDescription')}
        {...form.getInputProps('profile')}
      />
      <Textarea label={t('details')} autosize minRows={5} withAsterisk {...form.getInputProps('details')} />
      <Button type="submit" loading={busy} fullWidth>
        {t('submit')}
      </Button>
    </FormCard>
  );
}
