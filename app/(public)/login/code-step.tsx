'use client';

import { LightAlert, LightTextInput } from '@/components/ui/light-form';
import { LightButton } from '@/components/ui/light-controls';
import { Group, Text } from '@/components/ui/static-mantine';
import { SIGN_IN_CODE_MESSAGES } from '@/lib/validation/sign-in-code-messages';
import type { LoginTexts } from './texts';

/**
 * The login form's second step, after the right password while a sign-in limit had tripped: the
 * code e-mailed to the account (lib/data/sign-in.ts). The e-mail and password stay in the form and
 * are sent again with the code; "Send a new code" sends them without one.
 */
export function CodeStep({
  texts,
  say,
  code,
  onCodeChange,
  codeError,
  busy,
  onNewCode,
  onBack,
}: {
  texts: LoginTexts;
  say: (text: string) => string;
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
      <LightAlert color="blue" variant="light">
        <Text style={{ fontWeight: 700 }}>{say(SIGN_IN_CODE_MESSAGES.required)}</Text>
        <Text size="sm">{say(SIGN_IN_CODE_MESSAGES.why)}</Text>
      </LightAlert>
      <LightTextInput
        label={texts.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        field={{ value: code, error: codeError, onChange: onCodeChange }}
      />
      <LightButton type="submit" loading={busy} fullWidth>
        {texts.login}
      </LightButton>
      <Group justify="space-between">
        <LightButton variant="subtle" size="compact-sm" onClick={onNewCode} disabled={busy}>
          {texts.sendNewCode}
        </LightButton>
        <LightButton variant="subtle" size="compact-sm" onClick={onBack} disabled={busy}>
          {texts.back}
        </LightButton>
      </Group>
      <Text size="xs" dimmed>
        {texts.noCodeMail}
      </Text>
    </>
  );
}
