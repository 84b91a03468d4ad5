import type { Metadata } from 'next';
import { ProfileList } from '@/components/admin-profile/profile-list';
import { profileLookupCollections } from '@/components/profile/lookups';
import { loadLookupLists } from '@/lib/data/lookup-lists';
import { requireArea } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Profile' };

export default async function AdminProfilePage() {
  await requireArea('admin');
  // The profile form's choices, every row: an old profile may point at an inactive one.
  const lookups = await loadLookupLists(profileLookupCollections({ withGeneral: true }), {
    includeInactive: true,
  });
  return <ProfileList lookups={lookups} />;
}
