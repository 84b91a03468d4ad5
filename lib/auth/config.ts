import type { NextAuthConfig } from 'next-auth';
import type { Role } from './roles';

declare module 'next-auth' {
  interface User {
    roles?: Role[];
    /** The account's session stamp at sign-in (lib/auth/credentials.ts). */
    stamp?: string;
  }
  interface Session {
    user: { id: string; email: string; roles: Role[]; stamp: string };
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    uid?: string;
    roles?: Role[];
    stamp?: string;
  }
}

/** The part of the configuration that needs no database: shared by proxy.ts and the full setup. */
export const authConfig = {
  pages: { signIn: '/login' },
  session: { strategy: 'jwt', maxAge: 60 * 60 * 24 * 7 },
  trustHost: true,
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.roles = user.roles ?? [];
        token.stamp = user.stamp;
      }
      return token;
    },
    session({ session, token }) {
      Object.assign(session.user, { id: token.uid ?? '', email: token.email ?? '', roles: token.roles ?? [], stamp: token.stamp ?? '' });
      return session;
    },
  },
} satisfies NextAuthConfig;
