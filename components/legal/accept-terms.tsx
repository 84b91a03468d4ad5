'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert, Anchor, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';

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
  const t = useTranslations('legal');
  const say = useSpecText();
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
          {t(firstTime ? 'acceptFirst' : 'changed')}
        </Title>
        <Text>
          {t.rich('readAndAccept', {
            version,
            date: date.split('-').reverse().join('/'),
            terms: (chunks) => (
              <Anchor component={Link} href="/terms" target="_blank">
                {chunks}
              </Anchor>
            ),
            privacy: (chunks) => (
              <Anchor component={Link} href="/privacy" target="_blank">
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {say(error)}
          </Alert>
        )}
        <Checkbox
          label={t('agree')}
          checked={ticked}
          onChange={(event) => setTicked(event.currentTarget.checked)}
        />
        <Button onClick={submit} disabled={!ticked} loading={busy} w="fit-content">
          {t('continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
