import type { Metadata } from 'next';
import { PublicPage } from '@/components/ui/public-page';
import { RegisterForm } from './register-form';

export const metadata: Metadata = { title: 'Register' };

export default function RegisterPage() {
  return (
    <PublicPage>
      <RegisterForm />
    </PublicPage>
  );
}
