import { forbidden, redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { isSessionEnded } from '@/lib/data/ended-sessions';
import { currentEmail, currentSessionStamp } from '@/lib/data/session-stamps';
import { sessionWithinLifetime } from './config';
import { areaOf, type Actor, type Area } from './roles';
import { readSessionToken } from './session-token';

/** The signed-in user of this request and the id of their session (what API tokens are tied to). */
export type SignedInSession = { actor: Actor; sessionId: string };

/**
 * The session of this request, or null. A session issued before the account's password, roles or
 * activation last changed, for an account that is gone, signed out (its cookie replayed), past its
 * absolute lifetime, or from before sessions carried an id and a start, counts as none.
 */
export async function getSignedInSession(): Promise<SignedInSession | null> {
  const token = await readSessionToken();
  const id = Number(token?.uid);
  if (!token || !Number.isInteger(id) || id < 1 || !sessionWithinLifetime(token)) return null;
  if (!token.stamp || token.stamp !== (await currentSessionStamp(id))) return null;
  const sessionId = String(token.sid);
  if (await isSessionEnded(sessionId)) return null;
  // The account's e-mail now, not the cookie's: a confirmed e-mail change shows in live sessions.
  const email = (await currentEmail(id)) ?? token.email ?? '';
  return { actor: { id, email, roles: token.roles ?? [] }, sessionId };
}

/** The signed-in user of this request, or null (see getSignedInSession). */
export async function getActor(): Promise<Actor | null> {
  return (await getSignedInSession())?.actor ?? null;
}

async function loginRedirect(): Promise<never> {
  const path = (await headers()).get('x-pathname') ?? '/user/dashboard';
  redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
}

/** For pages: the signed-in user, or a redirect to the login page that comes back here. */
export async function requireActor(): Promise<Actor> {
  return (await getActor()) ?? loginRedirect();
}

/** For pages of one area: anyone else gets the 403 page, whatever menu they were shown. */
export async function requireArea(area: Area): Promise<Actor> {
  const actor = await requireActor();
  if (areaOf(actor.roles) !== area) forbidden();
  return actor;
}

/**
 * For the college screens: signed-in users of the college area holding ROLE_COLLEGE. Administrators
 * keep their own area and menu; they reach college data through the API (assertCollegeAccess).
 */
export async function requireCollegeStaff(): Promise<Actor> {
  const actor = await requireArea('college');
  if (!actor.roles.includes('ROLE_COLLEGE')) forbidden();
  return actor;
}
