import type { CSSProperties, ReactNode } from 'react';
import { ChevronSection } from './chevron-section';

/**
 * Mantine's inputs without Mantine's JavaScript, for forms that work without it (a GET form, as the
 * match filters: issue 28, item 3): native <input>, <select> and a checkbox written with the
 * elements, classes, data attributes and CSS variables Mantine 7 writes for its NumberInput (the
 * input itself: a native number input, without the arrow buttons), NativeSelect and Switch (as
 * components/ui/static-mantine.tsx does for static markup). The filters' lists of checkboxes are
 * leaner still: native ones drawn by their CSS module (components/matches/match-filters.tsx).
 * Uncontrolled: each has a `name` and its first value, the browser keeps the rest (the select may
 * also be controlled, as the porutham tool's). No hooks and no directive: the ids are given.
 * tests/unit/static-inputs.test.tsx compares each with Mantine's own rendering.
 */

// Its own module, so that a light form that draws a Select loads none of the inputs here.
export { ChevronSection };

type Vars = CSSProperties & Record<`--${string}`, string | number | undefined>;

/** Mantine's input label, for a field or (as a <legend>) for a group. */
function InputLabel({
  kind,
  htmlFor,
  id,
  children,
}: {
  kind: string;
  htmlFor?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
      htmlFor={htmlFor}
      id={id}
    >
      {children}
    </label>
  );
}

/** Mantine's NumberInput as a native number input (the browser checks min, max and step before sending). */
export function StaticNumberInput({
  id,
  name,
  label,
  defaultValue,
  placeholder,
  min,
  max,
  step,
}: {
  id: string;
  name: string;
  label: ReactNode;
  defaultValue: string;
  placeholder?: string;
  min: number;
  max: number;
  step?: number;
}) {
  return (
    <div className="m_e2f5cd4e m_46b77525 mantine-InputWrapper-root mantine-NumberInput-root">
      <InputLabel kind="NumberInput" htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <div className="m_6c018570 mantine-Input-wrapper mantine-NumberInput-wrapper" data-variant="default">
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-NumberInput-input"
          data-variant="default"
          id={id}
          name={name}
          type="number"
          inputMode={step && step < 1 ? 'decimal' : 'numeric'}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          defaultValue={defaultValue}
        />
      </div>
    </div>
  );
}

/** The wrapper of an input with a chevron on its right (NativeSelect's, and a disclosure drawn as one): its style, then its data attributes. */
export const CHEVRON_WRAPPER_STYLE: Vars = { '--input-right-section-pointer-events': 'none' };
export const chevronWrapperData = (disabled?: boolean) => ({
  'data-variant': 'default',
  'data-pointer': 'true',
  'data-disabled': disabled ? 'true' : undefined,
  'data-with-right-section': 'true',
});

/**
 * Mantine's NativeSelect: uncontrolled in a GET form (`name`, `defaultValue`; the browser keeps the
 * rest), or controlled (`value`, `onChange`). A `placeholder` is a hidden first option of value '',
 * shown until something is chosen. Not Mantine's Select: its combobox brings Popover and floating-ui
 * (about 30 kB gzipped; issue 28), and a phone shows its own picker for a native one.
 */
export function StaticNativeSelect({
  id,
  name,
  label,
  options,
  defaultValue,
  value,
  placeholder,
  disabled,
  className,
  onChange,
}: {
  id: string;
  name?: string;
  label: ReactNode;
  options: { value: string; label: string }[];
  defaultValue?: string;
  value?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Added to the select's own classes (a placeholder's colour). */
  className?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root">
      <InputLabel kind="NativeSelect" htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <div
        style={CHEVRON_WRAPPER_STYLE}
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        {...chevronWrapperData(disabled)}
      >
        <select
          className={`m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input${className ? ` ${className}` : ''}`}
          data-variant="default"
          data-disabled={disabled || undefined}
          disabled={disabled}
          id={id}
          name={name}
          defaultValue={defaultValue}
          value={value}
          onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        >
          {placeholder !== undefined && (
            <option value="" disabled hidden>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronSection kind="NativeSelect" />
      </div>
    </div>
  );
}

/** Mantine's Switch: a native checkbox with the switch role, sent as `name=value` when on. */
export function StaticSwitch({
  id,
  name,
  value,
  label,
  defaultChecked,
  className,
}: {
  id: string;
  name: string;
  value: string;
  label: ReactNode;
  defaultChecked: boolean;
  className?: string;
}) {
  return (
    <div
      className={`m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root${className ? ` ${className}` : ''}`}
      data-label-position="right"
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="m_926b4011 mantine-Switch-input"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span className="m_93039a1d mantine-Switch-thumb" data-reduce-motion="true" />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        {/* A long word (Tamil has them) wraps inside its space instead of widening it. */}
        <div className="m_d3ea56bb mantine-Switch-labelWrapper" style={{ minWidth: 0 }}>
          <span style={{ overflowWrap: 'anywhere' }} className="m_8ee546b8 mantine-Switch-label">
            {label}
          </span>
        </div>
      </label>
    </div>
  );
}

const RADIO_VARS: Vars = { '--radio-color': 'var(--mantine-color-grape-filled)' };

/**
 * Mantine's Radio.Group with its Radios in a Stack (gap 6, 6 above), as native radio buttons: the
 * same markup and classes, without Mantine's Radio, whose RadioCard needs the direction context that
 * Turbopack puts in the floating-ui chunk (14 kB gzipped). Controlled: `onChange` gets the value.
 */
export function StaticRadioGroup({
  id,
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: string;
  options: { value: string; label: ReactNode }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const labelId = `${id}-label`;
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-RadioGroup-root">
      <div className="m_8fdc1311 mantine-InputWrapper-label mantine-RadioGroup-label" id={labelId}>
        {label}
      </div>
      <div role="radiogroup" aria-labelledby={labelId}>
        <div
          style={
            {
              '--stack-gap': 'calc(0.375rem * var(--mantine-scale))',
              '--stack-align': 'stretch',
              '--stack-justify': 'flex-start',
              marginTop: 'calc(0.375rem * var(--mantine-scale))',
            } as Vars
          }
          className="m_6d731127 mantine-Stack-root"
        >
          {options.map((option) => {
            const checked = option.value === value;
            const inputId = `${id}-${option.value}`;
            return (
              <div
                key={option.value}
                style={RADIO_VARS}
                className="m_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root"
                data-label-position="right"
                data-checked={checked || undefined}
              >
                <div className="m_5f6e695e mantine-Radio-body">
                  <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
                    <input
                      className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
                      id={inputId}
                      disabled={disabled}
                      type="radio"
                      value={option.value}
                      checked={checked}
                      name={id}
                      onChange={() => onChange(option.value)}
                    />
                    <svg
                      xmlns="http://www.w3.org/2000/svg"
                      fill="none"
                      viewBox="0 0 5 5"
                      aria-hidden="true"
                      className="m_f3ed6b2b mantine-Radio-icon"
                    >
                      <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
                    </svg>
                  </div>
                  <div
                    className="m_d3ea56bb mantine-Radio-labelWrapper"
                    data-disabled={disabled || undefined}
                  >
                    <label
                      className="m_8ee546b8 mantine-Radio-label"
                      htmlFor={inputId}
                      data-disabled={disabled || undefined}
                    >
                      {option.label}
                    </label>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
