import type { Metadata } from 'next';
import { PublicPage } from '@/components/ui/public-page';
import { ResendForm } from './resend-form';

export const metadata: Metadata = { title: 'Resend activation e-mail' };

export default function ResendActivationPage() {
  return (
    <PublicPage>
      <ResendForm />
    </PublicPage>
  );
}
