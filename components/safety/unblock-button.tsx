'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { LightButton } from '@/components/ui/light-controls';
import { useTranslations } from 'next-intl';
import { withMantine } from '@/components/with-mantine';

// The question (Mantine's Modal) downloads when the pointer or the focus first comes to the
// button, and is drawn from the first click, which opens it.
const loadDialog = () => withMantine(import('./unblock-dialog').then((m) => m.UnblockDialog));
const UnblockDialog = dynamic(loadDialog, { ssr: false });
const preload = () => void loadDialog();

/** Unblock on the Blocked members list: asks first, and says what follows. */
export function UnblockButton({ blockId, name }: { blockId: number; name: string }) {
  const t = useTranslations('member.safety');
  const [opened, setOpened] = useState(false);
  // The dialog is mounted from the first opening on (and kept, so that it closes with its animation).
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  return (
    <>
      <LightButton size="xs" variant="default" onClick={open} onPointerEnter={preload} onFocus={preload}>
        {t('unblock')}
      </LightButton>
      {used && (
        <UnblockDialog blockId={blockId} name={name} opened={opened} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
