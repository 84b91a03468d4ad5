import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientIsland } from '@/components/i18n/client-island';
import { PublicPage } from '@/components/ui/public-page';
import { RegisterForm } from './register-form';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('registerTitle'),
});

export default function RegisterPage() {
  return (
    <PublicPage>
      <ClientIsland namespaces={['auth', 'form', 'validation']}>
        <RegisterForm />
      </ClientIsland>
    </PublicPage>
  );
}
