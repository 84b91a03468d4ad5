import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { z } from 'zod';
import { authConfig } from './config';
import { verifyCredentials } from './credentials';

export class InactiveAccountError extends CredentialsSignin {
  code = 'inactive';
}

const credentialsSchema = z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(200) });

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  secret: process.env.AUTH_SECRET,
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(raw) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) return null;
        const check = await verifyCredentials(parsed.data.email, parsed.data.password);
        if (!check.ok) {
          if (check.reason === 'inactive') throw new InactiveAccountError();
          return null;
        }
        const { actor } = check;
        return { id: String(actor.id), email: actor.email, roles: actor.roles };
      },
    }),
  ],
});
