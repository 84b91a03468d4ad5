'use client';

import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How people type and read a day (spec: dd/mm/yyyy, en-IN) and how the API carries it. */
const SHOWN = 'DD/MM/YYYY';
const TYPED = [SHOWN, 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY'];
const API = 'YYYY-MM-DD';

/** A typed day, strictly (31/02/2026 is not a day), or null. */
export function parseShownDate(text: string): Date | null {
  const day = dayjs(text.trim(), TYPED, true);
  return day.isValid() ? day.toDate() : null;
}

const fromApi = (value: string | null | undefined): Date | null => {
  const day = value ? dayjs(value, API, true) : null;
  return day?.isValid() ? day.toDate() : null;
};

type Props = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** YYYY-MM-DD, or '' for no day. */
  value?: string | null;
  onChange: (value: string) => void;
};

/**
 * A date input that shows and accepts dd/mm/yyyy whatever the browser's locale (a native
 * <input type="date"> follows the browser, mm/dd/yyyy in en-US), while its value stays the API's
 * YYYY-MM-DD. A calendar opens on click; typing a whole day sets it.
 */
export function DateField({ value, onChange, ...props }: Props) {
  return (
    <DateInput
      placeholder="dd/mm/yyyy"
      clearable
      {...props}
      value={fromApi(value)}
      onChange={(day) => onChange(day ? dayjs(day).format(API) : '')}
      valueFormat={SHOWN}
      dateParser={parseShownDate}
    />
  );
}
