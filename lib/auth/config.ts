import type { NextAuthConfig } from 'next-auth';
import type { Role } from './roles';

declare module 'next-auth' {
  interface User {
    roles?: Role[];
    /** The account's session stamp at sign-in (lib/data/credentials.ts). */
    stamp?: string;
  }
  interface Session {
    /** sid: this session's id from sign-in, which signing out ends on the server (lib/data/ended-sessions.ts). */
    user: { id: string; email: string; roles: Role[]; stamp: string; sid: string };
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    uid?: string;
    roles?: Role[];
    stamp?: string;
    sid?: string;
  }
}

/** How long a session lasts; the cookie's expiry rolls forward on use. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** The part of the configuration that needs no database: shared by proxy.ts and the full setup. */
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
        token.sid = crypto.randomUUID();
      }
      return token;
    },
    session({ session, token }) {
      Object.assign(session.user, {
        id: token.uid ?? '',
        email: token.email ?? '',
        roles: token.roles ?? [],
        stamp: token.stamp ?? '',
        sid: token.sid ?? '',
      });
      return session;
    },
  },
} satisfies NextAuthConfig;
