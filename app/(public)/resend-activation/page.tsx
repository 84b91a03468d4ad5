import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailLinkForm } from '@/components/account/email-link-form';
import { emailLinkProps } from '@/components/account/light-form-texts';
import { PublicPage } from '@/components/ui/public-page';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { resend } from './actions';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('resendTitle'),
});

/** A new activation link for a registration that was never activated (or whose link expired). */
export default async function ResendActivationPage() {
  const [t, light] = await Promise.all([getTranslations('auth'), emailLinkProps()]);
  return (
    <PublicPage>
      <EmailLinkForm
        {...light}
        title={t('resendTitle')}
        intro={t('resendIntro')}
        send={resend}
        sent={ACCOUNT_MESSAGES.resent}
      />
    </PublicPage>
  );
}
