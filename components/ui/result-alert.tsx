'use client';

import { Alert } from '@mantine/core';

export type FormResult = { ok: boolean; message: string };

/** The green or red, dismissible alert in which the public forms show their result. */
export function ResultAlert({ result, onClose }: { result: FormResult | null; onClose: () => void }) {
  if (!result) return null;
  return (
    <Alert
      color={result.ok ? 'green' : 'red'}
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="alert"
    >
      {result.message}
    </Alert>
  );
}
