import type { Metadata } from 'next';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { PublicPage } from '@/components/ui/public-page';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { saveNewPassword } from './actions';

// The token is in the address: no Referer may carry it to another site.
export const metadata: Metadata = { title: 'Choose a new password', referrer: 'no-referrer' };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <PublicPage>
      <NewPasswordForm
        title="Choose a new password"
        token={typeof token === 'string' ? token : ''}
        save={saveNewPassword}
        saved={ACCOUNT_MESSAGES.passwordReset}
      />
    </PublicPage>
  );
}
