import type { Metadata } from 'next';
import { newPasswordProps } from '@/components/account/light-form-texts';
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
  const [t, light] = await Promise.all([getTranslations('auth'), newPasswordProps()]);
  return (
    <PublicPage>
      <NewPasswordForm
        {...light}
        title={t('setTitle')}
        token={typeof token === 'string' ? token : ''}
        save={setPassword}
        saved={t('passwordSet')}
      />
    </PublicPage>
  );
}
