import { signIn } from './index';

/**
 * Signs the current browser in again after its password changed: the change ended every session
 * of the account (their stamp no longer matches), and the one that made it should not be one of
 * them. Runs in the server action or route handler that changed it, which can set the cookie.
 * A failure leaves the user signed out, which is safe: they sign in with the new password.
 */
export async function renewSession(email: string, password: string): Promise<void> {
  await signIn('credentials', { email, password, redirect: false }).catch((error: unknown) => {
    console.warn('[auth] could not renew the session after a password change', error);
  });
}
