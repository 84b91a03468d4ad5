import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicPage } from '@/components/ui/public-page';
import { getSpecTexts } from '@/lib/i18n/spec-texts-server';
import { RegisterForm } from './register-form';
import { registerTexts } from './texts';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('registerTitle'),
});

export default async function RegisterPage() {
  const [t, tf, spec] = await Promise.all([getTranslations('auth'), getTranslations('form'), getSpecTexts()]);
  return (
    <PublicPage>
      {/* A light form (no Mantine provider, no next-intl in the browser): its words come from here. */}
      <RegisterForm
        texts={registerTexts(
          (key) => t(key as never),
          (key) => tf(key as never),
          t.raw('consent') as string,
        )}
        spec={spec}
      />
    </PublicPage>
  );
}
