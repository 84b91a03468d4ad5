'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { ReceiptModal } from './receipt-modal';

/**
 * The ledger's "Collect fee": the payment form for this student, in the receipts' modal (the new
 * receipt opens there to print); the ledger reloads as soon as the payment is saved.
 */
export function CollectFee({ student }: { student: { value: string; label: string } }) {
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconCash size={16} />} onClick={() => setOpened(true)}>
        Collect fee
      </Button>
      <ReceiptModal
        opened={opened}
        id={null}
        student={student}
        onClose={() => setOpened(false)}
        onChanged={() => router.refresh()}
      />
    </>
  );
}
