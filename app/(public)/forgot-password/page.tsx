import type { Metadata } from 'next';
import { PublicPage } from '@/components/ui/public-page';
import { ForgotForm } from './forgot-form';

export const metadata: Metadata = { title: 'Forgot password?' };

export default function ForgotPasswordPage() {
  return (
    <PublicPage>
      <ForgotForm />
    </PublicPage>
  );
}
