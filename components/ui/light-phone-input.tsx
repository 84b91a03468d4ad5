'use client';

import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { LightInputWrapper, LightSelect, inputAttributes } from './light-fields';
import type { FieldState } from './light-form';

/**
 * The phone input of components/ui/phone-input.tsx (react-phone-number-input with a searchable
 * country list, India by default, an E.164 value), light: Mantine's markup without Mantine's
 * JavaScript, and libphonenumber (its metadata, the country list, the formatting) loaded when first
 * needed, from ./phone-numbers.ts. Until then the field shows India and "+91" and takes digits.
 */

type PhoneNumbers = typeof import('./phone-numbers');

/** The default country (spec section 9, as lib/validation/contact.ts's DEFAULT_PHONE_COUNTRY) before the list loads. */
export const DEFAULT_COUNTRY = { value: 'IN', label: 'India +91', callingCode: '91' } as const;

let loading: Promise<PhoneNumbers> | null = null;

/** The phone numbers' module, loaded once (again after a failed download). */
function loadPhoneNumbers(): Promise<PhoneNumbers> {
  loading ??= import('./phone-numbers').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The phone numbers' module once loaded (null before), and `load` to ask for it: once `load`'s
 * promise settles, the component has rendered with the module (a form resubmitted then checks the
 * number).
 */
export function usePhoneNumbers() {
  const [numbers, setNumbers] = useState<PhoneNumbers | null>(null);
  const load = useCallback(
    () =>
      loadPhoneNumbers().then((loaded) => {
        flushSync(() => setNumbers(loaded));
        return loaded;
      }),
    [],
  );
  return { numbers, load };
}

/**
 * The national digits of what the number input now holds, after "+<calling code>": an edit of the
 * calling code itself is refused (as react-phone-number-input's countryCallingCodeEditable=false),
 * digits alone (the prefix replaced, a paste) are the national number.
 */
function nationalDigits(text: string, callingCode: string, previous: string): string {
  const digits = text.replace(/\D/g, '');
  if (!text.trim().startsWith('+')) return digits;
  return digits.startsWith(callingCode) ? digits.slice(callingCode.length) : previous;
}

/** An international phone input (E.164 value, '' for none) with a searchable country list, India by default. */
export function LightPhoneInput({
  label,
  field,
  numbers,
  onNeed,
  countryLabel = 'Country',
  nothingFound = 'No country',
}: {
  label: string;
  field: FieldState;
  /** The loaded module (usePhoneNumbers), or null. */
  numbers: PhoneNumbers | null;
  /** Asks for the module (the field or the country list is used). */
  onNeed: () => void;
  countryLabel?: string;
  nothingFound?: string;
}) {
  const id = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  const [country, setCountry] = useState<string>(DEFAULT_COUNTRY.value);
  const callingCode = numbers ? numbers.callingCode(country) : DEFAULT_COUNTRY.callingCode;
  const prefix = `+${callingCode}`;
  const national = field.value.startsWith(prefix) ? field.value.slice(prefix.length) : '';
  const shown = numbers ? numbers.formatTyped(country, national) : `${prefix}${national && ` ${national}`}`;
  const { error } = field;
  /**
   * Typing goes after the calling code, as react-phone-number-input's smart caret has it: a caret
   * inside "+91" (where a focus by script or a click may put it) moves to the end first.
   */
  /**
   * An edit inside the number keeps the caret where it was among the digits: the value is formatted
   * again after each edit ("+91 98765 43210"), and React putting the new text in would move the caret
   * to the end (react-phone-number-input's smart caret does the same).
   */
  const digitsBeforeCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = numberRef.current;
    const digits = digitsBeforeCaret.current;
    digitsBeforeCaret.current = null;
    if (!input || digits === null || document.activeElement !== input) return;
    let position = 0;
    for (let seen = 0; position < shown.length && seen < digits; position++)
      if (/\d/.test(shown[position])) seen++;
    input.setSelectionRange(position, position);
  }, [shown]);
  const caretAfterPrefix = (input: HTMLInputElement) => {
    const { selectionStart: start, selectionEnd: end } = input;
    if (start !== null && start === end && start < prefix.length)
      input.setSelectionRange(input.value.length, input.value.length);
  };

  return (
    <LightInputWrapper id={id} label={label} required error={error} bare>
      <div className="PhoneInput" style={{ display: 'flex', gap: 8 }}>
        <LightSelect
          ariaLabel={countryLabel}
          options={numbers ? numbers.COUNTRY_OPTIONS : [DEFAULT_COUNTRY]}
          field={{
            value: country,
            onChange: (code) => {
              setCountry(code);
              // A new country starts a new number, and the number takes the focus.
              field.onChange('');
              numberRef.current?.focus();
            },
          }}
          searchable
          width={150}
          dropdownWidth={280}
          nothingFound={nothingFound}
          onOpen={onNeed}
        />
        <div
          style={{
            ...(error && { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' }),
            flex: 1,
            minWidth: 0,
          }}
          className="m_6c018570 mantine-Input-wrapper"
          data-variant="default"
          data-error={error ? 'true' : undefined}
        >
          <input
            ref={numberRef}
            className="m_8fb7ebe7 mantine-Input-input PhoneInputInput"
            {...inputAttributes(id, field)}
            onFocus={(event) => {
              caretAfterPrefix(event.currentTarget);
              onNeed();
              field.onFocus?.();
            }}
            onKeyDown={(event) => {
              if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
                caretAfterPrefix(event.currentTarget);
            }}
            type="tel"
            autoComplete="tel"
            value={shown}
            onChange={(event) => {
              const { value, selectionStart } = event.currentTarget;
              digitsBeforeCaret.current =
                selectionStart !== null && selectionStart < value.length
                  ? value.slice(0, selectionStart).replace(/\D/g, '').length
                  : null;
              const digits = nationalDigits(value, callingCode, national);
              field.onChange(digits ? `${prefix}${digits}` : '');
            }}
          />
        </div>
      </div>
    </LightInputWrapper>
  );
}
