'use client';

import Link from 'next/link';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { FormCard } from '@/components/ui/form-card';
import { inputWithVerdict } from '@/components/ui/input-verdict';
import { ResultAlert } from '@/components/ui/result-alert';
import { useResultForm } from '@/components/ui/use-result-form';
import { ACCOUNT_MESSAGES, forgotPasswordSchema } from '@/lib/validation/account';
import { sendResetLink } from './actions';

/** "Forgot password?": a link to choose a new one, mailed to the address if it has an account. */
export function ForgotForm() {
  const { form, submit, busy, result, dismiss } = useResultForm({
    initialValues: { email: '' },
    schema: forgotPasswordSchema,
    send: sendResetLink,
    success: ACCOUNT_MESSAGES.resetSent,
    failure: ACCOUNT_MESSAGES.somethingWrong,
  });

  return (
    <FormCard title="Forgot password?" onSubmit={submit}>
      <Text size="sm" c="dimmed">
        Enter the e-mail you sign in with and we will send you a link to choose a new password.
      </Text>
      <ResultAlert result={result} onClose={dismiss} />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        withAsterisk
        {...inputWithVerdict(form, 'email')}
      />
      <Button type="submit" loading={busy} fullWidth>
        Send
      </Button>
      <Text size="sm" ta="center">
        <Anchor component={Link} href="/login">
          Back to Login
        </Anchor>
      </Text>
    </FormCard>
  );
}
