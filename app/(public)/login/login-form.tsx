'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormCard } from '@/components/ui/form-card';
import { ResultAlert } from '@/components/ui/result-alert';
import { loginSchema } from '@/lib/validation/account';
import { formValidator, violationErrors } from '@/lib/validation/form';
import { login } from './actions';
import { inputWithVerdict } from '@/components/ui/input-verdict';

export type Notice = { text: string; color: 'green' | 'red' };

export function LoginForm({ callbackUrl, notice }: { callbackUrl?: string; notice?: Notice }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: formValidator(loginSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const result = await login({ ...values, callbackUrl });
      if (result?.error) {
        form.reset();
        form.setErrors(violationErrors(result.violations ?? []));
        setError(result.error);
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormCard title="Login" onSubmit={submit}>
      {notice && !error && (
        <Alert color={notice.color} variant="light">
          {notice.text}
        </Alert>
      )}
      <ResultAlert result={error ? { ok: false, message: error } : null} onClose={() => setError(null)} />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        withAsterisk
        {...inputWithVerdict(form, 'email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        withAsterisk
        {...inputWithVerdict(form, 'password')}
      />
      <Text size="sm" ta="right">
        <Anchor component={Link} href="/forgot-password">
          Forgot password?
        </Anchor>
      </Text>
      <Button type="submit" loading={busy} fullWidth>
        Login
      </Button>
      <Text size="sm" ta="center">
        New here?{' '}
        <Anchor component={Link} href="/register">
          Register FREE
        </Anchor>
      </Text>
      <Text size="sm" ta="center">
        No activation e-mail?{' '}
        <Anchor component={Link} href="/resend-activation">
          Resend activation e-mail
        </Anchor>
      </Text>
    </FormCard>
  );
}
