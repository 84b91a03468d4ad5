'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import {
  LightResultAlert,
  LightFormCard,
  LightTextInput,
  useLightForm,
  useSay,
} from '@/components/ui/light-form';
import { LightPasswordInput } from '@/components/ui/light-password-input';
import { LightCheckbox } from '@/components/ui/light-checkbox';
import { Text, TextLink } from '@/components/ui/static-mantine';
import type { SpecTexts } from '@/lib/i18n/spec-say';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account-messages';
import { CONSENT_REQUIRED, checkEmail, checkRegisterPassword } from '@/lib/validation/account-rules';
import { loadingCommonPasswordsOnFocus } from '@/lib/validation/common-passwords';
import { register } from './actions';
import type { RegisterTexts } from './texts';
import { LightButton } from '@/components/ui/light-controls';

type Values = { email: string; password: string; consent: boolean };

/** The rules of lib/validation/consent.ts's registerWithConsentSchema (the data layer parses with it). */
const rules = ({ email, password, consent }: Values) => ({
  email: checkEmail(email),
  password: checkRegisterPassword(password),
  consent: consent ? undefined : CONSENT_REQUIRED,
});

/** Mantine's Anchor over next/link, opening in a new tab (the consent's links: the form stays filled). */
function NewTabLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
      data-underline="hover"
      href={href}
      target="_blank"
    >
      {children}
    </Link>
  );
}

/** The consent's words with its <terms> and <privacy> parts as links. */
function consentLabel(raw: string) {
  return raw.split(/(<(?:terms|privacy)>.*?<\/(?:terms|privacy)>)/).map((part, index) => {
    const link = /^<(terms|privacy)>(.*?)<\/\1>$/.exec(part);
    if (!link) return part;
    return (
      <NewTabLink key={index} href={`/${link[1]}`}>
        {link[2]}
      </NewTabLink>
    );
  });
}

/**
 * Register (spec sections 2, 5, 8), a light form (components/ui/light-form.tsx): the form is
 * cleared after every attempt and an alert says why.
 */
export function RegisterForm({ texts, spec }: { texts: RegisterTexts; spec: SpecTexts }) {
  const say = useSay(spec);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useLightForm<Values>({ email: '', password: '', consent: false }, rules, say);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await register(values);
      form.reset();
      if (answer.result) setResult({ ok: true, message: ACCOUNT_MESSAGES.registered });
      else {
        const refused: Partial<Record<keyof Values, string>> = {};
        for (const { propertyPath, message } of answer.violations ?? [])
          if (propertyPath === 'email' || propertyPath === 'password' || propertyPath === 'consent')
            refused[propertyPath] ??= message;
        form.setErrors(refused);
        // The spec's client shows this for a refusal without a reason and for any failed request.
        setResult({ ok: false, message: answer.formerror ?? ACCOUNT_MESSAGES.emailTaken });
      }
    } catch {
      form.reset();
      setResult({ ok: false, message: ACCOUNT_MESSAGES.emailTaken });
    } finally {
      setBusy(false);
    }
  });

  return (
    <LightFormCard title={texts.title} onSubmit={submit}>
      <LightResultAlert
        result={result}
        onClose={() => setResult(null)}
        closeLabel={texts.dismiss}
        say={say}
      />
      <LightTextInput label={texts.email} type="email" autoComplete="email" field={form.field('email')} />
      <LightPasswordInput
        label={texts.password}
        description={texts.lengthHint}
        autoComplete="new-password"
        toggleLabel={texts.showPassword}
        field={loadingCommonPasswordsOnFocus(form.field('password'))}
      />
      <LightCheckbox label={consentLabel(texts.consent)} state={form.checkbox('consent')} />
      <LightButton type="submit" loading={busy} fullWidth>
        {texts.registerFree}
      </LightButton>
      <Text size="sm" style={{ textAlign: 'center' }}>
        {texts.alreadyRegistered} <TextLink href="/login">{texts.login}</TextLink>
        {' · '}
        <TextLink href="/resend-activation">{texts.resend}</TextLink>
      </Text>
    </LightFormCard>
  );
}
