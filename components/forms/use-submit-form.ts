'use client';

import { useEffect, useId, useState } from 'react';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import type { FormResult } from '@/components/ui/result-alert';
import { translateErrors, useSpecText } from '@/components/i18n/use-spec-text';
import { formValidator, violationErrors } from '@/lib/validation/form';

type FormValues = Record<string, unknown>;

export type SubmitFormOptions<Values extends FormValues, Answer> = {
  /** Create mode's values; edit mode starts from these too until `load` answers. */
  initialValues: Values;
  /** Edit mode: reads the record (through api-client.ts) and opens the form on its values. */
  load?: (signal: AbortSignal) => Promise<Values>;
  /** The zod schema the server parses the same payload with, so each field shows the server's message. */
  schema?: z.ZodType;
  /** Instead of `schema`: rules over the values themselves (the profile's, which also need its lookups). */
  validate?: (values: Values) => Record<string, string>;
  /** What is checked and sent, built from the values (trimmed text, '' as null...). Default: the values. */
  payload?: (values: Values) => unknown;
  /** The request, through api-client.ts: resolves with the server's answer or throws an ApiError. */
  send: (payload: unknown, values: Values) => Promise<Answer>;
  /** After a success: close the modal, reload the list, show the new record. */
  onSuccess?: (answer: Answer) => void;
  /** A success's message (green); none: the caller says it (or nothing needs saying). */
  success?: string | ((answer: Answer, values: Values) => string);
  /**
   * Where the outcome is told: 'alert', in the form (the public and college forms), or 'toast' (the
   * admin screens: spec section 8 asks a warning with the server's hydra:description).
   */
  notify?: 'alert' | 'toast';
  /** The words for a request that got no answer (no network, a proxy's page); null: only logged (spec section 8's password change). */
  unreachable?: string | null;
  /**
   * 'always': the form is cleared after every attempt, as the public forms are (spec section 8);
   * 'never': a saved form keeps its values, now the unchanged ones (the settings forms).
   */
  reset?: 'on-success' | 'always' | 'never';
  /** Mantine's mode; 'uncontrolled' for a long form that need not render at each key (the site settings). */
  mode?: 'controlled' | 'uncontrolled';
  /** Check a field at each change too, not only once it is left. */
  validateOnChange?: boolean;
  /** The paths that have a control; a violation of another path is only told in the alert. Default: the values' keys. */
  fields?: readonly string[];
  /**
   * Shows the first field with a message, after the rules or the server refused. Default: the
   * first field the rules refused takes the focus (a long form scrolls to it instead).
   */
  reveal?: () => void;
};

/**
 * The one client form mechanic (README, "A new form"): a Mantine form checked with the schema the
 * server parses with, one request through api-client.ts, a 422's violations under the fields they
 * name, and the server's message (hydra:description) in the form's alert or a toast. A refused
 * form keeps its values and the button its label, so the user corrects and sends again.
 */
export function useSubmitForm<Values extends FormValues, Answer = unknown>(
  options: SubmitFormOptions<Values, Answer>,
) {
  const { initialValues, schema, payload = (values: Values) => values, notify = 'alert' } = options;
  // The spec's messages (the schema's, the server's) in the page's language; English stays word for word.
  const say = useSpecText();
  const [result, setResult] = useState<FormResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(options.load !== undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: options.mode ?? 'controlled',
    // A name of its own: getInputNode finds this form's fields, not another open form's.
    name: `form${useId().replace(/[^a-zA-Z0-9]/g, '')}`,
    initialValues,
    validate: (values: Values) =>
      translateErrors(
        schema ? formValidator(schema)(payload(values)) : (options.validate?.(values) ?? {}),
        say,
      ),
    validateInputOnBlur: true,
    validateInputOnChange: options.validateOnChange,
  });

  const { load } = options;
  const { initialize } = form;
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (values) => {
        initialize(values);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(
          error instanceof ApiError ? error.message : (options.unreachable ?? MESSAGES.unreachable),
        );
        setLoading(false);
      },
    );
    return () => controller.abort();
    // Loaded once per form: a modal keys its form by the record it edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tell = ({ ok, message }: FormResult) => {
    const told = { ok, message: say(message) };
    if (notify === 'alert') setResult(told);
    else (told.ok ? notifySuccess : notifyWarning)(told.message);
  };

  const fields = options.fields ?? Object.keys(initialValues);
  /** A 422's violations under the fields that have a control; the alert tells the whole answer. */
  const placeViolations = (error: ApiError) => {
    const refused = translateErrors(violationErrors(error.violations), say);
    for (const path of fields) if (refused[path]) form.setFieldError(path, refused[path]);
  };

  const submit = form.onSubmit(
    async (values) => {
      setBusy(true);
      setResult(null);
      try {
        const answer = await options.send(payload(values), values);
        if (options.reset === 'never') form.resetDirty();
        else form.reset();
        const { success } = options;
        if (success)
          tell({ ok: true, message: typeof success === 'string' ? success : success(answer, values) });
        options.onSuccess?.(answer);
      } catch (error) {
        if (options.reset === 'always') form.reset();
        if (error instanceof ApiError) {
          placeViolations(error);
          tell({ ok: false, message: error.message });
          options.reveal?.();
        } else if (options.unreachable === null) console.error('The request failed', error);
        else tell({ ok: false, message: options.unreachable ?? MESSAGES.unreachable });
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      if (options.reveal) return options.reveal();
      // The first field the rules refused takes the focus, where the user reads why.
      const first = fields.find((path) => errors[path]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return { form, submit, busy, loading, loadError, result, dismiss: () => setResult(null) };
}

/** What a form's frame (FormModal's SubmitForm) reads from the hook: the submit and the states it shows. */
export type SubmitFormState = Pick<
  ReturnType<typeof useSubmitForm>,
  'submit' | 'busy' | 'loading' | 'loadError' | 'result' | 'dismiss'
>;
