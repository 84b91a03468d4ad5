'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { showToast } from '@/components/shell/overlays';
import { PROFILE_TEXT } from '@/lib/resources/profile-text';
import type { Lookups } from './lookups';
import type { ProfileResource, SaveProfile } from '@/lib/resources/profile-wire';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { withMantine } from '@/components/with-mantine';
import { LightButton } from '@/components/ui/light-controls';

type Props = {
  profile: ProfileResource | null;
  /**
   * The form's choices (a server action), asked for on the first Update: the dashboard does not
   * carry every choice list for a form most visits never open.
   */
  loadLookups: () => Promise<Lookups>;
  /** The save (a server action): it answers with the page re-rendered, so no refresh follows. */
  save: SaveProfile;
};

// The form (its date, phone, country and upload inputs) loads on the first Update, not with the page.
const loadForm = () => withMantine(import('./profile-form-modal').then((m) => m.ProfileFormModal));
const ProfileFormModal = dynamic(loadForm, { ssr: false });

/**
 * Update Profile and the form it opens: the one interactive part of the member's profile on the
 * dashboard (./my-profile.tsx draws the rest on the server).
 */
export function UpdateProfileButton({ profile, loadLookups, save }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  // The form's choices, from the first opening on; the form is mounted once they are there (and
  // kept, so that it closes with its animation).
  const [lookups, setLookups] = useState<Lookups | null>(null);
  const [loading, setLoading] = useState(false);
  const say = useSpecText();
  const openForm = async () => {
    if (lookups) return open();
    setLoading(true);
    void loadForm(); // the form's code comes while its choices do
    try {
      setLookups(await loadLookups());
      open();
    } catch {
      showToast({ color: 'red', message: say(PROFILE_TEXT.networkFailed) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <LightButton onClick={openForm} loading={loading} variant={profile ? 'light' : 'filled'}>
        {say(PROFILE_TEXT.updateProfile)}
      </LightButton>
      {lookups && (
        <ProfileFormModal opened={opened} onClose={close} profile={profile} lookups={lookups} save={save} />
      )}
    </>
  );
}
