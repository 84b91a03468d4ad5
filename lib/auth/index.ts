import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { authenticate } from '@/lib/data/sign-in';
import { asAppError } from '@/lib/database-failure';
import { endSession } from '@/lib/data/ended-sessions';
import { savedLocale } from '@/lib/data/locale-preference';
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS } from '@/lib/i18n/locales';
import { servedOverHttps } from '@/lib/http/content-security-policy';
import { publicOrigin } from '@/lib/http/public-origin';
import { clientIp } from '@/lib/data/rate-limit';
import { DEVICE_COOKIE, deviceCookieOptions } from './device-cookie';
import { serverAuthConfig } from './server-config';
import { env } from '@/lib/env';

class InactiveAccountError extends CredentialsSignin {
  code = 'inactive';
}

/** The right password of an account an administrator suspended (issue 22 item 4). */
class SuspendedAccountError extends CredentialsSignin {
  code = 'suspended';
}

/** The right password while a sign-in limit has tripped: the code e-mailed to the account is needed. */
class CodeRequiredSignin extends CredentialsSignin {
  code = 'code_required';
}

/** The right password with a code that is wrong, used, expired or out of tries. */
class CodeInvalidSignin extends CredentialsSignin {
  code = 'code_invalid';
}

/**
 * A sign-in refused for a reason other than the credentials: too many attempts (429) or the
 * database unreachable (503). Thrown from authorize(), it reaches signIn()'s caller unchanged (the
 * login action, POST /auth), which answers with its message, status and Retry-After; otherwise
 * next-auth would turn it into "wrong password".
 */
export class RateLimitedSignin extends CredentialsSignin {
  code = 'rate_limited';
  constructor(
    readonly userMessage: string,
    readonly retryAfterSeconds: number,
    readonly status: 429 | 503 = 429,
  ) {
    super(userMessage);
    if (status === 503) this.code = 'unavailable';
  }
}

const credentialsSchema = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(200),
  /** The one-time code of a sign-in's second step (lib/data/sign-in.ts). */
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});

export const { handlers, signIn, signOut } = NextAuth({
  ...serverAuthConfig,
  secret: env().AUTH_SECRET,
  events: {
    // next-auth's own endpoint (POST /api/auth/signout) ends the session on the server too.
    async signOut(message) {
      if ('token' in message && message.token?.sid) await endSession(message.token.sid);
    },
  },
  logger: {
    // A refused sign-in is an everyday event, not a server error: one line, no stack trace.
    error(error) {
      if (error instanceof CredentialsSignin) console.warn(`[auth] sign-in refused: ${error.code}`);
      else console.error(error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, code: {} },
      // Every sign-in path ends here (login page, POST /auth, /api/auth/callback/credentials),
      // so the rate limits cannot be bypassed by calling next-auth directly.
      async authorize(raw, request) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) return null;
        const jar = await cookies();
        let check;
        try {
          check = await authenticate({
            ...parsed.data,
            ip: clientIp(request.headers),
            userAgent: request.headers.get('user-agent'),
            deviceCookie: jar.get(DEVICE_COOKIE)?.value,
          });
        } catch (error) {
          const known = asAppError(error);
          if (known && (known.status === 429 || known.status === 503)) {
            throw new RateLimitedSignin(
              known.message,
              Number(known.headers['Retry-After'] ?? 60),
              known.status,
            );
          }
          throw error;
        }
        if (!check.ok) {
          if (check.reason === 'inactive') throw new InactiveAccountError();
          if (check.reason === 'suspended') throw new SuspendedAccountError();
          if (check.reason === 'code_required') throw new CodeRequiredSignin();
          if (check.reason === 'code_invalid') throw new CodeInvalidSignin();
          return null;
        }
        const { actor, stamp, deviceCookie, sessionId } = check;
        // Every sign-in path runs in a server action or a route handler, where cookies can be set.
        if (deviceCookie)
          jar.set(
            DEVICE_COOKIE,
            deviceCookie,
            deviceCookieOptions(servedOverHttps(publicOrigin(request.headers, new URL(request.url).origin))),
          );
        // The language the account chose comes back with it, on any browser.
        const locale = await savedLocale(actor.id);
        if (locale) jar.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
        return { id: String(actor.id), email: actor.email, roles: actor.roles, stamp, sid: sessionId };
      },
    }),
  ],
});
