'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LightButton } from '@/components/ui/light-controls';
import { ButtonLink } from '@/components/ui/static-mantine';
import { IconMessage } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { sendWrite } from '@/components/crud/api-client';
import { notifyWarning } from '@/components/crud/notify';
import { iriOf } from '@/lib/resources/iri';

/**
 * "Message" for a member one may talk to (an accepted interest): the pair's conversation, opened
 * on the first click (POST /api/conversations). `conversationId` null: none yet.
 */
export function MessageButton({
  profileId,
  conversationId,
}: {
  profileId: number;
  conversationId: number | null;
}) {
  const t = useTranslations('messages');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const icon = <IconMessage size={14} aria-hidden />;
  if (conversationId !== null)
    return (
      <ButtonLink size="xs" leftSection={icon} href={`/user/messages/${conversationId}`}>
        {t('message')}
      </ButtonLink>
    );
  const open = async () => {
    setBusy(true);
    try {
      const created = await sendWrite<{ id: number }>('POST', '/api/conversations', {
        profile: iriOf('profiles', profileId),
      });
      router.push(`/user/messages/${created!.id}`);
    } catch {
      notifyWarning(t('failed'));
      setBusy(false);
    }
  };
  return (
    <LightButton size="xs" leftSection={icon} loading={busy} onClick={open}>
      {t('message')}
    </LightButton>
  );
}
