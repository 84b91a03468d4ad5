'use client';

import { useState } from 'react';
import {
  LightAlert,
  LightResultAlert,
  LightFormCard,
  useLightForm,
  useSay,
} from '@/components/ui/light-form';
import { LightPasswordInput } from '@/components/ui/light-password-input';
import { Text, TextLink } from '@/components/ui/static-mantine';
import type { SpecTexts } from '@/lib/i18n/spec-say';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { checkConfirmation, checkNewPassword } from '@/lib/validation/account-rules';
import { loadingCommonPasswordsOnFocus } from '@/lib/validation/common-passwords';
import { LightButton } from '@/components/ui/light-controls';

/** The form's words besides its title, read on the server from `form`. */
export type NewPasswordTexts = {
  newPassword: string;
  confirmPassword: string;
  showPassword: string;
  save: string;
  lengthHintDot: string;
  login: string;
  dismiss: string;
};

type Props = {
  title: string;
  token: string;
  texts: NewPasswordTexts;
  spec: SpecTexts;
  /** The server action that checks the link's token and saves the password. */
  save: (input: { token: string; password: string }) => Promise<ActionAnswer>;
  /** What the page says once the password is saved. */
  saved: string;
};

/** A refusal without a reason, or a request that got no answer. */
const FAILED = 'Something went wrong.';

type Values = { password: string; confirmpassword: string };
/** The rules of lib/validation/account.ts's setPasswordFormSchema (the server parses setPasswordSchema). */
const rules = ({ password, confirmpassword }: Values) => ({
  password: checkNewPassword(password),
  confirmpassword: checkConfirmation(password, confirmpassword),
});

/**
 * A password chosen from an e-mailed link (a college staff member's first, anyone's after "Forgot
 * password?"), under the server's own rules, as a light form (components/ui/light-form.tsx): a
 * refusal (an expired link) in the red alert with the fields kept, the saved message in place of
 * the form.
 */
export function NewPasswordForm({ title, token, texts, spec, save, saved }: Props) {
  const say = useSay(spec);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useLightForm<Values>({ password: '', confirmpassword: '' }, rules, say);

  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await save({ token, password });
      if (answer.result) {
        form.reset();
        setDone(true);
        return;
      }
      const refused: Partial<Values> = {};
      for (const { propertyPath, message } of answer.violations ?? [])
        if (propertyPath === 'password' || propertyPath === 'confirmpassword')
          refused[propertyPath] ??= message;
      form.setErrors(refused);
      setFailure(answer.formerror ?? FAILED);
    } catch {
      setFailure(FAILED);
    } finally {
      setBusy(false);
    }
  });

  return (
    <LightFormCard title={title} onSubmit={submit}>
      {done ? (
        <LightAlert color="green">
          {saved} <TextLink href="/login">{texts.login}</TextLink>
        </LightAlert>
      ) : (
        <>
          <LightResultAlert
            result={failure ? { ok: false, message: failure } : null}
            onClose={() => setFailure(null)}
            closeLabel={texts.dismiss}
            say={say}
          />
          <LightPasswordInput
            label={texts.newPassword}
            autoComplete="new-password"
            toggleLabel={texts.showPassword}
            field={loadingCommonPasswordsOnFocus(form.field('password'))}
          />
          <LightPasswordInput
            label={texts.confirmPassword}
            autoComplete="new-password"
            toggleLabel={texts.showPassword}
            field={form.field('confirmpassword')}
          />
          <LightButton type="submit" loading={busy} fullWidth>
            {texts.save}
          </LightButton>
          <Text size="sm" dimmed>
            {texts.lengthHintDot}
          </Text>
        </>
      )}
    </LightFormCard>
  );
}
