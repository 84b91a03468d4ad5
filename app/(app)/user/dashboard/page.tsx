import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/ui/page-title';
import { profileLookupCollections, referencedIds } from '@/components/profile/lookups';
import { MyProfile } from '@/components/profile/my-profile';
import { PhotoGallery } from '@/components/profile/photo-gallery';
import { PhotoPrivacy } from '@/components/profile/photo-privacy';
import { listPhotoRequests } from '@/lib/data/photo-requests';
import { Stack } from '@mantine/core';
import type { ProfileResource } from '@/lib/resources/profile-wire';
import { areaOf, HOME_PATHS } from '@/lib/auth/roles';
import { requireActor } from '@/lib/auth/session';
import { loadLookupLists } from '@/lib/data/lookup-lists';
import { getMyProfile } from '@/lib/data/profiles';
import { profileItem } from '@/lib/hydra/endpoints/profiles';
import { saveProfile } from '../../profile-actions';

export const metadata: Metadata = { title: 'Dashboard' };

/**
 * Everyone lands here after sign-in; administrators and college staff go on to their own
 * dashboard. A member sees their own profile, in the API's wire format so the same form serves
 * here and on the administrators' screen. The form's choices come with the page (active rows, and
 * the ones the profile already points at), so opening the form costs no request.
 */
export default async function UserDashboardPage() {
  const actor = await requireActor();
  const area = areaOf(actor.roles);
  if (area !== 'member') redirect(HOME_PATHS[area]);
  const record = await getMyProfile({ actor });
  const profile = record ? (profileItem(record, { context: false }) as ProfileResource) : null;
  const requests = record
    ? (await listPhotoRequests({ actor, direction: 'received', itemsPerPage: 100 })).items.map((r) => ({
        id: r.id,
        status: r.status,
        fullName: r.other.fullName,
      }))
    : [];
  const lookups = await loadLookupLists(profileLookupCollections({ withGeneral: false }), {
    includeInactive: false,
    keep: referencedIds(record),
  });
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <Stack gap="md">
        <MyProfile profile={profile} lookups={lookups} save={saveProfile} />
        {record && (
          <PhotoGallery
            profileId={record.id}
            photos={Array.isArray(record.photos) ? [...record.photos] : []}
            main={typeof record.photo === 'string' ? record.photo : null}
          >
            <PhotoPrivacy
              profileId={record.id}
              visibility={
                record.photoVisibility === 'interest' || record.photoVisibility === 'request'
                  ? record.photoVisibility
                  : 'members'
              }
              requests={requests}
            />
          </PhotoGallery>
        )}
      </Stack>
    </>
  );
}
