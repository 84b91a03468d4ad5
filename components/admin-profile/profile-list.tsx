'use client';

import dynamic from 'next/dynamic';
import { DataList } from '@/components/crud/data-list';
import { PendingPhotosProvider } from '@/components/moderation/pending-photos';
import type { InitialPage } from '@/components/crud/types';
import type { LookupLists } from '@/lib/data/lookup-lists';
import type { SaveProfile } from '@/lib/resources/profile-wire';
import { PROFILE_TABLE } from './profile-table';
import { withMantine } from '@/components/with-mantine';

// Loaded when New or Edit is first clicked, not with the page: the form's phone input, country
// list, dropzone and date inputs were a fifth of the route's JavaScript, and the list comes first.
const AdminProfileForm = dynamic(
  () => withMantine(import('./admin-profile-form').then((m) => m.AdminProfileForm)),
  {
    ssr: false,
  },
);

type Props = {
  /** The first page, rendered by the server with the screen. */
  initialPage?: InitialPage | null;
  /** Every lookup column's and form choice's rows (inactive ones too), loaded by the server with the screen. */
  lookups: LookupLists;
  /** The profile form's save: the server action, handed down by the page (components do not import app/). */
  save: SaveProfile;
  /** The photos waiting for moderation (a Pending badge beside each), read by the server with the page. */
  pendingPhotos: string[];
};

/** /admin/profile: the generic admin list over the profile's columns, with the administrator's form. */
export function ProfileList({ initialPage, lookups, save, pendingPhotos }: Props) {
  // Keyed by opening: each Edit loads the profile afresh, each New starts empty. A closed form shows
  // nothing, so it is not rendered at all: its code is fetched on the first New or Edit.
  return (
    <PendingPhotosProvider photos={pendingPhotos}>
      <DataList
        table={PROFILE_TABLE}
        initialPage={initialPage}
        lookups={lookups}
        renderForm={(form) =>
          form.opened ? (
            <AdminProfileForm key={`open-${form.id}`} {...form} lookups={lookups} save={save} />
          ) : null
        }
      />
    </PendingPhotosProvider>
  );
}
