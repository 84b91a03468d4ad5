import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicPage } from '@/components/ui/public-page';
import { RegisterForm } from './register-form';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('registerTitle'),
});

export default function RegisterPage() {
  return (
    <PublicPage>
      <RegisterForm />
    </PublicPage>
  );
}
