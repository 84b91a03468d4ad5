'use client';

import { forwardRef, useId, useMemo } from 'react';
import { Input, Select } from '@mantine/core';
import PhoneNumberInput, {
  getCountries,
  getCountryCallingCode,
  type Country,
} from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en';
import { DEFAULT_PHONE_COUNTRY } from '@/lib/validation/contact';

type CountrySelectProps = {
  value?: Country;
  onChange: (country?: Country) => void;
  disabled?: boolean;
  readOnly?: boolean;
};

/**
 * The library's own country list is a plain <select>; this one can be searched by name or
 * calling code ("India +91"), with the labels of react-phone-number-input/locale/en.
 */
function CountrySelect({ value, onChange, disabled, readOnly }: CountrySelectProps) {
  const data = useMemo(
    () =>
      getCountries()
        .map((code) => ({ value: code, label: `${en[code] ?? code} +${getCountryCallingCode(code)}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );
  return (
    <Select
      aria-label="Country"
      data={data}
      value={value ?? null}
      onChange={(code) => onChange((code as Country | null) ?? undefined)}
      searchable
      allowDeselect={false}
      disabled={disabled}
      readOnly={readOnly}
      w={150}
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      nothingFoundMessage="No country"
    />
  );
}

/** The number field itself: a Mantine input, so it looks and shows errors like the others. */
const NumberInput = forwardRef<
  HTMLInputElement,
  Omit<React.ComponentPropsWithoutRef<'input'>, 'size'> & { error?: boolean; valid?: boolean }
>(function NumberInput({ error, valid, ...props }, ref) {
  return (
    <Input
      ref={ref}
      error={error}
      style={{ flex: 1, minWidth: 0 }}
      styles={valid ? { input: { borderColor: 'var(--mantine-color-green-7)' } } : undefined}
      {...props}
    />
  );
});

type Props = {
  label: string;
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: React.ReactNode;
  /** Touched and valid: the number turns green, as spec section 5 asks of the profile form. */
  valid?: boolean;
  withAsterisk?: boolean;
};

/** An international phone input (E.164 value) with a searchable country list, India by default. */
export function PhoneInput({
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  valid = false,
  withAsterisk,
}: Props) {
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} withAsterisk={withAsterisk} id={id}>
      <PhoneNumberInput
        id={id}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        onFocus={onFocus}
        defaultCountry={DEFAULT_PHONE_COUNTRY}
        addInternationalOption={false}
        labels={en}
        international
        countryCallingCodeEditable={false}
        countrySelectComponent={CountrySelect}
        inputComponent={NumberInput}
        error={!!error}
        valid={valid && !error}
        autoComplete="tel"
        aria-invalid={!!error}
        style={{ display: 'flex', gap: 8 }}
      />
    </Input.Wrapper>
  );
}
