'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { useLightForm } from '@/components/ui/light-form';
import { LightButton } from '@/components/ui/light-controls';
import { LightPasswordInput } from '@/components/ui/light-password-input';
import { Stack } from '@/components/ui/static-mantine';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account-messages';
import { checkConfirmation, checkNewPassword, NEW_PASSWORD_RULES } from '@/lib/validation/account-rules';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';

type Props = {
  /** The server action that changes the password (passed in, so the form can live in any page). */
  action: (input: { currentpassword: string; newpassword: string }) => Promise<ActionAnswer>;
};

type Values = { currentpassword: string; newpassword: string; confirmpassword: string };

/** The current password's message: a password's length rules (it may be a common one: it was chosen before that rule). */
function checkCurrentPassword(value: string): string | undefined {
  if (value.length < 1) return NEW_PASSWORD_RULES.required;
  if (value.length < NEW_PASSWORD_RULES.min) return NEW_PASSWORD_RULES.short;
  if (value.length > NEW_PASSWORD_RULES.max) return NEW_PASSWORD_RULES.long;
  return undefined;
}

/**
 * The rules of lib/validation/account.ts's changePasswordFormSchema (the server action parses
 * changePasswordSchema), from ./account-rules.ts as the schema takes them.
 */
const rules = ({ currentpassword, newpassword, confirmpassword }: Values) => ({
  currentpassword: checkCurrentPassword(currentpassword),
  newpassword: checkNewPassword(newpassword),
  confirmpassword: checkConfirmation(newpassword, confirmpassword),
});

/**
 * MemberPassword (spec sections 2, 4, 5, 8): the change-password form without a page wrapper, a
 * light form (components/ui/light-form.tsx: no form kit and no zod in the browser). Success is a
 * green toast and clears the form; a refusal a warning toast (the server's reason, else 'Current
 * Password Wrong!') with the field it names marked; a network failure is only logged.
 */
export function MemberPassword({ action }: Props) {
  const t = useTranslations('account');
  const tf = useTranslations('form');
  const say = useSpecText();
  const [busy, setBusy] = useState(false);
  const form = useLightForm<Values>(
    { currentpassword: '', newpassword: '', confirmpassword: '' },
    rules,
    say,
  );
  // The common-password list is a separate download, fetched only where a password is chosen.
  useEffect(() => void ensureCommonPasswords(), []);

  const submit = form.onSubmit(async ({ currentpassword, newpassword }) => {
    setBusy(true);
    try {
      const answer = await action({ currentpassword, newpassword });
      if (answer.result) {
        form.reset();
        notifySuccess(say(ACCOUNT_MESSAGES.passwordChanged));
        return;
      }
      const refused: Partial<Values> = {};
      for (const { propertyPath, message } of answer.violations ?? [])
        if (propertyPath === 'currentpassword' || propertyPath === 'newpassword')
          refused[propertyPath] ??= message;
      form.setErrors(refused);
      notifyWarning(say(answer.formerror ?? ACCOUNT_MESSAGES.passwordWrong));
    } catch (error) {
      // Spec section 8: a network failure is only logged, no message.
      console.error('The request failed', error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <LightPasswordInput
          toggleLabel={tf('showPassword')}
          label={t('currentPassword')}
          autoComplete="current-password"
          field={form.field('currentpassword')}
        />
        <LightPasswordInput
          toggleLabel={tf('showPassword')}
          label={tf('newPassword')}
          autoComplete="new-password"
          field={form.field('newpassword')}
        />
        <LightPasswordInput
          toggleLabel={tf('showPassword')}
          label={tf('confirmPassword')}
          autoComplete="new-password"
          field={form.field('confirmpassword')}
        />
        <LightButton type="submit" loading={busy}>
          {t('changePassword')}
        </LightButton>
      </Stack>
    </form>
  );
}
