'use client';

import { useState } from 'react';
import {
  LightAlert,
  LightResultAlert,
  LightFormCard,
  LightTextInput,
  useLightForm,
  useSay,
} from '@/components/ui/light-form';
import { LightPasswordInput } from '@/components/ui/light-password-input';
import { Text, TextLink } from '@/components/ui/static-mantine';
import type { SpecTexts } from '@/lib/i18n/spec-say';
import { checkEmail, checkLoginPassword } from '@/lib/validation/account-rules';
import { login, type LoginResult } from './actions';
import { CodeStep } from './code-step';
import type { LoginTexts } from './texts';
import { LightButton } from '@/components/ui/light-controls';

export type Notice = { text: string; color: 'green' | 'red' };

type Values = { email: string; password: string };

/** The rules of lib/validation/account.ts's loginSchema (the server action parses with it). */
const rules = ({ email, password }: Values) => ({
  email: checkEmail(email),
  password: checkLoginPassword(password),
});

/**
 * The sign-in form, light (components/ui/light-form.tsx): its words come from the page, the spec's
 * messages through `spec`, and the server action still validates with zod.
 */
export function LoginForm({
  texts,
  spec,
  callbackUrl,
  notice,
}: {
  texts: LoginTexts;
  spec: SpecTexts;
  callbackUrl?: string;
  notice?: Notice;
}) {
  // The spec's messages (the rules', the server's) in the page's language.
  const say = useSay(spec);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The second step (an e-mailed code) when a sign-in limit had tripped: see ./code-step.tsx.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const form = useLightForm<Values>({ email: '', password: '' }, rules, say);

  const send = async (values: Values, withCode?: string) => {
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
      const refused: Partial<Values> = {};
      for (const { propertyPath, message } of result.violations ?? [])
        if (propertyPath === 'email' || propertyPath === 'password') refused[propertyPath] ??= message;
      form.setErrors(refused);
      if (result.error) setError(result.error);
    } finally {
      setBusy(false);
    }
  };

  const submit = form.onSubmit((values) => send(values, codeStep ? code : undefined));

  return (
    <LightFormCard title={texts.title} onSubmit={submit}>
      {notice && !error && !codeStep && (
        <LightAlert color={notice.color} variant="light">
          {notice.text}
        </LightAlert>
      )}
      <LightResultAlert
        result={error ? { ok: false, message: error } : null}
        onClose={() => setError(null)}
        closeLabel={texts.dismiss}
        say={say}
      />
      {codeStep ? (
        <CodeStep
          texts={texts}
          say={say}
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
          <LightTextInput label={texts.email} type="email" autoComplete="email" field={form.field('email')} />
          <LightPasswordInput
            label={texts.password}
            autoComplete="current-password"
            toggleLabel={texts.showPassword}
            field={form.field('password')}
          />
          <Text size="sm" style={{ textAlign: 'right' }}>
            <TextLink href="/forgot-password">{texts.forgot}</TextLink>
          </Text>
          <LightButton type="submit" loading={busy} fullWidth>
            {texts.login}
          </LightButton>
          <Text size="sm" style={{ textAlign: 'center' }}>
            {texts.newHere} <TextLink href="/register">{texts.registerFree}</TextLink>
          </Text>
          <Text size="sm" style={{ textAlign: 'center' }}>
            {texts.noActivation} <TextLink href="/resend-activation">{texts.resend}</TextLink>
          </Text>
        </>
      )}
    </LightFormCard>
  );
}
