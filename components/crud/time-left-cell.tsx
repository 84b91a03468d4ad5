'use client';

import { useState } from 'react';
import { Text } from '@mantine/core';

const HOUR = 3600_000;

function describe(ms: number): string {
  const hours = Math.abs(ms) / HOUR;
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} days`;
}

/** A deadline as the time left against it, red once passed; empty when none runs (a closed ticket). */
export function TimeLeftCell({ value }: { value: unknown }) {
  // The clock as the cell first showed: a render must not read it (React keeps renders pure).
  const [now] = useState(() => Date.now());
  if (typeof value !== 'string' || !value)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const left = new Date(value).getTime() - now;
  return (
    // Rendered on the server and again in the browser a moment later: the minutes may differ.
    <Text
      size="sm"
      c={left < 0 ? 'red' : left < 6 * HOUR ? 'orange' : undefined}
      fw={left < 0 ? 600 : undefined}
      suppressHydrationWarning
    >
      {left < 0 ? `Overdue by ${describe(left)}` : `${describe(left)} left`}
    </Text>
  );
}
