'use client';

import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

/** Prints the page (the print CSS leaves only the document). */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
      {label}
    </Button>
  );
}
