import type { Metadata } from 'next';
import { SimpleGrid } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarDue,
  IconCircleCheck,
  IconConfetti,
  IconHeart,
  IconHeartHandshake,
  IconMail,
  IconPhoneCall,
  IconShieldCheck,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { CountCard } from '@/components/dashboard/count-card';
import { PageTitle } from '@/components/ui/page-title';
import { countDashboard, EXPIRY_WINDOW_DAYS } from '@/lib/data/dashboard';
import { countOverdueGrievances } from '@/lib/data/grievances';
import { countPendingModeration } from '@/lib/data/moderation/items';
import { countDeletedAccountRecords } from '@/lib/data/member-account';
import { countMarriages } from '@/lib/data/marriage';
import { requireArea } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Dashboard' };

/** Live figures, each linking to the list behind it (filters in the URL, as every list keeps them). */
export default async function AdminDashboardPage() {
  const actor = await requireArea('admin');
  const [counts, overdueGrievances, deletedRecords, pendingModeration, marriages] = await Promise.all([
    countDashboard({ actor }),
    countOverdueGrievances({ actor }),
    countDeletedAccountRecords({ actor }),
    countPendingModeration({ actor }),
    countMarriages({ actor }),
  ]);
  const expiring = new URLSearchParams({
    'expiry[after]': counts.expiringFrom,
    'expiry[before]': counts.expiringTo,
  });
  return (
    <>
      <PageTitle>DASHBOARD</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <CountCard
          label="Members"
          value={counts.members}
          href="/admin/profile"
          color="grape"
          icon={<IconUsers />}
        />
        <CountCard
          label="Awaiting mobile verification"
          value={counts.awaitingVerification}
          href="/admin/verification"
          color="orange"
          icon={<IconPhoneCall />}
        />
        <CountCard
          label="Verified profiles"
          value={counts.verified}
          href="/admin/profile?mobileVerified=true"
          color="green"
          icon={<IconCircleCheck />}
        />
        <CountCard
          label={`Plans expiring in the next ${EXPIRY_WINDOW_DAYS} days`}
          value={counts.expiringSoon}
          href={`/admin/profile?${expiring}`}
          color="red"
          icon={<IconCalendarDue />}
        />
        <CountCard
          label="New enquiries"
          value={counts.newEnquiries}
          href="/admin/enquiries"
          color="blue"
          icon={<IconMail />}
        />
        <CountCard
          label="Overdue grievances"
          value={overdueGrievances}
          href="/admin/grievances"
          color={overdueGrievances > 0 ? 'red' : 'gray'}
          icon={<IconAlertTriangle />}
        />
        <CountCard
          label="Awaiting moderation"
          value={pendingModeration}
          href="/admin/moderation?status=pending"
          color={pendingModeration > 0 ? 'orange' : 'gray'}
          icon={<IconShieldCheck />}
        />
        <CountCard
          label="Interests sent this month"
          value={counts.interestsSent}
          color="pink"
          icon={<IconHeart />}
        />
        <CountCard
          label="Interests accepted this month"
          value={counts.interestsAccepted}
          color="teal"
          icon={<IconHeartHandshake />}
        />
        <CountCard
          label="Members marked married"
          value={marriages.married}
          color="pink"
          icon={<IconConfetti />}
        />
        <CountCard
          label="Couples who met on Thirumanam (confirmed by both)"
          value={marriages.metHere}
          color="grape"
          icon={<IconHeartHandshake />}
        />
        <CountCard
          label="Deleted accounts on record (kept 180 days)"
          value={deletedRecords}
          color="gray"
          icon={<IconUserOff />}
        />
      </SimpleGrid>
    </>
  );
}
