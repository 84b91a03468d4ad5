'use client';

import { useState } from 'react';
import { Select, Stack } from '@mantine/core';
import { DateField } from '@/components/ui/date-field';
import {
  cleanDateFilter,
  DATE_OP_LABELS,
  DATE_OPS,
  isDateOp,
  type DateFilter,
  type DateOp,
} from './date-filter';

type Props = {
  label: string;
  value: unknown;
  onChange: (value: DateFilter | undefined) => void;
};

const OPTIONS = DATE_OPS.map((op) => ({ value: op, label: DATE_OP_LABELS[op] }));

/**
 * A date column's filter: the comparison, then the day (two for between), typed or picked as
 * dd/mm/yyyy. The table hears of it only once it is complete; emptying a day clears the filter.
 */
export function DateFilterInput({ label, value, onChange }: Props) {
  const current = cleanDateFilter(value);
  const [op, setOp] = useState<DateOp>(current?.op ?? 'is');
  const [from, setFrom] = useState(current?.from ?? '');
  const [to, setTo] = useState(current?.to ?? '');

  // The table's value changed from outside (Clear, a link): show it. An empty value while the
  // inputs hold half a filter is this input's own doing, and keeps what was typed.
  const external = JSON.stringify(current);
  const [seen, setSeen] = useState(external);
  if (seen !== external) {
    setSeen(external);
    if (current || cleanDateFilter({ op, from, to })) {
      setOp(current?.op ?? 'is');
      setFrom(current?.from ?? '');
      setTo(current?.to ?? '');
    }
  }

  const announce = (next: { op: DateOp; from: string; to: string }) =>
    onChange(cleanDateFilter(next) ?? undefined);

  return (
    <Stack gap={4} miw={150} onClick={(event) => event.stopPropagation()}>
      <Select
        size="xs"
        data={OPTIONS}
        value={op}
        allowDeselect={false}
        aria-label={`${label} comparison`}
        onChange={(next) => {
          if (!isDateOp(next)) return;
          setOp(next);
          announce({ op: next, from, to });
        }}
      />
      <DateField
        size="xs"
        aria-label={op === 'between' ? `${label} from` : `${label} day`}
        value={from}
        onChange={(day) => {
          setFrom(day);
          announce({ op, from: day, to });
        }}
      />
      {op === 'between' && (
        <DateField
          size="xs"
          aria-label={`${label} to`}
          value={to}
          onChange={(day) => {
            setTo(day);
            announce({ op, from, to: day });
          }}
        />
      )}
    </Stack>
  );
}
