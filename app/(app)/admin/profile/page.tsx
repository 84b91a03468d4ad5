import type { Metadata } from 'next';
import { ProfileList } from '@/components/admin-profile/profile-list';
import { PROFILE_TABLE } from '@/components/admin-profile/profile-table';
import { lookupCollections } from '@/components/crud/columns';
import { loadInitialPage, type PageSearchParams } from '@/components/crud/initial-page';
import { requireArea } from '@/lib/auth/session';
import { loadLookupLists } from '@/lib/data/lookup-lists';

export const metadata: Metadata = { title: 'Profile' };

type Props = { searchParams: Promise<PageSearchParams> };

/**
 * The first page of the address's view and every lookup column's choices come with the HTML, so
 * the rows show, their references named, without waiting for JavaScript or fifteen requests.
 */
export default async function AdminProfilePage({ searchParams }: Props) {
  const actor = await requireArea('admin');
  const [initialPage, lookups] = await Promise.all([
    loadInitialPage(PROFILE_TABLE, await searchParams, actor),
    // Inactive rows too: old profiles still point at them, and the filters offer them.
    loadLookupLists(lookupCollections(PROFILE_TABLE.columns), { includeInactive: true }),
  ]);
  return <ProfileList initialPage={initialPage} lookups={lookups} />;
}
