'use server';

import { endSession } from '@/lib/data/ended-sessions';
import { signOut } from './index';
import { readSessionToken } from './session-token';

/**
 * Signing out: a server action, so only a POST from our own pages reaches it (Next.js and
 * proxy.ts refuse a foreign Origin with 403; a GET of /logout only shows the button). The session
 * is ended on the server first, so a copy of its cookie replayed later opens nothing; a failure
 * there surfaces instead of pretending the session is over.
 */
export async function logout(): Promise<void> {
  const token = await readSessionToken();
  if (token?.sid) await endSession(token.sid);
  await signOut({ redirectTo: '/login?notice=signed-out' });
}
