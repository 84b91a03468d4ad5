import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/ui/page-title';
import { MyProfile } from '@/components/profile/my-profile';
import { BiodataButton } from '@/components/papers/paper-links';
import { BirthChartCard } from '@/components/astro/birth-chart-card';
import { PlanCard } from '@/components/plans/plan-card';
import { planStatusOf } from '@/lib/data/plan-status';
import { InvoiceList } from '@/components/plans/invoice-list';
import { myInvoices } from '@/lib/data/invoices';
import { PhotoGallery } from '@/components/profile/photo-gallery';
import { PhotoPrivacy } from '@/components/profile/photo-privacy';
import { listPhotoRequests } from '@/lib/data/photo-requests';
import { Group, Stack, TextLink, spacing } from '@/components/ui/static-mantine';
import { Alert } from '@/components/ui/static-surfaces';
import { marriageProposedTo } from '@/lib/data/marriage';
import type { ProfileResource } from '@/lib/resources/profile-wire';
import { areaOf, HOME_PATHS } from '@/lib/auth/roles';
import { requireActor } from '@/lib/auth/session';
import { getMyProfile } from '@/lib/data/profiles';
import { profileItem } from '@/lib/hydra/endpoints/profiles';
import { profileFormLookups, saveProfile } from '../../profile-actions';
import { getTranslations } from 'next-intl/server';
import { formatPhone } from '@/lib/format-phone';
import { pageWithMessages } from '@/components/i18n/client-island';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('menu'))('dashboard'),
});

/**
 * Everyone lands here after sign-in; administrators and college staff go on to their own
 * dashboard. A member sees their own profile, in the API's wire format so the same form serves
 * here and on the administrators' screen. The form's choices come when it first opens (one server
 * action, profileFormLookups), not with every dashboard.
 */
async function UserDashboardPage() {
  const actor = await requireActor();
  const area = areaOf(actor.roles);
  if (area !== 'member') redirect(HOME_PATHS[area]);
  const [record, t, tm] = await Promise.all([
    getMyProfile({ actor }),
    getTranslations('menu'),
    getTranslations('marriage'),
  ]);
  const profile = record ? (profileItem(record, { context: false }) as ProfileResource) : null;
  // What the page shows beside the profile, read at once: each database wait is a round of the
  // page's rendering and streaming (issue 28).
  const [received, plan, invoices, proposedBy] = record
    ? await Promise.all([
        listPhotoRequests({ actor, direction: 'received', itemsPerPage: 100 }),
        planStatusOf(actor),
        myInvoices(record.id),
        // A member who named this one as the partner they met here waits for an answer (My account).
        marriageProposedTo(record.id),
      ])
    : [null, null, [], null];
  const requests = (received?.items ?? []).map((r) => ({
    id: r.id,
    status: r.status,
    fullName: r.other.fullName,
  }));
  return (
    <>
      <Group justify="space-between" gap="sm" style={{ marginBottom: spacing('md') }}>
        <PageTitle>{t('dashboard')}</PageTitle>
        {record && <BiodataButton profileId={record.id} own />}
      </Group>
      <Stack gap="md">
        {plan && <PlanCard plan={plan} />}
        {record && (invoices.length > 0 || plan?.planName) && <InvoiceList invoices={invoices} />}
        {proposedBy && (
          <Alert id="marriage-proposed" color="pink" title={tm('proposedTitle')}>
            {tm('proposedBy', { name: proposedBy.fullName })}{' '}
            <TextLink href="/user/account">{tm('answerLink')}</TextLink>
          </Alert>
        )}
        <MyProfile
          profile={profile}
          loadLookups={profileFormLookups}
          save={saveProfile}
          mobileText={profile ? formatPhone(profile.mobile) : undefined}
        />
        {record && <BirthChartCard profile={record} />}
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

export default pageWithMessages(['member', 'pdf', 'profile', 'validation'], UserDashboardPage);
