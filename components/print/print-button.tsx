'use client';

import { LightButton } from '@/components/ui/light-controls';
import { IconPrinter } from '@tabler/icons-react';

/** Prints the page (the print CSS leaves only the document). */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <LightButton leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
      {label}
    </LightButton>
  );
}
