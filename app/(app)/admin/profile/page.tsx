import type { Metadata } from 'next';
import { ProfileList } from '@/components/admin-profile/profile-list';
import { PROFILE_TABLE } from '@/components/admin-profile/profile-table';
import { lookupCollections } from '@/components/crud/columns';
import { loadInitialPage, type PageSearchParams } from '../initial-page';
import { profileLookupCollections } from '@/components/profile/lookups';
import { requireArea } from '@/lib/auth/session';
import { loadLookupLists } from '@/lib/data/lookup-lists';
import { listPendingPhotos } from '@/lib/data/moderation/items';
import { saveProfile } from '../../profile-actions';
import { pageWithMessages } from '@/components/i18n/client-island';

export const metadata: Metadata = { title: 'Profile' };

type Props = { searchParams: Promise<PageSearchParams> };

/**
 * The first page of the address's view and the lookups (the table's columns and the profile
 * form's choices) come with the HTML, so the rows show, their references named, without waiting
 * for JavaScript or a request per lookup; the form opens without asking for them either.
 */
async function AdminProfilePage({ searchParams }: Props) {
  const actor = await requireArea('admin');
  const collections = new Set([
    ...lookupCollections(PROFILE_TABLE.columns),
    ...profileLookupCollections({ withGeneral: true }),
  ]);
  const [initialPage, lookups, pendingPhotos] = await Promise.all([
    loadInitialPage(PROFILE_TABLE, await searchParams, actor),
    // Inactive rows too: old profiles still point at them, and the filters offer them.
    loadLookupLists([...collections], { includeInactive: true }),
    // The photos still waiting for moderation carry a Pending badge in the list.
    listPendingPhotos({ actor }),
  ]);
  return (
    <ProfileList
      initialPage={initialPage}
      lookups={lookups}
      save={saveProfile}
      pendingPhotos={pendingPhotos}
    />
  );
}

export default pageWithMessages(['member', 'profile', 'validation'], AdminProfilePage);
