import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicPage } from '@/components/ui/public-page';
import { getSpecTexts } from '@/lib/i18n/spec-texts-server';
import { ContactForm } from './contact-form';
import { contactTexts } from './texts';

export const metadata: Metadata = { title: 'Contact' };

export default async function ContactPage() {
  const [t, tf, spec] = await Promise.all([
    getTranslations('contact'),
    getTranslations('form'),
    getSpecTexts(),
  ]);
  return (
    <PublicPage>
      {/* A light form (no Mantine provider, no next-intl in the browser): its words come from here. */}
      <ContactForm
        texts={contactTexts(
          (key) => t(key as never),
          (key) => tf(key as never),
        )}
        spec={spec}
      />
    </PublicPage>
  );
}
