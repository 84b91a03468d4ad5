import type { Metadata } from 'next';
import { EmailLinkForm } from '@/components/account/email-link-form';
import { PublicPage } from '@/components/ui/public-page';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { resend } from './actions';

export const metadata: Metadata = { title: 'Resend activation e-mail' };

/** A new activation link for a registration that was never activated (or whose link expired). */
export default function ResendActivationPage() {
  return (
    <PublicPage>
      <EmailLinkForm
        title="Resend activation e-mail"
        intro="Enter the e-mail you registered with and we will send you a new activation link."
        send={resend}
        sent={ACCOUNT_MESSAGES.resent}
      />
    </PublicPage>
  );
}
