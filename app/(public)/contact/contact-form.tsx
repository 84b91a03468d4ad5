'use client';

import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  LightFormCard,
  LightResultAlert,
  LightTextInput,
  useLightForm,
  useSay,
} from '@/components/ui/light-form';
import { LightTextarea } from '@/components/ui/light-fields';
import { LightPhoneInput, usePhoneNumbers } from '@/components/ui/light-phone-input';
import type { SpecTexts } from '@/lib/i18n/spec-say';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account-messages';
import { checkContact } from '@/lib/validation/contact-rules';
import { sendEnquiry } from './actions';
import type { ContactTexts } from './texts';
import { LightButton } from '@/components/ui/light-controls';

type Values = { name: string; email: string; mobile: string; message: string };
const EMPTY: Values = { name: '', email: '', mobile: '', message: '' };

/**
 * ContactForm (spec sections 2, 5, 8), a light form (components/ui/light-form.tsx): the form
 * resets after every attempt; a dismissible alert tells the result. Its rules are
 * lib/validation/contact-rules.ts's (the server action parses with contactSchema); libphonenumber,
 * which checks the number, loads on the form's first focus (components/ui/light-phone-input.tsx).
 */
export function ContactForm({ texts, spec }: { texts: ContactTexts; spec: SpecTexts }) {
  const say = useSay(spec);
  const { numbers, load } = usePhoneNumbers();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useLightForm<Values>(
    EMPTY,
    (values) => checkContact(values, numbers?.isPossiblePhoneNumber),
    say,
  );
  // Not downloaded (offline): the form is sent, and the server checks the number.
  const [unchecked, setUnchecked] = useState(false);
  const need = () => void load().catch(() => undefined);

  const send = async (values: Values) => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await sendEnquiry(values);
      form.reset();
      if (answer.result) setResult({ ok: true, message: ACCOUNT_MESSAGES.submitted });
      else {
        const refused: Partial<Values> = {};
        for (const { propertyPath, message } of answer.violations ?? [])
          if (propertyPath in EMPTY) refused[propertyPath as keyof Values] ??= message;
        form.setErrors(refused);
        setResult({ ok: false, message: answer.formerror ?? ACCOUNT_MESSAGES.somethingWrong });
      }
    } catch {
      form.reset();
      setResult({ ok: false, message: ACCOUNT_MESSAGES.somethingWrong });
    } finally {
      setBusy(false);
    }
  };

  const check = form.onSubmit(send);
  /** A submit before libphonenumber is there waits for it, then is made again (the number checked). */
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (numbers || unchecked) return check(event);
    event.preventDefault();
    const target = event.currentTarget;
    load().then(
      () => target.requestSubmit(),
      () => {
        flushSync(() => setUnchecked(true));
        target.requestSubmit();
      },
    );
  };
  /** A field's state; its focus also asks for libphonenumber, so the number is checked by the time it is left. */
  const field = (path: keyof Values) => {
    const state = form.field(path);
    return {
      ...state,
      onFocus: () => {
        need();
        state.onFocus();
      },
    };
  };

  return (
    <LightFormCard title={texts.title} onSubmit={submit} width={520}>
      <LightResultAlert
        result={result}
        onClose={() => setResult(null)}
        closeLabel={texts.dismiss}
        say={say}
      />
      <LightTextInput label={texts.name} autoComplete="name" field={field('name')} />
      <LightTextInput label={texts.email} type="email" autoComplete="email" field={field('email')} />
      <LightPhoneInput
        label={texts.phone}
        countryLabel={texts.country}
        nothingFound={texts.noCountry}
        field={field('mobile')}
        numbers={numbers}
        onNeed={need}
      />
      <LightTextarea label={texts.message} rows={5} field={field('message')} />
      <LightButton type="submit" loading={busy} fullWidth>
        {texts.submit}
      </LightButton>
    </LightFormCard>
  );
}
