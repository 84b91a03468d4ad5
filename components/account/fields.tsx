'use client';

import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { inputWithVerdict, type VerdictForm } from '@/components/ui/input-verdict';

type FieldProps<Values> = { form: VerdictForm<Values>; path: keyof Values & string };

/**
 * The account forms' fields (login, register, the password forms, the e-mailed links): one label,
 * autofill hint and the spec's green state (section 5) each, so a browser's password manager and a
 * test find the same field on every page.
 */
export function EmailField<Values>({ form, path }: FieldProps<Values>) {
  const t = useTranslations('form');
  return (
    <TextInput
      label={t('email')}
      type="email"
      autoComplete="email"
      withAsterisk
      {...inputWithVerdict(form, path)}
    />
  );
}

/** A password: the one in use (`current-password`) or a new one (`new-password`, which managers offer to make up). */
export function PasswordField<Values>({
  form,
  path,
  label,
  autoComplete,
  description,
}: FieldProps<Values> & {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  description?: string;
}) {
  return (
    <PasswordInput
      label={label}
      description={description}
      autoComplete={autoComplete}
      withAsterisk
      {...inputWithVerdict(form, path)}
    />
  );
}
