import { Alert } from '@mantine/core';

/** The refusal of a member's change, read out to screen readers (role="alert"). */
export function ErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}
