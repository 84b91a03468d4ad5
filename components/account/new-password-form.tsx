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
import type { ActionAnswer } from '@/lib/http/legacy-json';

type Props = {
  title: string;
  token: string;
  /** The server action that checks the link's token and saves the password. */
  save: (input: { token: string; password: string }) => Promise<ActionAnswer>;
  /** What the page says once the password is saved. */
  saved: string;
};

/**
 * A password chosen from an e-mailed link (a college staff member's first, anyone's after "Forgot
 * password?"), under the server's own rules.
 */
export function NewPasswordForm({ title, token, save, saved }: Props) {
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
      const answer = await save({ token, password });
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
    <FormCard title={title} onSubmit={submit}>
      {done ? (
        <Alert color="green" role="status">
          {saved}{' '}
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
