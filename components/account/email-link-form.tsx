'use client';

import Link from 'next/link';
import { Anchor, Button, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FormCard } from '@/components/ui/form-card';
import { ResultAlert } from '@/components/ui/result-alert';
import { useResultForm } from '@/components/forms/use-result-form';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { ACCOUNT_MESSAGES, emailLinkSchema } from '@/lib/validation/account';
import { EmailField } from './fields';

type Props = {
  title: string;
  /** What the page sends and why, above the field. */
  intro: string;
  /** The server action that mails the link (it answers the same whether or not the address has an account). */
  send: (input: { email: string }) => Promise<ActionAnswer>;
  /** The green alert's words once sent. */
  sent: string;
};

/**
 * A link mailed to an address: "Forgot password?" (a link to choose a new password) and "Resend
 * activation e-mail" (a new activation link). The form is cleared after every attempt and the
 * alert says what happened.
 */
export function EmailLinkForm({ title, intro, send, sent }: Props) {
  const t = useTranslations('form');
  const { form, submit, busy, result, dismiss } = useResultForm({
    initialValues: { email: '' },
    schema: emailLinkSchema,
    send,
    success: sent,
    failure: ACCOUNT_MESSAGES.somethingWrong,
  });

  return (
    <FormCard title={title} onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <ResultAlert result={result} onClose={dismiss} />
      <EmailField form={form} path="email" />
      <Button type="submit" loading={busy} fullWidth>
        {t('send')}
      </Button>
      <Text size="sm" ta="center">
        <Anchor component={Link} href="/login">
          {t('backToLogin')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
