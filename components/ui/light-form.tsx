'use client';

import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { specSayer, type SpecTexts } from '@/lib/i18n/spec-say';
import { Paper, Stack, Title } from './static-mantine';

/**
 * The light public forms (login, the e-mailed links, a new password; issue 28 item 3: ≤ 150 kB of
 * first-load JavaScript): native <form>, <input> and <button> written with the elements, classes,
 * data attributes and CSS variables Mantine 7 writes for its Alert, TextInput, PasswordInput and
 * Button (as components/ui/static-mantine.tsx does for static markup), and a small form state with
 * Mantine's form behaviour (checked when a field is left and on submit, an error cleared by typing,
 * the spec's green state once touched). No Mantine provider, no next-intl, no zod in the browser:
 * the page passes the texts and the spec's messages (SpecTexts) as props.
 * tests/unit/light-form.test.tsx compares the markup with Mantine's own.
 */

export type Vars = CSSProperties & Record<`--${string}`, string | number | undefined>;

/** The spec's English messages in the page's language (lib/i18n/spec-say.ts). */
export function useSay(spec: SpecTexts) {
  return useMemo(() => specSayer(spec), [spec]);
}

type Errors<Values> = Partial<Record<keyof Values, string>>;

/**
 * A form's values, errors and touched fields, as @mantine/form keeps them with validateInputOnBlur:
 * `rules` answers the English message of each bad field, shown through `say`.
 */
export function useLightForm<Values extends Record<string, string | boolean>>(
  initialValues: Values,
  rules: (values: Values) => Errors<Values>,
  say: (text: string) => string,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrorsState] = useState<Errors<Values>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const current = rules(values);

  const setError = (path: keyof Values, message: string | undefined) =>
    setErrorsState((old) => ({ ...old, [path]: message && say(message) }));
  /** Errors by field, in English (the server's, the rules'): each shown in the page's language. */
  const setErrors = (found: Errors<Values>) =>
    setErrorsState(
      Object.fromEntries(
        Object.entries(found).flatMap(([path, message]) => (message ? [[path, say(message as string)]] : [])),
      ) as Errors<Values>,
    );

  const field = (path: keyof Values & string) => ({
    path,
    value: String(values[path]),
    error: errors[path],
    // Touched, passing the rules now, and no message shown (the server may refuse what the rules accept).
    valid: Boolean(touched[path] && !errors[path] && !current[path]),
    onChange: (value: string | boolean) => {
      setValues((old) => ({ ...old, [path]: value }));
      setTouched((old) => ({ ...old, [path]: true }));
      if (errors[path]) setError(path, undefined);
    },
    onFocus: () => setTouched((old) => ({ ...old, [path]: true })),
    onBlur: () => setError(path, current[path]),
  });

  /** A checkbox's state, as field() an input's. */
  const checkbox = (path: keyof Values & string) => {
    const { onChange, onFocus, onBlur, error } = field(path);
    return { path, checked: values[path] === true, error, onChange, onFocus, onBlur };
  };

  /** The form's onSubmit: every rule checked, the first bad field focused, else `send(values)`. */
  const onSubmit = (send: (values: Values) => void) => (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(current);
    const first = (Object.keys(initialValues) as (keyof Values)[]).find((path) => current[path]);
    // The input with Mantine's data-path attribute, as @mantine/form finds it.
    if (first) event.currentTarget.querySelector<HTMLInputElement>(`[data-path="${String(first)}"]`)?.focus();
    else send(values);
  };

  const reset = () => {
    setValues(initialValues);
    setErrorsState({});
    setTouched({});
  };

  return { values, field, checkbox, onSubmit, reset, setErrors };
}

/** The card every public form sits in (Mantine's Paper, as the kit's forms had it): a title over a stack. */
export function LightFormCard({
  title,
  onSubmit,
  width = 420,
  children,
}: {
  title: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** Its widest, in pixels: 420 (the account forms), 520 (contact), 640 (a complaint). */
  width?: number;
  children: ReactNode;
}) {
  return (
    <Paper
      shadow="sm"
      style={{
        padding: 'var(--mantine-spacing-xl)',
        width: '100%',
        maxWidth: `calc(${width / 16}rem * var(--mantine-scale))`,
      }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} style={{ textAlign: 'center' }}>
            {title}
          </Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}

export const svgIcon = (path: string, style: CSSProperties) => (
  <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={style}>
    <path d={path} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
  </svg>
);

/** Mantine's CheckIcon: a ticked checkbox's mark, and the chosen option's in a Select. */
export const CheckIcon = ({ className }: { className: string }) => (
  <svg
    viewBox="0 0 10 7"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    aria-hidden="true"
    className={className}
  >
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

const CLOSE_ICON =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';
/** Mantine's Alert (its light variant's colours), with its close button when `onClose` is given. */
export function LightAlert({
  color,
  variant,
  title,
  onClose,
  closeLabel,
  children,
}: {
  color: 'green' | 'red' | 'blue';
  /** 'light' as Mantine writes it when asked; none: the same look without the attribute. */
  variant?: 'light';
  /** Its title, over the message (the complaint form's ticket number); it names the alert. */
  title?: string;
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
}) {
  const id = useId();
  const vars: Vars = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  };
  return (
    <div
      style={vars}
      className="m_66836ed3 mantine-Alert-root"
      data-variant={variant}
      id={id}
      role="alert"
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          {title && (
            <div
              className="m_6a03f287 mantine-Alert-title"
              data-with-close-button={onClose ? 'true' : undefined}
            >
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant={variant}>
            {children}
          </div>
        </div>
        {onClose && (
          <button
            style={
              {
                '--cb-size': 'calc(1rem * var(--mantine-scale))',
                '--cb-icon-size': 'calc(1rem * var(--mantine-scale))',
              } as Vars
            }
            className="mantine-focus-auto mantine-active m_87f54839 mantine-Alert-closeButton m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root"
            data-variant="transparent"
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
          >
            {svgIcon(CLOSE_ICON, { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' })}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The green or red, dismissible alert in which a light form shows its result, in the page's
 * language: the light twin of components/ui/result-alert.tsx.
 */
export function LightResultAlert({
  result,
  onClose,
  closeLabel,
  say,
}: {
  result: { ok: boolean; message: string } | null;
  onClose: () => void;
  closeLabel: string;
  say: (text: string) => string;
}) {
  if (!result) return null;
  return (
    <LightAlert color={result.ok ? 'green' : 'red'} variant="light" onClose={onClose} closeLabel={closeLabel}>
      {say(result.message)}
    </LightAlert>
  );
}

/** What a field shows and reports (useLightForm's `field(path)`, or a field kept by hand). */
export type FieldState = {
  path?: string;
  value: string;
  error?: string;
  valid?: boolean;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

export type InputProps = {
  label: string;
  field: FieldState;
  autoComplete: string;
  type?: 'email' | 'text';
  inputMode?: 'numeric';
  maxLength?: number;
  autoFocus?: boolean;
};

/** The green border of a touched, valid input (spec section 5), as components/ui/input-verdict.ts. */
export const VALID_BORDER: CSSProperties = { borderColor: 'var(--mantine-color-green-7)' };
export const ERROR_GAP: Vars = { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' };

export function Label({
  id,
  kind,
  children,
}: {
  id: string;
  kind: 'TextInput' | 'PasswordInput';
  children: ReactNode;
}) {
  return (
    <label
      className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
      data-required="true"
      htmlFor={id}
      id={`${id}-label`}
    >
      {children}
      <span
        className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`}
        aria-hidden="true"
      >
        {' *'}
      </span>
    </label>
  );
}

/**
 * Mantine's message under a field (its InputWrapper's; `kind` names the field, and `id` the message
 * as the input's aria-describedby does), or under a Checkbox's label (`inline`: its own classes first).
 */
export function ErrorText({
  id,
  kind,
  error,
  inline,
}: {
  id?: string;
  kind?: string;
  error?: string;
  inline?: boolean;
}) {
  if (!error) return null;
  const wrapper = 'm_8f816625 mantine-InputWrapper-error';
  const className = !kind
    ? wrapper
    : inline
      ? `m_8e8a99cc mantine-${kind}-error ${wrapper}`
      : `${wrapper} mantine-${kind}-error`;
  return (
    <p className={className} id={id && `${id}-error`}>
      {error}
    </p>
  );
}

/** Mantine's TextInput with an asterisk: label, input, and the message under it. */
export function LightTextInput({
  label,
  field,
  autoComplete,
  type,
  inputMode,
  maxLength,
  autoFocus,
}: InputProps) {
  const id = useId();
  const { error, valid } = field;
  return (
    <div
      className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root"
      data-error={error ? 'true' : undefined}
    >
      <Label id={id} kind="TextInput">
        {label}
      </Label>
      <div
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        style={error ? ERROR_GAP : undefined}
        data-error={error ? 'true' : undefined}
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={error ? 'true' : undefined}
          data-path={field.path}
          data-valid={valid || undefined}
          style={valid ? VALID_BORDER : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          id={id}
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          value={field.value}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
        />
      </div>
      <ErrorText id={id} kind="TextInput" error={error} />
    </div>
  );
}
