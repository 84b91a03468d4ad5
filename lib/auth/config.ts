import type { NextAuthConfig } from 'next-auth';
import type { Role } from './roles';

declare module 'next-auth' {
  interface User {
    roles?: Role[];
  }
  interface Session {
    user: { id: string; email: string; roles: Role[] };
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    uid?: string;
    roles?: Role[];
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
      }
      return token;
    },
    session({ session, token }) {
      Object.assign(session.user, { id: token.uid ?? '', email: token.email ?? '', roles: token.roles ?? [] });
      return session;
    },
  },
} satisfies NextAuthConfig;
