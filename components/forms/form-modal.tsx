'use client';

import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { ResultAlert } from '@/components/ui/result-alert';
import { useSpecText } from '@/components/i18n/use-spec-text';
import type { SubmitFormState } from './use-submit-form';

/**
 * The one modal of the admin and college forms: 500 wide (spec section 9), a click outside does
 * not close it (a half-typed form would be lost), the close button named for screen readers. Its
 * content mounts at each opening, so a form inside starts afresh: key it by the record it edits.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size = 500,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: number;
  children: React.ReactNode;
}) {
  const say = useSpecText();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={size}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': say('Close') }}
      title={title}
      styles={{ title: { fontWeight: 600 } }}
    >
      {children}
    </Modal>
  );
}

/**
 * A form built on useSubmitForm, framed: a loader while its record loads (or the reason it could
 * not), the alert with the outcome at the top, the fields, then Cancel and the submit button with
 * its spinner.
 */
export function SubmitForm({
  kit,
  children,
  submitLabel = 'Save',
  submitColor,
  onCancel,
  ...attributes
}: {
  kit: SubmitFormState;
  children: React.ReactNode;
  submitLabel?: string;
  submitColor?: string;
  /** Shows a Cancel button (a modal also closes with its X and Escape). */
  onCancel?: () => void;
} & Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'>) {
  const say = useSpecText();
  if (kit.loadError)
    return (
      <Alert color="red" role="alert">
        {kit.loadError}
      </Alert>
    );
  if (kit.loading)
    return (
      <Center h={160}>
        <Loader aria-label="Loading" />
      </Center>
    );
  return (
    <form {...attributes} onSubmit={kit.submit} noValidate>
      <Stack gap="md">
        <ResultAlert result={kit.result} onClose={kit.dismiss} />
        {children}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {say('Cancel')}
            </Button>
          )}
          {/* Keeping focus in the field on mousedown: leaving it would show its error first, move the
              button down, and the click would land beside it. */}
          <Button
            type="submit"
            color={submitColor}
            loading={kit.busy}
            onMouseDown={(event) => event.preventDefault()}
          >
            {say(submitLabel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
