'use client';

import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
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
  return (
    <>
      {/* No Alert title: Mantine's light-blue title colour is below WCAG AA contrast. */}
      <Alert color="blue" variant="light">
        <Text fw={700}>{SIGN_IN_CODE_MESSAGES.required}</Text>
        <Text size="sm">{SIGN_IN_CODE_MESSAGES.why}</Text>
      </Alert>
      <TextInput
        label="Code"
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
        Login
      </Button>
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" onClick={onNewCode} disabled={busy}>
          Send a new code
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        No e-mail? Look in the spam folder; the code comes from the address our other e-mails come from.
      </Text>
    </>
  );
}
