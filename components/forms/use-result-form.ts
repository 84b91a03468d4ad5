'use client';

import type { z } from 'zod';
import { fromAction } from './from-action';
import { useSubmitForm } from './use-submit-form';
import type { ActionAnswer } from '@/lib/http/legacy-json';

type Options<Values extends Record<string, unknown>> = {
  initialValues: Values;
  schema: z.ZodType;
  send: (values: Values) => Promise<ActionAnswer>;
  success: string;
  /** Shown when the server refuses without saying why, or the request fails. */
  failure: string;
};

/**
 * The public forms (spec sections 4 and 8) on the form kit: their server action answers
 * { result, formerror, violations } rather than an HTTP status, read here as a success or a
 * refusal. The result shows in the green or red alert, the form is cleared after every attempt, and
 * a field the server refused (422) shows the server's message under it.
 */
export function useResultForm<Values extends Record<string, unknown>>(options: Options<Values>) {
  return useSubmitForm<Values, ActionAnswer>({
    initialValues: options.initialValues,
    schema: options.schema,
    send: (_payload, values) => fromAction(options.send, options.failure)(values),
    success: options.success,
    unreachable: options.failure,
    reset: 'always',
  });
}
