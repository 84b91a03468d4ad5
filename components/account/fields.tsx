'use client';

import { PasswordInput } from '@mantine/core';
import { inputWithVerdict, type VerdictForm } from '@/components/ui/input-verdict';

type FieldProps<Values> = { form: VerdictForm<Values>; path: keyof Values & string };

/**
 * The signed-in account forms' password field (change password): label, autofill hint and the
 * spec's green state (section 5). The public forms (login, register, the e-mailed links, a new
 * password) draw the same markup without Mantine (components/ui/light-form.tsx). The one in use
 * (`current-password`) or a new one (`new-password`, which managers offer to make up).
 */
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
