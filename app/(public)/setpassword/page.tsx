import type { Metadata } from 'next';
import { ClientIsland } from '@/components/i18n/client-island';
import { PublicPage } from '@/components/ui/public-page';
import { getTranslations } from 'next-intl/server';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { setPassword } from './actions';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('setTitle'),
  referrer: 'no-referrer',
});

type Props = { searchParams: Promise<{ token?: string }> };

export default async function SetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const t = await getTranslations('auth');
  return (
    <PublicPage>
      <ClientIsland namespaces={['form', 'validation']}>
        <NewPasswordForm
          title={t('setTitle')}
          token={typeof token === 'string' ? token : ''}
          save={setPassword}
          saved={t('passwordSet')}
        />
      </ClientIsland>
    </PublicPage>
  );
}
