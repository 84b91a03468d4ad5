import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { LegalDocument } from '@/components/legal/legal-document';
import { PublicPage } from '@/components/ui/public-page';
import { getSettings } from '@/lib/data/settings';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('legal'))('privacy'),
});

/** The Privacy Policy: accepted with the Terms, under the same version. */
export default async function PrivacyPage() {
  // Dynamic before the settings are read: `next build` would otherwise open the database (./data/pglite).
  await connection();
  const { legal } = await getSettings();
  return (
    <PublicPage>
      <LegalDocument markdown={legal.privacy} version={legal.version} date={legal.date} />
    </PublicPage>
  );
}
