'use client';

import { Alert } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';

export type FormResult = { ok: boolean; message: string };

/** The green or red, dismissible alert in which the public forms show their result. */
export function ResultAlert({ result, onClose }: { result: FormResult | null; onClose: () => void }) {
  const t = useTranslations('form');
  // The spec's result messages are English; the reader sees them in the page's language.
  const say = useSpecText();
  if (!result) return null;
  return (
    <Alert
      color={result.ok ? 'green' : 'red'}
      variant="light"
      withCloseButton
      closeButtonLabel={t('dismiss')}
      onClose={onClose}
      role="alert"
    >
      {say(result.message)}
    </Alert>
  );
}
