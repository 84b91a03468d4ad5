import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicPage } from '@/components/ui/public-page';
import { getSpecTexts, getTextsAsWritten } from '@/lib/i18n/spec-texts-server';
import { RegisterForm } from './register-form';
import { registerTexts } from './texts';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('registerTitle'),
});

export default async function RegisterPage() {
  const [t, tf, spec, raw] = await Promise.all([
    getTranslations('auth'),
    getTranslations('form'),
    getSpecTexts(),
    getTextsAsWritten('auth'),
  ]);
  return (
    <PublicPage>
      {/* A light form (no Mantine provider, no next-intl in the browser): its words come from here. */}
      <RegisterForm
        texts={registerTexts(
          (key) => t(key as never),
          (key) => tf(key as never),
          raw('consent'),
        )}
        spec={spec}
      />
    </PublicPage>
  );
}
