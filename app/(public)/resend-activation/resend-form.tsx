'use client';

import Link from 'next/link';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { FormCard } from '@/components/ui/form-card';
import { ResultAlert } from '@/components/ui/result-alert';
import { useResultForm } from '@/components/ui/use-result-form';
import { ACCOUNT_MESSAGES, resendActivationSchema } from '@/lib/validation/account';
import { resend } from './actions';
import { inputWithVerdict } from '@/components/ui/input-verdict';

/** A new activation link for a registration that was never activated (or whose link expired). */
export function ResendForm() {
  const { form, submit, busy, result, dismiss } = useResultForm({
    initialValues: { email: '' },
    schema: resendActivationSchema,
    send: resend,
    success: ACCOUNT_MESSAGES.resent,
    failure: ACCOUNT_MESSAGES.somethingWrong,
  });

  return (
    <FormCard title="Resend activation e-mail" onSubmit={submit}>
      <Text size="sm" c="dimmed">
        Enter the e-mail you registered with and we will send you a new activation link.
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
