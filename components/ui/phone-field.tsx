'use client';

import { forwardRef, useMemo } from 'react';
import { Input, Select } from '@mantine/core';
import PhoneInput, { getCountryCallingCode, type Country } from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en.json';

/**
 * An international phone input with a searchable country list, India by default; its value is
 * E.164 (`+919876543210`) or '' when empty. Shared by the profile form and the contact form.
 * Validate with `isPossiblePhoneNumber` from react-phone-number-input.
 */
type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: React.ReactNode;
  /** Touched and valid: the number box turns green, as the spec's forms do. */
  valid?: boolean;
  withAsterisk?: boolean;
  name?: string;
  defaultCountry?: Country;
};

type CountrySelectProps = {
  value?: Country;
  onChange: (country?: Country) => void;
  options: { value?: Country; label: string; divider?: boolean }[];
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
};

/** Replaces the library's native <select>: Mantine's is searchable, by name or by calling code. */
function CountrySelect({
  value,
  onChange,
  options,
  disabled,
  readOnly,
  'aria-label': ariaLabel,
}: CountrySelectProps) {
  const data = useMemo(
    () =>
      options
        .filter((o): o is { value: Country; label: string } => !!o.value && !o.divider)
        .map((o) => ({ value: o.value, label: `${o.label} +${getCountryCallingCode(o.value)}` })),
    [options],
  );
  return (
    <Select
      aria-label={ariaLabel ?? en.country}
      data={data}
      value={value ?? null}
      onChange={(country) => onChange((country as Country | null) ?? undefined)}
      searchable
      allowDeselect={false}
      disabled={disabled}
      readOnly={readOnly}
      w={{ base: 130, xs: 170 }}
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      nothingFoundMessage="No country"
    />
  );
}

/** The number box: Mantine's input, so the field looks like its neighbours and turns red on error. */
const NumberBox = forwardRef<
  HTMLInputElement,
  Omit<React.ComponentPropsWithoutRef<'input'>, 'size'> & { error?: boolean; valid?: boolean }
>(function NumberBox({ error, valid, ...props }, ref) {
  return (
    <Input
      ref={ref}
      {...props}
      error={error}
      style={{ flex: 1, minWidth: 0 }}
      styles={valid ? { input: { borderColor: 'var(--mantine-color-green-7)' } } : undefined}
    />
  );
});

export function PhoneField({
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  valid = false,
  withAsterisk,
  name,
  defaultCountry = 'IN',
}: Props) {
  const id = `phone-${name ?? 'field'}`;
  return (
    <Input.Wrapper label={label} error={error} withAsterisk={withAsterisk} labelProps={{ htmlFor: id }}>
      <PhoneInput
        id={id}
        name={name}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        onFocus={onFocus}
        defaultCountry={defaultCountry}
        labels={en}
        addInternationalOption={false}
        countrySelectComponent={CountrySelect}
        inputComponent={NumberBox}
        numberInputProps={{ error: !!error, valid: valid && !error }}
        autoComplete="tel"
        style={{ display: 'flex', gap: 8, alignItems: 'center' }}
      />
    </Input.Wrapper>
  );
}
