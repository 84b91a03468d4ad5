import type { Metadata } from 'next';
import { ProfileList } from '@/components/admin-profile/profile-list';
import { requireArea } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Profile' };

export default async function AdminProfilePage() {
  await requireArea('admin');
  return <ProfileList />;
}
