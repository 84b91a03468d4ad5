'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { LightButton } from '@/components/ui/light-controls';
import { Text } from '@/components/ui/static-mantine';
import { sendWrite } from '@/components/crud/api-client';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { PHOTO_TEXT } from '@/lib/resources/photo-text';
import { showToast } from '@/components/shell/overlays';

type Props = {
  profileId: number;
  visibility: 'members' | 'interest' | 'request';
  /** The member's own request to this profile, if any. */
  request: 'pending' | 'granted' | 'declined' | 'revoked' | null;
};

/** Under a blurred photo: why it is hidden and, for photos shown on request, the request (once). */
export function RequestPhoto({ profileId, visibility, request }: Props) {
  const say = useSpecText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (visibility === 'interest')
    return (
      <Text size="sm" color="gray.7">
        {say(PHOTO_TEXT.hiddenInterest)}
      </Text>
    );
  if (visibility !== 'request')
    return (
      <Text size="sm" color="gray.7">
        {say(PHOTO_TEXT.hidden)}
      </Text>
    );
  if (request === 'pending')
    return (
      <Text size="sm" color="gray.7">
        {say(PHOTO_TEXT.requestSent)}
      </Text>
    );
  if (request === 'declined')
    return (
      <Text size="sm" color="gray.7">
        {say(PHOTO_TEXT.requestDeclined)}
      </Text>
    );
  if (request === 'revoked')
    return (
      <Text size="sm" color="gray.7">
        {say(PHOTO_TEXT.requestRevoked)}
      </Text>
    );
  const ask = async () => {
    setBusy(true);
    try {
      await sendWrite('POST', '/api/photo_requests', { profile: `/api/profiles/${profileId}` });
      router.refresh();
    } catch (failure) {
      showToast({
        color: 'red',
        message: say(failure instanceof Error ? failure.message : String(failure)),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Text size="sm" color="gray.7">
        {say(PHOTO_TEXT.hiddenRequest)}
      </Text>
      <LightButton size="sm" onClick={ask} loading={busy}>
        {say(PHOTO_TEXT.requestPhoto)}
      </LightButton>
    </>
  );
}
