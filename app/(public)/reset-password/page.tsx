import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { ClientIsland } from '@/components/i18n/client-island';
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
  const t = await getTranslations('auth');
  return (
    <PublicPage>
      <ClientIsland namespaces={['form', 'validation']}>
        <NewPasswordForm
          title={t('resetTitle')}
          token={typeof token === 'string' ? token : ''}
          save={saveNewPassword}
          saved={ACCOUNT_MESSAGES.passwordReset}
        />
      </ClientIsland>
    </PublicPage>
  );
}
