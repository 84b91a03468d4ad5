'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ResultAlert, type FormResult } from '@/components/ui/result-alert';
import { ACCOUNT_MESSAGES, formValidator, resendActivationSchema } from '@/lib/validation/account';
import { resend } from './actions';

/** A new activation link for a registration that was never activated (or whose link expired). */
export function ResendForm() {
  const [result, setResult] = useState<FormResult | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: formValidator(resendActivationSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await resend(values);
      setResult(
        answer.result
          ? { ok: true, message: ACCOUNT_MESSAGES.resent }
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
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} ta="center">
            Resend activation e-mail
          </Title>
          <Text size="sm" c="dimmed">
            Enter the e-mail you registered with and we will send you a new activation link.
          </Text>
          <ResultAlert result={result} onClose={() => setResult(null)} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy} fullWidth>
            Send
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} href="/login">
              Back to Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
