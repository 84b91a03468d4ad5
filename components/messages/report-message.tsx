'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { withMantine } from '@/components/with-mantine';

// The question (Mantine's Modal and Select, with floating-ui) downloads when the pointer or the
// focus first comes to the button, and is drawn from the first click, which opens it (issue 28).
const loadDialog = () => withMantine(import('./report-message-dialog').then((m) => m.ReportMessageDialog));
const ReportMessageDialog = dynamic(loadDialog, { ssr: false });
const preload = () => void loadDialog();

/** Report one message the other member sent: into the moderation queue with the messages around it. */
export function ReportMessage({ conversationId, messageId }: { conversationId: number; messageId: number }) {
  const t = useTranslations('messages');
  const [opened, setOpened] = useState(false);
  // The dialog is mounted from the first opening on (and kept: it closes with its animation, and
  // what was written stays until it is sent).
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconFlag size={12} aria-hidden />}
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {t('report')}
      </Button>
      {used && (
        <ReportMessageDialog
          conversationId={conversationId}
          messageId={messageId}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
