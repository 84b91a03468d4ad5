'use client';

import { useState } from 'react';
import {
  LightResultAlert,
  LightFormCard,
  LightTextInput,
  useLightForm,
  useSay,
} from '@/components/ui/light-form';
import { Text, TextLink } from '@/components/ui/static-mantine';
import type { SpecTexts } from '@/lib/i18n/spec-say';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account-messages';
import { checkEmail } from '@/lib/validation/account-rules';
import { LightButton } from '@/components/ui/light-controls';

/** The words of the form besides its title and intro, read on the server from `form`. */
export type EmailLinkTexts = { email: string; send: string; backToLogin: string; dismiss: string };

type Props = {
  title: string;
  /** What the page sends and why, above the field. */
  intro: string;
  texts: EmailLinkTexts;
  spec: SpecTexts;
  /** The server action that mails the link (it answers the same whether or not the address has an account). */
  send: (input: { email: string }) => Promise<ActionAnswer>;
  /** The green alert's words once sent. */
  sent: string;
};

type Values = { email: string };
/** The rule of lib/validation/account.ts's emailLinkSchema (the server action parses with it). */
const rules = ({ email }: Values) => ({ email: checkEmail(email) });

/**
 * A link mailed to an address: "Forgot password?" (a link to choose a new password) and "Resend
 * activation e-mail" (a new activation link). The form is cleared after every attempt and the
 * alert says what happened. A light form (components/ui/light-form.tsx).
 */
export function EmailLinkForm({ title, intro, texts, spec, send, sent }: Props) {
  const say = useSay(spec);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useLightForm<Values>({ email: '' }, rules, say);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await send(values);
      form.reset();
      if (answer.result) setResult({ ok: true, message: sent });
      else {
        const refused = answer.violations?.find((v) => v.propertyPath === 'email')?.message;
        if (refused) form.setErrors({ email: refused });
        setResult({ ok: false, message: answer.formerror ?? ACCOUNT_MESSAGES.somethingWrong });
      }
    } catch {
      form.reset();
      setResult({ ok: false, message: ACCOUNT_MESSAGES.somethingWrong });
    } finally {
      setBusy(false);
    }
  });

  return (
    <LightFormCard title={title} onSubmit={submit}>
      <Text size="sm" dimmed>
        {intro}
      </Text>
      <LightResultAlert
        result={result}
        onClose={() => setResult(null)}
        closeLabel={texts.dismiss}
        say={say}
      />
      <LightTextInput label={texts.email} type="email" autoComplete="email" field={form.field('email')} />
      <LightButton type="submit" loading={busy} fullWidth>
        {texts.send}
      </LightButton>
      <Text size="sm" style={{ textAlign: 'center' }}>
        <TextLink href="/login">{texts.backToLogin}</TextLink>
      </Text>
    </LightFormCard>
  );
}
