import { AuthError, CredentialsSignin } from 'next-auth';
import { RateLimitedSignin, signIn } from '@/lib/auth';
import { SIGN_IN_MESSAGES } from '@/lib/data/credentials';
import { isAppError } from '@/lib/errors';
import { jsonAnswer, readJsonObject } from '@/lib/http/legacy-json';
import { loginSchema } from '@/lib/validation/account';
import { SIGN_IN_CODE_MESSAGES, signInCodeSchema } from '@/lib/validation/sign-in-code';

/**
 * POST /auth {username, password} (spec section 7): signs in like the login page and sets the same
 * session cookie. Failures answer { "error": "..." }: 401 for credentials, 429 when rate limited, 503 while the
 * database is unreachable. When a sign-in limit has tripped, the right password answers 401
 * { "error", "codeRequired": true } and e-mails a 6-digit code to the account; the same request
 * with "code" added signs in (a wrong or expired code: 401 with "codeRequired" again).
 */
export async function POST(request: Request) {
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(request);
  } catch (error) {
    if (isAppError(error)) return jsonAnswer({ error: error.message }, error.status);
    throw error;
  }
  const parsed = loginSchema.safeParse({ email: body.username, password: body.password });
  if (!parsed.success) return jsonAnswer({ error: parsed.error.issues[0].message }, 400);
  const code = body.code === undefined ? undefined : signInCodeSchema.safeParse(body.code);
  if (code && !code.success) return jsonAnswer({ error: code.error.issues[0].message }, 400);
  try {
    await signIn('credentials', { ...parsed.data, ...(code && { code: code.data }), redirect: false });
  } catch (error) {
    if (error instanceof RateLimitedSignin) {
      return jsonAnswer({ error: error.userMessage }, error.status, {
        'Retry-After': String(error.retryAfterSeconds),
      });
    }
    if (error instanceof CredentialsSignin && (error.code === 'inactive' || error.code === 'suspended')) {
      return jsonAnswer({ error: SIGN_IN_MESSAGES[error.code] }, 401);
    }
    if (error instanceof CredentialsSignin && error.code === 'code_required') {
      const message = `${SIGN_IN_CODE_MESSAGES.required} ${SIGN_IN_CODE_MESSAGES.howToSend}`;
      return jsonAnswer({ error: message, codeRequired: true }, 401);
    }
    if (error instanceof CredentialsSignin && error.code === 'code_invalid') {
      return jsonAnswer({ error: SIGN_IN_CODE_MESSAGES.invalid, codeRequired: true }, 401);
    }
    if (error instanceof AuthError) return jsonAnswer({ error: SIGN_IN_MESSAGES.invalid }, 401);
    throw error;
  }
  return jsonAnswer({ result: true });
}
