import type { NextAuthConfig } from 'next-auth';
import { isSessionEnded } from '@/lib/data/ended-sessions';
import { currentEmail } from '@/lib/data/session-stamps';
import { authConfig } from './config';
import { decodeSession, encodeSession } from './session-jwt';

/**
 * authConfig plus the one check that needs the database, for every place next-auth re-issues a
 * session cookie (proxy.ts on each page, lib/auth/index.ts for /api/auth/session and server
 * actions): a session signed out on the server is never refreshed, and the e-mail follows the account's. Its cookie is cleared instead,
 * so a copy replayed after signing out gets no new cookie with a later expiry.
 */
export const serverAuthConfig = {
  ...authConfig,
  // The same cookie as next-auth's own codec, at less cost per request (lib/auth/session-jwt.ts).
  jwt: { encode: encodeSession, decode: decodeSession },
  callbacks: {
    ...authConfig.callbacks,
    async jwt(params) {
      const token = authConfig.callbacks.jwt(params);
      if (!token || params.user) return token;
      if (await isSessionEnded(String(token.sid))) return null;
      // A confirmed e-mail change reaches the re-issued cookie and /api/auth/session too.
      const email = token.uid ? await currentEmail(Number(token.uid)) : null;
      if (email) token.email = email;
      return token;
    },
  },
} satisfies NextAuthConfig;
