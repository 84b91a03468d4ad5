import { forbidden, redirect } from 'next/navigation';
import { cookies, headers } from 'next/headers';
import { decode } from 'next-auth/jwt';
import { isSessionEnded } from '@/lib/data/ended-sessions';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { auth } from './index';
import { areaOf, type Actor, type Area } from './roles';
import { env } from '@/lib/env';

/**
 * The signed-in user of this request, or null. A session issued before the account's password,
 * roles or activation last changed, for an account that is gone, or signed out (its cookie
 * replayed), counts as none; so does one from before sessions carried an id.
 */
export async function getActor(): Promise<Actor | null> {
  const user = (await sessionSetByThisRequest()) ?? (await auth())?.user;
  const id = Number(user?.id);
  if (!user || !Number.isInteger(id) || id < 1) return null;
  if (!user.stamp || user.stamp !== (await currentSessionStamp(id))) return null;
  if (!user.sid || (await isSessionEnded(user.sid))) return null;
  return { id, email: user.email ?? '', roles: user.roles ?? [] };
}

const SESSION_COOKIES = ['__Secure-authjs.session-token', 'authjs.session-token'];

/**
 * The session a server action of this request has just set: after a password change the action
 * signs the browser in again, and Next.js renders the page into the same response with the new
 * cookie in cookies() but the old one still in the Cookie header, which auth() reads. Without this
 * the old session's stamp failed there and the member was sent through the login page.
 */
async function sessionSetByThisRequest() {
  let jar: Awaited<ReturnType<typeof cookies>>;
  let sent: string;
  try {
    jar = await cookies();
    sent = (await headers()).get('cookie') ?? '';
  } catch {
    return null; // outside a request (scripts, tests calling the data layer): nothing was set
  }
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name)?.value;
    if (!value || sent.includes(`${name}=${value}`)) continue;
    const token = await decode({ token: value, secret: env().AUTH_SECRET ?? '', salt: name }).catch(
      () => null,
    );
    if (!token) return null;
    return {
      id: String(token.uid ?? ''),
      email: token.email ?? '',
      roles: token.roles ?? [],
      stamp: token.stamp ?? '',
      sid: token.sid ?? '',
    };
  }
  return null;
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
