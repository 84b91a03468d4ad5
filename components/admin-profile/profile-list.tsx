'use client';

import { DataList } from '@/components/crud/data-list';
import type { Lookups } from '@/components/profile/lookups';
import { AdminProfileForm } from './admin-profile-form';
import { PROFILE_TABLE } from './profile-table';

/** /admin/profile: the generic admin list over the profile's columns, with the administrator's form. */
export function ProfileList({ lookups }: { lookups: Lookups }) {
  // Keyed by opening: each Edit loads the profile afresh, each New starts empty.
  return (
    <DataList
      table={PROFILE_TABLE}
      renderForm={(form) => (
        <AdminProfileForm key={form.opened ? `open-${form.id}` : 'closed'} {...form} lookups={lookups} />
      )}
    />
  );
}
