'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
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
  const t = useTranslations('member.safety');
  const router = useRouter();
  return (
    <SafetyConfirm
      opened={opened}
      onClose={onClose}
      title={t('unblockTitle', { name })}
      follows={t('unblockFollows', { name })}
      confirm={t('unblock')}
      onConfirm={async () => {
        await sendWrite('DELETE', `/api/blocks/${blockId}`);
        notifySuccess(t('unblocked', { name }));
        onClose();
        router.refresh();
      }}
    />
  );
}
