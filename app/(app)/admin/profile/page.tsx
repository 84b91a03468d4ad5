import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Profile' };

export default async function AdminProfilePage() {
  await requireArea('admin');
  return <PageTitle>Profile</PageTitle>;
}
