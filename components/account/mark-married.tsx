'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account-text';
import { setMarried } from './account-api';
import { ErrorAlert } from '@/components/forms/error-alert';
import { useMemberAction } from '@/components/forms/use-member-action';
import { withMantine } from '@/components/with-mantine';

// The dialog (Mantine's Modal and Select) downloads when the pointer or the focus first comes to
// the button, or at the first click, which opens it: the account page does not carry it.
const loadDialog = () => withMantine(import('./mark-married-dialog').then((m) => m.MarkMarriedDialog));
const MarkMarriedDialog = dynamic(loadDialog, { ssr: false });
const preload = () => void loadDialog();

type Candidate = { iri: string; fullName: string };

/**
 * "Mark as married": a dialog says what follows and lets the member name the partner they met here
 * (one of their accepted interests, optional). Undo is one click: nothing was lost.
 */
export function MarkMarried({ married, candidates }: { married: boolean; candidates: Candidate[] }) {
  const [confirming, setConfirming] = useState(false);
  // The dialog is mounted from the first opening on (and kept, so that it closes with its animation).
  const [used, setUsed] = useState(false);
  const [partner, setPartner] = useState<string | null>(null);
  const t = useTranslations('account');
  const { busy, error, run } = useMemberAction({ failed: t('somethingWrong') });
  const say = useSpecText();

  const apply = async (marry: boolean) => {
    const done = say(marry ? MEMBER_ACCOUNT_TEXT.married : MEMBER_ACCOUNT_TEXT.marriedUndone);
    if (await run(() => setMarried(marry, marry ? partner : null), done)) setConfirming(false);
  };

  return (
    <Stack gap="xs">
      {!confirming && <ErrorAlert error={error} />}
      <Group>
        {married ? (
          <Button variant="outline" onClick={() => apply(false)} loading={busy}>
            {t('undoMarried')}
          </Button>
        ) : (
          <Button
            variant="outline"
            color="pink"
            onClick={() => {
              setUsed(true);
              setConfirming(true);
            }}
            onPointerEnter={preload}
            onFocus={preload}
          >
            {t('markMarried')}
          </Button>
        )}
      </Group>
      {used && (
        <MarkMarriedDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          candidates={candidates}
          partner={partner}
          onPartner={setPartner}
          busy={busy}
          error={error}
          onConfirm={() => apply(true)}
        />
      )}
    </Stack>
  );
}
