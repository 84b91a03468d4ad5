'use client';

import { Modal } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import { PROFILE_TEXT } from '@/lib/resources/profile-text';
import { useSpecText } from '@/components/i18n/use-spec-text';

export type ProfileFormModalProps = ProfileFormProps & {
  opened: boolean;
  /** Closes without saving; also called after a successful save. */
  onClose: () => void;
};

/**
 * The profile form in a modal: wide enough for two columns on a desktop, full screen on a phone.
 * A click on the mask does not close it, so a long form is not lost by a stray tap. The form
 * mounts on each opening, so it always starts from the profile it was given.
 */
export function ProfileFormModal({ opened, onClose, onSaved, ...formProps }: ProfileFormModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const say = useSpecText();
  // The form loads on the first Update and mounts already asked open; Mantine's Modal remembers
  // where to give the focus back only when `opened` changes, so it opens one render later.
  const mounted = useMounted();
  return (
    <Modal
      opened={mounted && opened}
      onClose={onClose}
      title={say(PROFILE_TEXT.modalTitle)}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': say('Close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <ProfileForm
        {...formProps}
        onSaved={(saved) => {
          onClose();
          onSaved?.(saved);
        }}
      />
    </Modal>
  );
}
