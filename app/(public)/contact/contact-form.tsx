'use client';

import { useState } from 'react';
import { Button, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PhoneInput } from '@/components/ui/phone-input';
import { ResultAlert, type FormResult } from '@/components/ui/result-alert';
import { ACCOUNT_MESSAGES, contactSchema, formValidator } from '@/lib/validation/account';
import { sendEnquiry } from './actions';

/** ContactForm (spec sections 2, 5, 8): the form resets after every attempt; a dismissible alert tells the result. */
export function ContactForm() {
  const [result, setResult] = useState<FormResult | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', mobile: '', message: '' },
    validate: formValidator(contactSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await sendEnquiry(values);
      setResult(
        answer.result
          ? { ok: true, message: ACCOUNT_MESSAGES.submitted }
          : { ok: false, message: answer.formerror ?? ACCOUNT_MESSAGES.somethingWrong },
      );
    } catch {
      setResult({ ok: false, message: ACCOUNT_MESSAGES.somethingWrong });
    } finally {
      form.reset();
      setBusy(false);
    }
  });

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={520}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} ta="center">
            Contact us
          </Title>
          <ResultAlert result={result} onClose={() => setResult(null)} />
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label="Your email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PhoneInput label="Phone" withAsterisk {...form.getInputProps('mobile')} />
          <Textarea label="Message" rows={5} withAsterisk {...form.getInputProps('message')} />
          <Button type="submit" loading={busy} fullWidth>
            Submit
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
