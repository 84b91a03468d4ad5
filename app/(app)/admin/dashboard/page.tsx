import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  await requireArea('admin');
  return <PageTitle>DASHBOARD</PageTitle>;
}
