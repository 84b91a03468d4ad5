'use client';

import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

export function PrintButton({ className }: { className?: string }) {
  return (
    <Button className={className} leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
      Print
    </Button>
  );
}
