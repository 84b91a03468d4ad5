import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PublicPage } from '@/components/ui/public-page';
import { getActor } from '@/lib/auth/session';
import { LoginForm, type Notice } from './login-form';

export const metadata: Metadata = { title: 'Login' };

type Props = { searchParams: Promise<{ callbackUrl?: string; notice?: string }> };

/** What the login page says on arrival (?notice=…): after signing out and after an activation link. */
const NOTICES: Record<string, Notice> = {
  'signed-out': { text: 'You have been signed out.', color: 'green' },
  activated: { text: 'Your registration is activated. Please login.', color: 'green' },
  'link-used': {
    text: 'This activation link has already been used. If your registration is activated, please login.',
    color: 'red',
  },
  'link-expired': {
    text: 'This activation link has expired. Please ask for a new one with "Resend activation e-mail" below.',
    color: 'red',
  },
  'link-invalid': {
    text: 'This activation link is not valid. Please use the latest link we e-mailed you, or ask for a new one below.',
    color: 'red',
  },
};

export default async function LoginPage({ searchParams }: Props) {
  const { callbackUrl, notice } = await searchParams;
  if (await getActor()) redirect('/user/dashboard');
  return (
    <PublicPage>
      <LoginForm callbackUrl={callbackUrl} notice={notice ? NOTICES[notice] : undefined} />
    </PublicPage>
  );
}
