import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { PublicPage } from '@/components/ui/public-page';
import { getSettings } from '@/lib/data/settings';

export const metadata: Metadata = { title: 'Terms' };

/** The Terms of Use as the administrators last saved them (/admin/settings), with their version. */
export default async function TermsPage() {
  const { legal } = await getSettings();
  return (
    <PublicPage>
      <LegalDocument markdown={legal.terms} version={legal.version} date={legal.date} />
    </PublicPage>
  );
}
