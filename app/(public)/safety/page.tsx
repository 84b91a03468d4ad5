import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { PublicPage } from '@/components/ui/public-page';
import { getSettings } from '@/lib/data/settings';

export const metadata: Metadata = { title: 'Safety tips' };

/** Safety tips (meet in public, never send money, report): advice, not part of what members accept. */
export default async function SafetyPage() {
  const { legal } = await getSettings();
  return (
    <PublicPage>
      <LegalDocument markdown={legal.safety} />
    </PublicPage>
  );
}
