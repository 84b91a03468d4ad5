'use server';

import { AuthError, CredentialsSignin } from 'next-auth';
import { RateLimitedSignin, signIn } from '@/lib/auth';
import { SIGN_IN_MESSAGES } from '@/lib/data/credentials';
import type { Violation } from '@/lib/errors';
import { loginSchema } from '@/lib/validation/account';
import { firstViolations } from '@/lib/validation/form';

/** A refusal: the alert's message, and for invalid input the message of each field (as the form's own). */
export type LoginResult = { error: string; violations?: Violation[] } | undefined;

/** Only same-site paths: an open redirect through callbackUrl would help phishing (browsers read /\ as //). */
function safeCallback(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !/^\/[\\/]/.test(url) ? url : '/user/dashboard';
}

export async function login(input: {
  email: string;
  password: string;
  callbackUrl?: string;
}): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) {
    const violations = firstViolations(parsed.error.issues);
    return { error: violations[0].message, violations };
  }
  try {
    await signIn('credentials', { ...parsed.data, redirectTo: safeCallback(input.callbackUrl) });
  } catch (error) {
    // The rate limits are enforced inside authorize(), for every sign-in path alike.
    if (error instanceof RateLimitedSignin) return { error: error.userMessage };
    if (error instanceof CredentialsSignin) {
      return { error: error.code === 'inactive' ? SIGN_IN_MESSAGES.inactive : SIGN_IN_MESSAGES.invalid };
    }
    if (error instanceof AuthError) return { error: SIGN_IN_MESSAGES.invalid };
    throw error; // the redirect after success travels as an exception
  }
}
