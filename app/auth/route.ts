import { AuthError, CredentialsSignin } from 'next-auth';
import { RateLimitedSignin, signIn } from '@/lib/auth';
import { SIGN_IN_MESSAGES } from '@/lib/data/credentials';
import { isAppError } from '@/lib/errors';
import { jsonAnswer, readJsonObject } from '@/lib/http/legacy-json';
import { loginSchema } from '@/lib/validation/account';

/**
 * POST /auth {username, password} (spec section 7): signs in like the login page and sets the same
 * session cookie. Failures answer { "error": "..." }: 401 for credentials, 429 when rate limited, 503 while the
 * database is unreachable.
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
  try {
    await signIn('credentials', { ...parsed.data, redirect: false });
  } catch (error) {
    if (error instanceof RateLimitedSignin) {
      return jsonAnswer({ error: error.userMessage }, error.status, {
        'Retry-After': String(error.retryAfterSeconds),
      });
    }
    if (error instanceof CredentialsSignin && error.code === 'inactive') {
      return jsonAnswer({ error: SIGN_IN_MESSAGES.inactive }, 401);
    }
    if (error instanceof AuthError) return jsonAnswer({ error: SIGN_IN_MESSAGES.invalid }, 401);
    throw error;
  }
  return jsonAnswer({ result: true });
}
