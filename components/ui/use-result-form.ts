'use client';

import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import type { Violation } from '@/lib/errors';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { formValidator, violationErrors } from '@/lib/validation/form';
import type { FormResult } from './result-alert';

type Options<Values extends Record<string, unknown>> = {
  initialValues: Values;
  schema: z.ZodType;
  send: (values: Values) => Promise<ActionAnswer>;
  success: string;
  /** Shown when the server refuses without saying why, or the request fails. */
  failure: string;
};

/**
 * The public forms' common behaviour (spec sections 4 and 8): validate with the zod schema the
 * server action also uses, send to the action, show the { result, formerror } answer in a green or
 * red alert, and clear the form after every attempt. A field the server refused (422) also shows
 * the server's message under it.
 */
export function useResultForm<Values extends Record<string, unknown>>(options: Options<Values>) {
  const [result, setResult] = useState<FormResult | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: formValidator(options.schema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setResult(null);
    let violations: Violation[] = [];
    try {
      const answer = await options.send(values);
      violations = answer.violations ?? [];
      setResult(
        answer.result
          ? { ok: true, message: options.success }
          : { ok: false, message: answer.formerror ?? options.failure },
      );
    } catch {
      setResult({ ok: false, message: options.failure });
    } finally {
      form.reset();
      form.setErrors(violationErrors(violations));
      setBusy(false);
    }
  });

  return { form, submit, busy, result, dismiss: () => setResult(null) };
}
