'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormCard } from '@/components/ui/form-card';
import { inputWithVerdict } from '@/components/ui/input-verdict';
import { setPasswordFormSchema } from '@/lib/validation/account';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { formValidator, violationErrors } from '@/lib/validation/form';
import { setPassword } from './actions';

/** A college staff member chooses a password from the e-mailed link, under the server's own rules. */
export function SetPasswordForm({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmpassword: '' },
    validate: formValidator(setPasswordFormSchema),
    validateInputOnBlur: true,
  });
  // The common-password list is a separate download, fetched only where a password is chosen.
  useEffect(() => void ensureCommonPasswords(), []);

  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await setPassword({ token, password });
      if (answer.result) setDone(true);
      else {
        setError(answer.formerror ?? 'Something went wrong.');
        form.setErrors(violationErrors(answer.violations ?? []));
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormCard title="Set your password" onSubmit={submit}>
      {done ? (
        <Alert color="green" role="status">
          Your password is set.{' '}
          <Anchor component={Link} href="/login">
            Login
          </Anchor>
        </Alert>
      ) : (
        <>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            withAsterisk
            {...inputWithVerdict(form, 'password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            withAsterisk
            {...inputWithVerdict(form, 'confirmpassword')}
          />
          <Button type="submit" loading={busy} fullWidth>
            Save
          </Button>
          <Text size="sm" c="dimmed">
            6 to 20 characters.
          </Text>
        </>
      )}
    </FormCard>
  );
}
