'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { fromAction } from '@/components/forms/from-action';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { FormCard } from '@/components/ui/form-card';
import { ResultAlert } from '@/components/ui/result-alert';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { setPasswordFormSchema } from '@/lib/validation/account';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { PasswordField } from './fields';

type Props = {
  title: string;
  token: string;
  /** The server action that checks the link's token and saves the password. */
  save: (input: { token: string; password: string }) => Promise<ActionAnswer>;
  /** What the page says once the password is saved. */
  saved: string;
};

/** A refusal without a reason, or a request that got no answer. */
const FAILED = 'Something went wrong.';

/**
 * A password chosen from an e-mailed link (a college staff member's first, anyone's after "Forgot
 * password?"), under the server's own rules, on the form kit: a refusal (an expired link) in the
 * red alert with the fields kept, the saved message in place of the form.
 */
export function NewPasswordForm({ title, token, save, saved }: Props) {
  const t = useTranslations('form');
  const [done, setDone] = useState(false);
  const { form, submit, busy, result, dismiss } = useSubmitForm({
    initialValues: { password: '', confirmpassword: '' },
    schema: setPasswordFormSchema,
    send: (_payload, { password }) => fromAction(save, FAILED)({ token, password }),
    onSuccess: () => setDone(true),
    unreachable: FAILED,
  });
  // The common-password list is a separate download, fetched only where a password is chosen.
  useEffect(() => void ensureCommonPasswords(), []);

  return (
    <FormCard title={title} onSubmit={submit}>
      {done ? (
        <Alert color="green" role="status">
          {saved}{' '}
          <Anchor component={Link} href="/login">
            {t('login')}
          </Anchor>
        </Alert>
      ) : (
        <>
          <ResultAlert result={result} onClose={dismiss} />
          <PasswordField form={form} path="password" label={t('newPassword')} autoComplete="new-password" />
          <PasswordField
            form={form}
            path="confirmpassword"
            label={t('confirmPassword')}
            autoComplete="new-password"
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('save')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('lengthHintDot')}
          </Text>
        </>
      )}
    </FormCard>
  );
}
