'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { withMantine } from '@/components/with-mantine';

// The dialog (Mantine's Modal, the form kit and the schema) downloads when the pointer or the
// focus first comes to the button, or at the first click, which opens it.
const loadDialog = () => withMantine(import('./delete-account-dialog').then((m) => m.DeleteAccountDialog));
const DeleteAccountDialog = dynamic(loadDialog, { ssr: false });
const preload = () => void loadDialog();

/** "Delete my account": a dialog that says what follows, confirmed by the password. */
export function DeleteAccount() {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on (and kept, so that it closes with its animation).
  const [used, setUsed] = useState(false);
  const t = useTranslations('account');
  return (
    <>
      <Button
        color="red"
        variant="outline"
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {t('deleteMyAccount')}
      </Button>
      {used && <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
