'use client';

import { useEffect, useState } from 'react';
import { Anchor, Center, Loader, Modal, TextInput } from '@mantine/core';
import { ApiError, fetchItem } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import type { ListFormProps } from '@/components/crud/data-list';
import { notifyWarning } from '@/components/crud/notify';
import type { Lookups } from '@/components/profile/lookups';
import { ProfileFormModal } from '@/components/profile/profile-form-modal';
import type { ProfileResource, SaveProfile } from '@/lib/resources/profile-wire';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { AccountPanel, type AccountJson } from './account-panel';

/** The write property the API reads the member account's e-mail from (lib/data/profiles/index.ts). */
const LINK_EMAIL = 'userEmail';
const EMAIL_LABEL = 'Member account e-mail';
const EMAIL_HINT = 'Optional: leave empty for an offline registration.';

type AdminProfileFormProps = ListFormProps & {
  /** The dropdowns' choices, every row (inactive ones too), loaded with the page. */
  lookups: Lookups;
  /** The member's server action (app/(app)/profile-actions.ts), which lets administrators write any profile. */
  save: SaveProfile;
};

/**
 * The administrator's profile form: the member's form with the General section. Edit loads the
 * stored profile first (the list's rows embed references; the form wants the item as written).
 * New may link the profile to a member account by e-mail. Saved with the member's server action,
 * which lets administrators write any profile.
 */
export function AdminProfileForm({ opened, id, onClose, onSaved, lookups, save }: AdminProfileFormProps) {
  const [loaded, setLoaded] = useState<{
    id: number;
    profile: ProfileResource & { account?: AccountJson | null };
  } | null>(null);

  useEffect(() => {
    if (!opened || id === null) return;
    const controller = new AbortController();
    fetchItem<ProfileResource>(PROFILE_COLLECTION, id, controller.signal).then(
      (profile) => setLoaded({ id, profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        notifyWarning(error instanceof ApiError ? error.message : MESSAGES.unreachable);
        onClose();
      },
    );
    return () => controller.abort();
    // onClose changes on every render of the list; the load depends on the profile only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, id]);

  if (!opened) return null;
  if (id !== null && loaded?.id !== id) {
    return (
      <Modal opened onClose={onClose} title="Profile" withCloseButton>
        <Center py="xl">
          <Loader aria-label="Loading profile" />
        </Center>
      </Modal>
    );
  }

  if (id === null)
    return <NewProfileModal onClose={onClose} onSaved={onSaved} lookups={lookups} save={save} />;
  return (
    <ProfileFormModal
      opened
      onClose={onClose}
      onSaved={() => onSaved()}
      profile={loaded!.profile}
      lookups={lookups}
      save={save}
      showGeneral
      header={
        <>
          <AccountPanel profileId={id} initial={loaded!.profile.account ?? null} />
          {/* A payment sets the plan and expiry and makes the invoice (issue 25): recorded on its own screen. */}
          <Anchor href={`/admin/payments?profile=${id}`} size="sm">
            Record payment / invoices
          </Anchor>
        </>
      }
    />
  );
}

/** New: mounted on each opening, so the e-mail starts empty every time. */
function NewProfileModal({
  onClose,
  onSaved,
  lookups,
  save,
}: Pick<AdminProfileFormProps, 'onClose' | 'onSaved' | 'lookups' | 'save'>) {
  const [email, setEmail] = useState('');
  return (
    <ProfileFormModal
      opened
      onClose={onClose}
      onSaved={() => onSaved()}
      profile={null}
      lookups={lookups}
      save={save}
      showGeneral
      header={
        <TextInput
          type="email"
          label={EMAIL_LABEL}
          description={EMAIL_HINT}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          autoComplete="off"
        />
      }
      extraPayload={email.trim() ? { [LINK_EMAIL]: email.trim() } : undefined}
    />
  );
}
