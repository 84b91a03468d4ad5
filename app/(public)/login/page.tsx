import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PublicPage } from '@/components/ui/public-page';
import { getActor } from '@/lib/auth/session';
import { getSpecTexts } from '@/lib/i18n/spec-texts-server';
import { LoginForm, type Notice } from './login-form';
import { loginTexts } from './texts';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('loginTitle'),
});

type Props = { searchParams: Promise<{ callbackUrl?: string; notice?: string }> };

/** What the login page says on arrival (?notice=…): after signing out and after an activation link. */
const NOTICES = {
  'signed-out': { key: 'signedOut', color: 'green' },
  activated: { key: 'activated', color: 'green' },
  'link-used': { key: 'linkUsed', color: 'red' },
  'link-expired': { key: 'linkExpired', color: 'red' },
  'link-invalid': { key: 'linkInvalid', color: 'red' },
} as const;

const isNotice = (name: string | undefined): name is keyof typeof NOTICES =>
  name !== undefined && Object.hasOwn(NOTICES, name);

export default async function LoginPage({ searchParams }: Props) {
  const { callbackUrl, notice } = await searchParams;
  if (await getActor()) redirect('/user/dashboard');
  const [t, tf, spec] = await Promise.all([getTranslations('auth'), getTranslations('form'), getSpecTexts()]);
  const told: Notice | undefined = isNotice(notice)
    ? { text: t(NOTICES[notice].key), color: NOTICES[notice].color }
    : undefined;
  return (
    <PublicPage>
      {/* A light form (no Mantine provider, no next-intl in the browser): its words come from here. */}
      <LoginForm
        texts={loginTexts(
          (key) => t(key as never),
          (key) => tf(key as never),
        )}
        spec={spec}
        callbackUrl={callbackUrl}
        notice={told}
      />
    </PublicPage>
  );
}
