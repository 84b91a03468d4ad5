'use client';

import { useId, useState } from 'react';
import { ERROR_GAP, ErrorText, Label, VALID_BORDER, svgIcon, type InputProps, type Vars } from './light-form';

// Its own module, apart from light-form.tsx: the contact and grievance forms have no password, and
// Turbopack ships a client module whole (issue 28: ≤ 150 kB of first-load JavaScript on public pages).

const EYE_ICON =
  'M7.5 11C4.80285 11 2.52952 9.62184 1.09622 7.50001C2.52952 5.37816 4.80285 4 7.5 4C10.1971 4 12.4705 5.37816 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11ZM7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C1.65639 10.2936 4.30786 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C13.3436 4.70638 10.6921 3 7.5 3ZM7.5 9.5C8.60457 9.5 9.5 8.60457 9.5 7.5C9.5 6.39543 8.60457 5.5 7.5 5.5C6.39543 5.5 5.5 6.39543 5.5 7.5C5.5 8.60457 6.39543 9.5 7.5 9.5Z';
const EYE_OFF_ICON =
  'M13.3536 2.35355C13.5488 2.15829 13.5488 1.84171 13.3536 1.64645C13.1583 1.45118 12.8417 1.45118 12.6464 1.64645L10.6828 3.61012C9.70652 3.21671 8.63759 3 7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C0.902945 9.08812 2.02314 10.1861 3.36061 10.9323L1.64645 12.6464C1.45118 12.8417 1.45118 13.1583 1.64645 13.3536C1.84171 13.5488 2.15829 13.5488 2.35355 13.3536L4.31723 11.3899C5.29348 11.7833 6.36241 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C14.0971 5.9119 12.9769 4.81391 11.6394 4.06771L13.3536 2.35355ZM9.90428 4.38861C9.15332 4.1361 8.34759 4 7.5 4C4.80285 4 2.52952 5.37816 1.09622 7.50001C1.87284 8.6497 2.89609 9.58106 4.09974 10.1931L9.90428 4.38861ZM5.09572 10.6114L10.9003 4.80685C12.1039 5.41894 13.1272 6.35031 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11C6.65241 11 5.84668 10.8639 5.09572 10.6114Z';

/**
 * Mantine's PasswordInput: its eye button shows and hides the password (out of the tab order, as
 * Mantine's). The button is named by a visually hidden text (`toggleLabel`, "Show password") and
 * says whether the password shows (aria-pressed); Mantine hides its button from assistive technology
 * instead, which left a screen reader no way to show the password. A text, not aria-label: a field's
 * label ("Password") must name the input alone (Playwright's getByLabel matches aria-label too).
 */
export function LightPasswordInput({
  label,
  description,
  field,
  autoComplete,
  toggleLabel,
}: Omit<InputProps, 'type' | 'inputMode'> & { description?: string; toggleLabel: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { error, valid } = field;
  const wrapperVars: Vars = {
    ...(description && { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' }),
    ...(error && ERROR_GAP),
    '--input-left-section-pointer-events': 'none',
    '--input-right-section-pointer-events': 'all',
  };
  // The message first, then the hint, as Mantine names them.
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ');
  return (
    <div
      className="m_f61ca620 mantine-PasswordInput-root m_46b77525 mantine-InputWrapper-root mantine-PasswordInput-root"
      data-error={error ? 'true' : undefined}
    >
      <Label id={id} kind="PasswordInput">
        {label}
      </Label>
      {description && (
        <p
          className="m_fe47ce59 mantine-InputWrapper-description mantine-PasswordInput-description"
          id={`${id}-description`}
        >
          {description}
        </p>
      )}
      <div
        style={wrapperVars}
        className="m_6c018570 mantine-Input-wrapper mantine-PasswordInput-wrapper"
        data-variant="default"
        data-with-right-section="true"
        data-error={error ? 'true' : undefined}
      >
        <div
          className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input"
          data-variant="default"
          data-error={error ? 'true' : undefined}
          style={valid ? VALID_BORDER : undefined}
        >
          <input
            className="m_f2d85dd2 mantine-PasswordInput-innerInput"
            id={id}
            autoComplete={autoComplete}
            data-path={field.path}
            type={visible ? 'text' : 'password'}
            value={field.value}
            data-invalid={error ? 'true' : undefined}
            data-valid={valid || undefined}
            // Mantine's PasswordInput leaves this out; a screen reader should hear the field is wrong.
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onFocus={field.onFocus}
            onBlur={field.onBlur}
          />
        </div>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-PasswordInput-section">
          <button
            style={
              {
                '--ai-bg': 'transparent',
                '--ai-hover': 'var(--mantine-color-gray-light-hover)',
                '--ai-color': 'var(--mantine-color-gray-light-color)',
                '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
              } as Vars
            }
            className="mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
            data-variant="subtle"
            type="button"
            aria-hidden="false"
            tabIndex={-1}
            aria-pressed={visible}
            // As Mantine's: the input keeps the focus, so the toggle does not count as leaving it.
            onTouchEnd={(event) => {
              event.preventDefault();
              setVisible((shown) => !shown);
            }}
            onMouseDown={(event) => {
              event.preventDefault();
              setVisible((shown) => !shown);
            }}
            onKeyDown={(event) => {
              if (event.key === ' ') {
                event.preventDefault();
                setVisible((shown) => !shown);
              }
            }}
          >
            <span className="m_8d3afb97 mantine-ActionIcon-icon">
              {svgIcon(visible ? EYE_OFF_ICON : EYE_ICON, {
                width: 'var(--psi-icon-size)',
                height: 'var(--psi-icon-size)',
              })}
              <span className="m_515a97f8 mantine-VisuallyHidden-root">{toggleLabel}</span>
            </span>
          </button>
        </div>
      </div>
      <ErrorText id={id} kind="PasswordInput" error={error} />
    </div>
  );
}
