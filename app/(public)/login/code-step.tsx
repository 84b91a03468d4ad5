'use client';

import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { SIGN_IN_CODE_MESSAGES } from '@/lib/validation/sign-in-code';

/**
 * The login form's second step, after the right password while a sign-in limit had tripped: the
 * code e-mailed to the account (lib/data/sign-in.ts). The e-mail and password stay in the form and
 * are sent again with the code; "Send a new code" sends them without one.
 */
export function CodeStep({
  code,
  onCodeChange,
  codeError,
  busy,
  onNewCode,
  onBack,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: string;
  busy: boolean;
  onNewCode: () => void;
  onBack: () => void;
}) {
  const t = useTranslations('auth');
  const tf = useTranslations('form');
  const say = useSpecText();
  return (
    <>
      {/* No Alert title: Mantine's light-blue title colour is below WCAG AA contrast. */}
      <Alert color="blue" variant="light">
        <Text fw={700}>{say(SIGN_IN_CODE_MESSAGES.required)}</Text>
        <Text size="sm">{say(SIGN_IN_CODE_MESSAGES.why)}</Text>
      </Alert>
      <TextInput
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        withAsterisk
        autoFocus
        value={code}
        error={codeError}
        onChange={(event) => onCodeChange(event.currentTarget.value)}
      />
      <Button type="submit" loading={busy} fullWidth>
        {tf('login')}
      </Button>
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" onClick={onNewCode} disabled={busy}>
          {t('sendNewCode')}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('noCodeMail')}
      </Text>
    </>
  );
}
