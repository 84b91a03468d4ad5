import { forbidden, redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { isSessionEnded } from '@/lib/data/ended-sessions';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { auth } from './index';
import { areaOf, type Actor, type Area } from './roles';

/**
 * The signed-in user of this request, or null. A session issued before the account's password,
 * roles or activation last changed, for an account that is gone, or signed out (its cookie
 * replayed), counts as none; so does one from before sessions carried an id.
 */
export async function getActor(): Promise<Actor | null> {
  const session = await auth();
  const id = Number(session?.user?.id);
  if (!session?.user || !Number.isInteger(id) || id < 1) return null;
  if (!session.user.stamp || session.user.stamp !== (await currentSessionStamp(id))) return null;
  if (!session.user.sid || (await isSessionEnded(session.user.sid))) return null;
  return { id, email: session.user.email, roles: session.user.roles ?? [] };
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
