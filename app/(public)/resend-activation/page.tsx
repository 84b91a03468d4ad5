import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailLinkForm } from '@/components/account/email-link-form';
import { ClientIsland } from '@/components/i18n/client-island';
import { PublicPage } from '@/components/ui/public-page';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { resend } from './actions';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('resendTitle'),
});

/** A new activation link for a registration that was never activated (or whose link expired). */
export default async function ResendActivationPage() {
  const t = await getTranslations('auth');
  return (
    <PublicPage>
      <ClientIsland namespaces={['form', 'validation']}>
        <EmailLinkForm
          title={t('resendTitle')}
          intro={t('resendIntro')}
          send={resend}
          sent={ACCOUNT_MESSAGES.resent}
        />
      </ClientIsland>
    </PublicPage>
  );
}
