import type { Metadata } from 'next';
import { PublicPage } from '@/components/ui/public-page';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { setPassword } from './actions';

export const metadata: Metadata = { title: 'Set your password', referrer: 'no-referrer' };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function SetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <PublicPage>
      <NewPasswordForm
        title="Set your password"
        token={typeof token === 'string' ? token : ''}
        save={setPassword}
        saved="Your password is set."
      />
    </PublicPage>
  );
}
