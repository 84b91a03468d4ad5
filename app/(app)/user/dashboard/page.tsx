import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Text } from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title';
import { areaOf, HOME_PATHS } from '@/lib/auth/roles';
import { requireActor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Dashboard' };

/** Everyone lands here after sign-in; administrators and college staff go on to their own dashboard. */
export default async function UserDashboardPage() {
  const actor = await requireActor();
  const area = areaOf(actor.roles);
  if (area !== 'member') redirect(HOME_PATHS[area]);
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <Text>Hello {actor.email}</Text>
    </>
  );
}
