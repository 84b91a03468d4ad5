'use client';

import { useEffect } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { fromAction } from '@/components/forms/from-action';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { ACCOUNT_MESSAGES, changePasswordFormSchema } from '@/lib/validation/account';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { PasswordField } from './fields';

type Props = {
  /** The server action that changes the password (passed in, so the form can live in any page). */
  action: (input: { currentpassword: string; newpassword: string }) => Promise<ActionAnswer>;
};

/**
 * MemberPassword (spec sections 2, 4, 5, 8): the change-password form without a page wrapper, on
 * the form kit. Success is a green toast and clears the form; a refusal a warning toast (the
 * server's reason, else 'Current Password Wrong!') with the field it names marked; a network
 * failure is only logged.
 */
export function MemberPassword({ action }: Props) {
  const t = useTranslations('account');
  const tf = useTranslations('form');
  const { form, submit, busy } = useSubmitForm({
    initialValues: { currentpassword: '', newpassword: '', confirmpassword: '' },
    schema: changePasswordFormSchema,
    send: (_payload, { currentpassword, newpassword }) =>
      fromAction(action, ACCOUNT_MESSAGES.passwordWrong)({ currentpassword, newpassword }),
    success: ACCOUNT_MESSAGES.passwordChanged,
    notify: 'toast',
    // Spec section 8: a network failure is only logged, no message.
    unreachable: null,
  });
  // The common-password list is a separate download, fetched only where a password is chosen.
  useEffect(() => void ensureCommonPasswords(), []);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordField
          form={form}
          path="currentpassword"
          label={t('currentPassword')}
          autoComplete="current-password"
        />
        <PasswordField form={form} path="newpassword" label={tf('newPassword')} autoComplete="new-password" />
        <PasswordField
          form={form}
          path="confirmpassword"
          label={tf('confirmPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" loading={busy}>
          {t('changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
