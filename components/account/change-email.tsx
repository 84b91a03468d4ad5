'use client';

import { useState, type CSSProperties } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { ApiError } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { LightResultAlert, LightTextInput, useLightForm } from '@/components/ui/light-form';
import { LightButton } from '@/components/ui/light-controls';
import { LightPasswordInput } from '@/components/ui/light-password-input';
import { Stack } from '@/components/ui/static-mantine';
import { checkEmail } from '@/lib/validation/account-rules';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account-text';
import { changeEmail } from './account-api';

type Values = { email: string; password: string };

/**
 * The rules of lib/validation/member-account.ts's changeEmailSchema, which PATCH /api/me parses
 * with: the sign-in e-mail's, and a password of 1 to 200 characters.
 */
const rules = ({ email, password }: Values) => ({
  email: checkEmail(email),
  password:
    password.length < 1
      ? MEMBER_ACCOUNT_TEXT.passwordRequired
      : password.length > 200
        ? MEMBER_ACCOUNT_TEXT.passwordWrong
        : undefined,
});

/** Mantine's Group (justify flex-end), where the submit button sits. */
const BUTTON_ROW = {
  '--group-gap': 'var(--mantine-spacing-md)',
  '--group-align': 'center',
  '--group-justify': 'flex-end',
  '--group-wrap': 'wrap',
} as CSSProperties;

/**
 * A new sign-in e-mail, with the password: a link goes to the new address to confirm it. A light
 * form (components/ui/light-form.tsx: no form kit and no zod in the browser): the outcome in the
 * alert above the fields, the server's refusal also under the field it names, the form cleared
 * once the link is sent.
 */
export function ChangeEmail() {
  const router = useRouter();
  const t = useTranslations('account');
  const tf = useTranslations('form');
  const say = useSpecText();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useLightForm<Values>({ email: '', password: '' }, rules, say);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setResult(null);
    try {
      await changeEmail(values);
      form.reset();
      setResult({ ok: true, message: MEMBER_ACCOUNT_TEXT.emailLinkSent });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        const refused: Partial<Values> = {};
        for (const { propertyPath, message } of error.violations)
          if (propertyPath === 'email' || propertyPath === 'password') refused[propertyPath] ??= message;
        form.setErrors(refused);
        setResult({ ok: false, message: error.message });
      } else setResult({ ok: false, message: MESSAGES.unreachable });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('changeEmailForm')}>
      <Stack gap="md">
        <LightResultAlert
          result={result}
          onClose={() => setResult(null)}
          closeLabel={tf('dismiss')}
          say={say}
        />
        <LightTextInput label={t('newEmail')} type="email" autoComplete="email" field={form.field('email')} />
        <LightPasswordInput
          toggleLabel={tf('showPassword')}
          label={t('password')}
          autoComplete="current-password"
          field={form.field('password')}
        />
        {/* Keeping focus in the field on mousedown: leaving it would show its error first, move the
            button down, and the click would land beside it. */}
        <div
          style={BUTTON_ROW}
          className="m_4081bf90 mantine-Group-root"
          onMouseDown={(e) => e.preventDefault()}
        >
          <LightButton type="submit" loading={busy}>
            {t('sendLink')}
          </LightButton>
        </div>
      </Stack>
    </form>
  );
}
