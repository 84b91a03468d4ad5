'use client';

import { useRouter } from 'next/navigation';
import { sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { SAFETY_TEXT } from '@/lib/validation/moderation';
import { SafetyConfirm } from './safety-confirm';

/**
 * The question behind Unblock (unblock-button.tsx), loaded on the first click: Mantine's Modal
 * with its focus trap, portal and overlay, which the Blocked members list need not download.
 */
export function UnblockDialog({
  blockId,
  name,
  opened,
  onClose,
}: {
  blockId: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  return (
    <SafetyConfirm
      opened={opened}
      onClose={onClose}
      title={`Unblock ${name}?`}
      follows={SAFETY_TEXT.unblockFollows(name)}
      confirm="Unblock"
      onConfirm={async () => {
        await sendWrite('DELETE', `/api/blocks/${blockId}`);
        notifySuccess(SAFETY_TEXT.unblocked(name));
        onClose();
        router.refresh();
      }}
    />
  );
}
