import type { Metadata } from 'next';
import { ClientIsland } from '@/components/i18n/client-island';
import { PublicPage } from '@/components/ui/public-page';
import { ContactForm } from './contact-form';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  return (
    <PublicPage>
      <ClientIsland>
        <ContactForm />
      </ClientIsland>
    </PublicPage>
  );
}
