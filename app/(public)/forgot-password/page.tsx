import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailLinkForm } from '@/components/account/email-link-form';
import { emailLinkProps } from '@/components/account/light-form-texts';
import { PublicPage } from '@/components/ui/public-page';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { sendResetLink } from './actions';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('auth'))('forgotTitle'),
});

/** "Forgot password?": a link to choose a new one, mailed to the address if it has an account. */
export default async function ForgotPasswordPage() {
  const [t, light] = await Promise.all([getTranslations('auth'), emailLinkProps()]);
  return (
    <PublicPage>
      <EmailLinkForm
        {...light}
        title={t('forgotTitle')}
        intro={t('forgotIntro')}
        send={sendResetLink}
        sent={ACCOUNT_MESSAGES.resetSent}
      />
    </PublicPage>
  );
}
