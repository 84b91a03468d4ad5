'use client';

import { useState } from 'react';
import { LightAlert, LightFormCard, LightTextInput, useLightForm, useSay } from '@/components/ui/light-form';
import { LightSelect, LightTextField, LightTextarea, type LightOption } from '@/components/ui/light-fields';
import type { SpecTexts } from '@/lib/i18n/spec-say';
import { checkGrievance } from '@/lib/validation/grievance-rules';
import { fileGrievanceAction } from './actions';
import { fillIn, type GrievanceTexts } from './texts';
import { LightButton } from '@/components/ui/light-controls';

type Values = { name: string; email: string; subject: string; details: string; profile: string };
const EMPTY: Values = { name: '', email: '', subject: '', details: '', profile: '' };

type Outcome = { ok: true; ticket: string; email: string } | { ok: false; message: string };

/**
 * The complaint form, light (components/ui/light-form.tsx): the ticket number shows at once; the
 * form clears after a filing. Its rules are lib/validation/grievance-rules.ts's (the data layer
 * parses with grievanceSchema); `subjects` are GRIEVANCE_SUBJECTS in the page's language.
 */
export function GrievanceForm({
  texts,
  spec,
  subjects,
}: {
  texts: GrievanceTexts;
  spec: SpecTexts;
  subjects: readonly LightOption[];
}) {
  const say = useSay(spec);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const keys = subjects.map((subject) => subject.value);
  const form = useLightForm<Values>(EMPTY, (values) => checkGrievance(values, keys), say);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await fileGrievanceAction(values);
      if (answer.ok) {
        setOutcome({ ok: true, ticket: answer.ticket, email: answer.email });
        form.reset();
      } else {
        const refused: Partial<Values> = {};
        for (const { propertyPath, message } of answer.violations)
          if (propertyPath in EMPTY) refused[propertyPath as keyof Values] ??= message;
        form.setErrors(refused);
        setOutcome({ ok: false, message: say(answer.error) });
      }
    } catch {
      setOutcome({ ok: false, message: texts.somethingWrong });
    } finally {
      setBusy(false);
    }
  });

  return (
    <LightFormCard title={texts.title} onSubmit={submit} width={640}>
      {outcome && (
        <LightAlert
          color={outcome.ok ? 'green' : 'red'}
          title={outcome.ok ? fillIn(texts.ticket, { ticket: outcome.ticket }) : undefined}
          onClose={() => setOutcome(null)}
          closeLabel={texts.dismiss}
        >
          {outcome.ok
            ? fillIn(texts.received, { ticket: outcome.ticket, email: outcome.email })
            : outcome.message}
        </LightAlert>
      )}
      <LightTextInput label={texts.name} autoComplete="name" field={form.field('name')} />
      <LightTextInput label={texts.email} type="email" autoComplete="email" field={form.field('email')} />
      <LightSelect label={texts.subject} required options={subjects} field={form.field('subject')} />
      <LightTextField
        label={texts.profile}
        description={texts.profileDescription}
        field={form.field('profile')}
      />
      <LightTextarea label={texts.details} rows={5} autosize field={form.field('details')} />
      <LightButton type="submit" loading={busy} fullWidth>
        {texts.submit}
      </LightButton>
    </LightFormCard>
  );
}
