import type { Metadata } from 'next';
import { PublicPage } from '@/components/ui/public-page';
import { SetPasswordForm } from './set-password-form';

export const metadata: Metadata = { title: 'Set your password', referrer: 'no-referrer' };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function SetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <PublicPage>
      <SetPasswordForm token={typeof token === 'string' ? token : ''} />
    </PublicPage>
  );
}
