'use client';

import { useRouter } from 'next/navigation';
import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { SubmitForm } from '@/components/forms/form-modal';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { changeEmailSchema, MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { changeEmail } from './account-api';

/** A new sign-in e-mail, with the password: a link goes to the new address to confirm it. */
export function ChangeEmail() {
  const router = useRouter();
  const t = useTranslations('account');
  const kit = useSubmitForm({
    initialValues: { email: '', password: '' },
    schema: changeEmailSchema,
    send: (payload) => changeEmail(payload as { email: string; password: string }),
    success: MEMBER_ACCOUNT_TEXT.emailLinkSent,
    reset: 'on-success',
    onSuccess: () => router.refresh(),
  });
  return (
    <SubmitForm kit={kit} submitLabel={t('sendLink')} aria-label={t('changeEmailForm')}>
      <TextInput
        label={t('newEmail')}
        type="email"
        autoComplete="email"
        withAsterisk
        {...kit.form.getInputProps('email')}
      />
      <PasswordInput
        label={t('password')}
        autoComplete="current-password"
        withAsterisk
        {...kit.form.getInputProps('password')}
      />
    </SubmitForm>
  );
}
