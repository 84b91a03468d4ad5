import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PublicPage } from '@/components/ui/public-page';
import { getActor } from '@/lib/auth/session';
import { LoginForm } from './login-form';

export const metadata: Metadata = { title: 'Login' };

type Props = { searchParams: Promise<{ callbackUrl?: string; notice?: string }> };

const NOTICES: Record<string, string> = {
  'signed-out': 'You have been signed out.',
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
