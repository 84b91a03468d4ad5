import type { Metadata } from 'next';
import { PublicPage } from '@/components/ui/public-page';
import { ContactForm } from './contact-form';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  return (
    <PublicPage>
      <ContactForm />
    </PublicPage>
  );
}
