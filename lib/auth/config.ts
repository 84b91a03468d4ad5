import type { NextAuthConfig } from 'next-auth';
import type { Role } from './roles';

declare module 'next-auth' {
  interface User {
    roles?: Role[];
    /** The account's session stamp at sign-in (lib/data/credentials.ts). */
    stamp?: string;
    /** The id of the session this sign-in begins, as the sign-in history records it. */
    sid?: string;
  }
  interface Session {
    /**
     * What page scripts see at /api/auth/session: no session id or stamp (those stay in the
     * encrypted cookie, read on the server by lib/auth/session-token.ts).
     */
    user: { id: string; email: string; roles: Role[] };
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    uid?: string;
    roles?: Role[];
    stamp?: string;
    /** This session's id from sign-in, which signing out ends on the server (lib/data/ended-sessions.ts). */
    sid?: string;
    /** When the session began (seconds since the epoch): its absolute lifetime counts from here. */
    signedInAt?: number;
  }
}

/** How long a session lasts unused; the cookie's expiry rolls forward on use. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
/**
 * How old a session cookie may be before a page re-issues it with a later expiry (proxy.ts,
 * lib/auth/fresh-session.ts): not on every page, which cost each a CSRF hash and an encryption.
 */
export const SESSION_REFRESH_SECONDS = 15 * 60;
/** How long a session lasts at most, however often it is used: rolling cannot extend it. */
export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 30;

/**
 * Whether a session token may still be used and refreshed, by what it carries alone: an id (ended
 * sessions are looked up by it), a start, and no more than SESSION_ABSOLUTE_SECONDS since that
 * start. Tokens from before sessions had an id or a start must sign in again once.
 */
export function sessionWithinLifetime(
  token: { sid?: unknown; signedInAt?: unknown },
  now = Date.now(),
): boolean {
  const { sid, signedInAt } = token;
  if (typeof sid !== 'string' || !sid || typeof signedInAt !== 'number') return false;
  return now < (signedInAt + SESSION_ABSOLUTE_SECONDS) * 1000 && signedInAt * 1000 <= now + 60_000;
}

/** The part of the configuration that needs no database (lib/auth/server-config.ts adds the rest). */
export const authConfig = {
  pages: { signIn: '/login' },
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  trustHost: true,
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.roles = user.roles ?? [];
        token.stamp = user.stamp;
        // One id per sign-in, kept as the token is re-issued on each request (unlike its jti).
        token.sid = user.sid ?? crypto.randomUUID();
        token.signedInAt = Math.floor(Date.now() / 1000);
        return token;
      }
      // null clears the cookie instead of re-issuing it with a later expiry.
      return sessionWithinLifetime(token) ? token : null;
    },
    session({ session, token }) {
      // Assigned field by field: next-auth's default user (name, image) has nothing of ours.
      session.user = {
        ...session.user,
        id: token.uid ?? '',
        email: token.email ?? '',
        roles: token.roles ?? [],
      };
      return session;
    },
  },
} satisfies NextAuthConfig;
