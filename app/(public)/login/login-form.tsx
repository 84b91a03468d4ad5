'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { translateErrors, useSpecText } from '@/components/i18n/use-spec-text';
import { EmailField, PasswordField } from '@/components/account/fields';
import { FormCard } from '@/components/ui/form-card';
import { ResultAlert } from '@/components/ui/result-alert';
import { loginSchema } from '@/lib/validation/account';
import { formValidator, violationErrors } from '@/lib/validation/form';
import { login, type LoginResult } from './actions';
import { CodeStep } from './code-step';

export type Notice = { text: string; color: 'green' | 'red' };

export function LoginForm({ callbackUrl, notice }: { callbackUrl?: string; notice?: Notice }) {
  const t = useTranslations('auth');
  const tf = useTranslations('form');
  // The spec's messages (the schema's, the server's) in the page's language.
  const say = useSpecText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The second step (an e-mailed code) when a sign-in limit had tripped: see ./code-step.tsx.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => translateErrors(formValidator(loginSchema)(values), say),
    validateInputOnBlur: true,
  });

  const send = async (values: typeof form.values, withCode?: string) => {
    setBusy(true);
    setError(null);
    setCodeError(undefined);
    try {
      const result: LoginResult = await login({ ...values, code: withCode, callbackUrl });
      if (!result) return;
      setCodeStep(Boolean(result.codeStep));
      if (result.codeStep) {
        setCode('');
        const refused = result.violations?.find((v) => v.propertyPath === 'code')?.message;
        setCodeError(refused && say(refused));
        if (result.error && !result.violations) setError(result.error);
        return;
      }
      form.reset();
      form.setErrors(translateErrors(violationErrors(result.violations ?? []), say));
      if (result.error) setError(result.error);
    } finally {
      setBusy(false);
    }
  };

  const submit = form.onSubmit((values) => send(values, codeStep ? code : undefined));

  return (
    <FormCard title={t('loginTitle')} onSubmit={submit}>
      {notice && !error && !codeStep && (
        <Alert color={notice.color} variant="light">
          {notice.text}
        </Alert>
      )}
      <ResultAlert result={error ? { ok: false, message: error } : null} onClose={() => setError(null)} />
      {codeStep ? (
        <CodeStep
          code={code}
          onCodeChange={setCode}
          codeError={codeError}
          busy={busy}
          onNewCode={() => send(form.values)}
          onBack={() => {
            setCodeStep(false);
            setError(null);
            form.reset();
          }}
        />
      ) : (
        <>
          <EmailField form={form} path="email" />
          <PasswordField form={form} path="password" label={tf('password')} autoComplete="current-password" />
          <Text size="sm" ta="right">
            <Anchor component={Link} href="/forgot-password">
              {t('forgot')}
            </Anchor>
          </Text>
          <Button type="submit" loading={busy} fullWidth>
            {tf('login')}
          </Button>
          <Text size="sm" ta="center">
            {t('newHere')}{' '}
            <Anchor component={Link} href="/register">
              {t('registerFree')}
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            {t('noActivation')}{' '}
            <Anchor component={Link} href="/resend-activation">
              {t('resend')}
            </Anchor>
          </Text>
        </>
      )}
    </FormCard>
  );
}
