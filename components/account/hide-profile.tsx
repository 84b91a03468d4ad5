'use client';

import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account-text';
import { setHidden } from './account-api';
import { LazyConfirmModal, preloadConfirmModal } from '@/components/forms/lazy-confirm-modal';
import { ErrorAlert } from '@/components/forms/error-alert';
import { useMemberAction } from '@/components/forms/use-member-action';

/** Hide my profile (after a dialog saying what follows) or show it again (at once: nothing is lost). */
export function HideProfile({ hidden }: { hidden: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const t = useTranslations('account');
  const { busy, error, run } = useMemberAction({ failed: t('somethingWrong') });
  const say = useSpecText();

  const apply = async (hide: boolean) => {
    if (await run(() => setHidden(hide), say(hide ? MEMBER_ACCOUNT_TEXT.hidden : MEMBER_ACCOUNT_TEXT.shown)))
      setConfirming(false);
  };

  return (
    <Stack gap="xs">
      <ErrorAlert error={error} />
      <Group>
        {hidden ? (
          <Button onClick={() => apply(false)} loading={busy}>
            {t('showProfile')}
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => setConfirming(true)}
            onPointerEnter={preloadConfirmModal}
            onFocus={preloadConfirmModal}
          >
            {t('hideProfile')}
          </Button>
        )}
      </Group>
      <LazyConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('hideProfile')}
        explain={say(MEMBER_ACCOUNT_TEXT.hideExplain)}
        busy={busy}
        namespace="account"
        onConfirm={() => apply(true)}
      />
    </Stack>
  );
}
