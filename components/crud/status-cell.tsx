import { IconCheck, IconX } from '@tabler/icons-react';

/** Status in a list: a green tick for true, a red cross for false (spec section 2). */
export function StatusCell({ value }: { value: unknown }) {
  return value === true ? (
    <IconCheck role="img" aria-label="Active" color="var(--mantine-color-green-7)" size={20} stroke={2.5} />
  ) : (
    <IconX role="img" aria-label="Inactive" color="var(--mantine-color-red-7)" size={20} stroke={2.5} />
  );
}
