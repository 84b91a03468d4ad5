'use server';

import { z } from 'zod';
import { AuthError, CredentialsSignin } from 'next-auth';
import { RateLimitedSignin, signIn } from '@/lib/auth';
import { SIGN_IN_MESSAGES } from '@/lib/data/credentials';
import type { Violation } from '@/lib/errors';
import { checkActionArguments, formText } from '@/lib/http/action-input';
import { loginSchema } from '@/lib/validation/account';
import { firstViolations } from '@/lib/validation/form';
import { SIGN_IN_CODE_MESSAGES, signInCodeSchema } from '@/lib/validation/sign-in-code';

/**
 * A sign-in that did not happen: the alert's message (none when only the code step is asked for),
 * for invalid input the message of each field (as the form's own), and `codeStep` when the form
 * should ask for the code e-mailed to the account (lib/data/sign-in.ts).
 */
export type LoginResult = { error?: string; violations?: Violation[]; codeStep?: boolean } | undefined;

/** Only same-site paths: an open redirect through callbackUrl would help phishing (browsers read /\ as //). */
function safeCallback(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !/^\/[\\/]/.test(url) ? url : '/user/dashboard';
}

const loginArguments = z.tuple([
  // callbackUrl is whatever the address held (safeCallback keeps only same-site paths).
  z.object({ email: formText, password: formText, callbackUrl: z.unknown().optional() }),
]);

export async function login(input: {
  email: string;
  password: string;
  /** The code from the e-mail, at the second step. */
  code?: string;
  callbackUrl?: string;
}): Promise<LoginResult> {
  const checked = checkActionArguments(loginArguments, [input]);
  if ('refusal' in checked) {
    const { message, violations } = checked.refusal;
    return { error: violations[0]?.message ?? message, violations };
  }
  const [valid] = checked.args;
  const parsed = loginSchema.safeParse(valid);
  if (!parsed.success) {
    const violations = firstViolations(parsed.error.issues);
    return { error: violations[0].message, violations };
  }
  const code = input.code === undefined ? undefined : signInCodeSchema.safeParse(input.code);
  if (code && !code.success) {
    const message = code.error.issues[0].message;
    return { error: message, violations: [{ propertyPath: 'code', message }], codeStep: true };
  }
  try {
    await signIn('credentials', {
      ...parsed.data,
      ...(code && { code: code.data }),
      redirectTo: safeCallback(valid.callbackUrl),
    });
  } catch (error) {
    // The rate limits are enforced inside authorize(), for every sign-in path alike.
    if (error instanceof RateLimitedSignin) return { error: error.userMessage };
    if (error instanceof CredentialsSignin) {
      if (error.code === 'code_required') return { codeStep: true };
      if (error.code === 'code_invalid') return { error: SIGN_IN_CODE_MESSAGES.invalid, codeStep: true };
      if (error.code === 'inactive' || error.code === 'suspended')
        return { error: SIGN_IN_MESSAGES[error.code] };
      return { error: SIGN_IN_MESSAGES.invalid };
    }
    if (error instanceof AuthError) return { error: SIGN_IN_MESSAGES.invalid };
    throw error; // the redirect after success travels as an exception
  }
}
