import type { Metadata } from 'next';
import { EmailLinkForm } from '@/components/account/email-link-form';
import { PublicPage } from '@/components/ui/public-page';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { sendResetLink } from './actions';

export const metadata: Metadata = { title: 'Forgot password?' };

/** "Forgot password?": a link to choose a new one, mailed to the address if it has an account. */
export default function ForgotPasswordPage() {
  return (
    <PublicPage>
      <EmailLinkForm
        title="Forgot password?"
        intro="Enter the e-mail you sign in with and we will send you a link to choose a new password."
        send={sendResetLink}
        sent={ACCOUNT_MESSAGES.resetSent}
      />
    </PublicPage>
  );
}
