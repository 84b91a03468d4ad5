'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ResultAlert, type FormResult } from '@/components/ui/result-alert';
import { ACCOUNT_MESSAGES, formValidator, registerSchema } from '@/lib/validation/account';
import { register } from './actions';

/** Register (spec sections 2, 5, 8): the form is cleared after every attempt and an alert says why. */
export function RegisterForm() {
  const [result, setResult] = useState<FormResult | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: formValidator(registerSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await register(values);
      setResult(
        answer.result
          ? { ok: true, message: ACCOUNT_MESSAGES.registered }
          : { ok: false, message: answer.formerror ?? ACCOUNT_MESSAGES.emailTaken },
      );
    } catch {
      // The spec's client shows this for any failed request.
      setResult({ ok: false, message: ACCOUNT_MESSAGES.emailTaken });
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
            Register
          </Title>
          <ResultAlert result={result} onClose={() => setResult(null)} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description="6 to 20 characters"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} fullWidth>
            Register FREE
          </Button>
          <Text size="sm" ta="center">
            Already registered?{' '}
            <Anchor component={Link} href="/login">
              Login
            </Anchor>
            {' · '}
            <Anchor component={Link} href="/resend-activation">
              Resend activation e-mail
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
