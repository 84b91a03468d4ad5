'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { Alert, Anchor, Button, PasswordInput, Text } from '@mantine/core';
import { FormCard } from '@/components/ui/form-card';
import { setPassword } from './actions';

/** A college staff member chooses a password from the e-mailed link. */
export function SetPasswordForm({ token }: { token: string }) {
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, startTransition] = useTransition();

  const submit = () => {
    if (password.length < 6) return setError('Too Short!');
    if (password !== confirm) return setError('Passwords must match');
    setError(null);
    startTransition(async () => {
      const answer = await setPassword({ token, password });
      if (answer.result) setDone(true);
      else setError(answer.formerror ?? 'Something went wrong.');
    });
  };

  return (
    <FormCard
      title="Set your password"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
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
            value={password}
            onChange={(e) => setPasswordValue(e.currentTarget.value)}
            withAsterisk
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            withAsterisk
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
