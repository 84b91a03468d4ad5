'use client';

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { INTEREST_DIALOGS } from '@/lib/interests/messages';
import { INTEREST_NOTE_MAX, INTEREST_NOTE_MESSAGES, noteLength } from '@/lib/validation/interest';

/**
 * The dialogs of the interest buttons (issue 22 item 5): sending asks for an optional personal
 * note; Withdraw and Decline say what follows and wait for a second click.
 */
export function SendInterestDialog(props: {
  name: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (note: string) => void;
}) {
  const say = useSpecText();
  const [note, setNote] = useState('');
  const length = noteLength(note.trim());
  const tooLong = length > INTEREST_NOTE_MAX;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={say(INTEREST_DIALOGS.sendTitle(props.name))}
      closeButtonProps={{ 'aria-label': say(INTEREST_DIALOGS.close) }}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) props.onSend(note);
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={say(INTEREST_DIALOGS.noteLabel)}
            description={say(INTEREST_DIALOGS.noteDescription(props.name))}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={8}
            error={tooLong ? say(INTEREST_NOTE_MESSAGES.tooLong) : undefined}
            data-autofocus
          />
          <Text size="xs" c={tooLong ? 'red.9' : 'gray.7'} ta="right" aria-live="polite">
            {length}/{INTEREST_NOTE_MAX}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onClose}>
              {say(INTEREST_DIALOGS.cancel)}
            </Button>
            <Button type="submit" color="grape" loading={props.busy} disabled={tooLong}>
              {say(INTEREST_DIALOGS.send)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A move that cannot be undone, confirmed: what follows, Cancel, and the move's own button. */
export function ConfirmMoveDialog(props: {
  title: string;
  text: string;
  confirm: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const say = useSpecText();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': say(INTEREST_DIALOGS.close) }}
      centered
    >
      <Stack gap="md">
        <Text>{props.text}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {say(INTEREST_DIALOGS.cancel)}
          </Button>
          <Button color="red.9" loading={props.busy} onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
