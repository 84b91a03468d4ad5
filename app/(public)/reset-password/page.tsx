import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { newPasswordProps } from '@/components/account/light-form-texts';
import { PublicPage } from '@/components/ui/public-page';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { saveNewPassword } from './actions';

// The token is in the address: no Referer may carry it to another site.
export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('resetTitle'),
  referrer: 'no-referrer',
});

type Props = { searchParams: Promise<{ token?: string }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const [t, light] = await Promise.all([getTranslations('auth'), newPasswordProps()]);
  return (
    <PublicPage>
      <NewPasswordForm
        {...light}
        title={t('resetTitle')}
        token={typeof token === 'string' ? token : ''}
        save={saveNewPassword}
        saved={ACCOUNT_MESSAGES.passwordReset}
      />
    </PublicPage>
  );
}
