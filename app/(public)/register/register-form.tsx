'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { Anchor, Button, Checkbox, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { EmailField, PasswordField } from '@/components/account/fields';
import { FormCard } from '@/components/ui/form-card';
import { ResultAlert } from '@/components/ui/result-alert';
import { useResultForm } from '@/components/forms/use-result-form';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { registerWithConsentSchema } from '@/lib/validation/consent';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { register } from './actions';

/** Register (spec sections 2, 5, 8): the form is cleared after every attempt and an alert says why. */
export function RegisterForm() {
  const t = useTranslations('auth');
  const tf = useTranslations('form');
  const { form, submit, busy, result, dismiss } = useResultForm({
    initialValues: { email: '', password: '', consent: false },
    schema: registerWithConsentSchema,
    send: register,
    success: ACCOUNT_MESSAGES.registered,
    // The spec's client shows this for a refusal without a reason and for any failed request.
    failure: ACCOUNT_MESSAGES.emailTaken,
  });
  // The common-password list is a separate download, fetched only where a password is chosen.
  useEffect(() => void ensureCommonPasswords(), []);

  return (
    <FormCard title={t('registerTitle')} onSubmit={submit}>
      <ResultAlert result={result} onClose={dismiss} />
      <EmailField form={form} path="email" />
      <PasswordField
        form={form}
        path="password"
        label={tf('password')}
        description={tf('lengthHint')}
        autoComplete="new-password"
      />
      <Checkbox
        label={t.rich('consent', {
          terms: (words) => (
            <Anchor component={Link} href="/terms" target="_blank">
              {words}
            </Anchor>
          ),
          privacy: (words) => (
            <Anchor component={Link} href="/privacy" target="_blank">
              {words}
            </Anchor>
          ),
        })}
        {...form.getInputProps('consent', { type: 'checkbox' })}
      />
      <Button type="submit" loading={busy} fullWidth>
        {t('registerFree')}
      </Button>
      <Text size="sm" ta="center">
        {t('alreadyRegistered')}{' '}
        <Anchor component={Link} href="/login">
          {tf('login')}
        </Anchor>
        {' · '}
        <Anchor component={Link} href="/resend-activation">
          {t('resend')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
