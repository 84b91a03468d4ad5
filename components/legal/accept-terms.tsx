'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert, Anchor, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';

type Props = {
  version: string;
  date: string;
  firstTime: boolean;
  accept: (version: string) => Promise<{ ok: true } | { ok: false; error: string }>;
};

/**
 * Shown instead of a member page while the member has not accepted the Terms and Privacy Policy
 * in force: after a change of version, or for an account registered through the legacy JSON call.
 */
export function AcceptTerms({ version, date, firstTime, accept }: Props) {
  const router = useRouter();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, startTransition] = useTransition();

  const submit = () =>
    startTransition(async () => {
      setError(null);
      const answer = await accept(version);
      if (!answer.ok) {
        setError(answer.error);
        router.refresh(); // a newer version: show it
        return;
      }
      router.refresh();
    });

  return (
    <Paper withBorder radius="md" p="lg" maw={640} mx="auto" mt="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {firstTime
            ? 'Please accept our Terms and Privacy Policy'
            : 'Our Terms and Privacy Policy have changed'}
        </Title>
        <Text>
          Version {version}, in force from {date.split('-').reverse().join('/')}. Please read the{' '}
          <Anchor component={Link} href="/terms" target="_blank">
            Terms
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} href="/privacy" target="_blank">
            Privacy Policy
          </Anchor>{' '}
          and accept them to continue.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Checkbox
          label="I agree to the Terms and Privacy Policy"
          checked={ticked}
          onChange={(event) => setTicked(event.currentTarget.checked)}
        />
        <Button onClick={submit} disabled={!ticked} loading={busy} w="fit-content">
          Continue
        </Button>
      </Stack>
    </Paper>
  );
}
