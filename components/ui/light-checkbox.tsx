'use client';

import { useId, type ReactNode } from 'react';
import { CheckIcon, ErrorText, type Vars } from './light-form';

// Its own module, apart from light-form.tsx: only the registration form has a checkbox, and
// Turbopack ships a client module whole (issue 28: ≤ 150 kB of first-load JavaScript on public pages).

/** Mantine's Checkbox: a box and its label (which may hold links), the message under the label. */
export function LightCheckbox({
  label,
  state,
}: {
  label: ReactNode;
  state: {
    path?: string;
    checked: boolean;
    error?: string;
    onChange: (checked: boolean) => void;
    onFocus?: () => void;
    onBlur?: () => void;
  };
}) {
  const id = useId();
  const { checked, error } = state;
  return (
    <div
      style={{ '--checkbox-color': 'var(--mantine-color-grape-filled)' } as Vars}
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-error={error ? 'true' : undefined}
            id={id}
            type="checkbox"
            data-path={state.path}
            checked={checked}
            onChange={(event) => state.onChange(event.currentTarget.checked)}
            onFocus={state.onFocus}
            onBlur={state.onBlur}
          />
          <CheckIcon className="m_bf295423 mantine-Checkbox-icon" />
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper">
          <label className="m_8ee546b8 mantine-Checkbox-label" htmlFor={id}>
            {label}
          </label>
          <ErrorText kind="Checkbox" inline error={error} />
        </div>
      </div>
    </div>
  );
}
