import type { Metadata } from 'next';
import { loadInitialPage, type PageSearchParams } from '../initial-page';
import { GrievanceList } from '@/components/grievances/grievance-list';
import { GRIEVANCE_TABLE } from '@/components/grievances/grievance-table';
import { requireArea } from '@/lib/auth/session';
import { pageWithMessages } from '@/components/i18n/client-island';

export const metadata: Metadata = { title: 'Grievances' };

type Props = { searchParams: Promise<PageSearchParams> };

/** Complaints to the Grievance Officer, the nearest deadline first (overdue ones lead). */
async function GrievancesPage({ searchParams }: Props) {
  const actor = await requireArea('admin');
  const initialPage = await loadInitialPage(GRIEVANCE_TABLE, await searchParams, actor);
  return <GrievanceList table={GRIEVANCE_TABLE} initialPage={initialPage} />;
}

export default pageWithMessages(['grievance', 'validation'], GrievancesPage);
