/** The three roles the app knows; other strings may come from the database and grant nothing. */
export type Role = 'ROLE_ADMIN' | 'ROLE_MEMBER' | 'ROLE_COLLEGE' | (string & {});

/** Who is acting: passed to every data-layer function, which authorizes with it. */
export type Actor = { id: number; email: string; roles: Role[] };

/**
 * The area (and menu) a user belongs to. The spec gives ROLE_ADMIN the admin menu and "every
 * other user" the college menu; members have their own area, so the college menu is for any
 * account that is neither administrator nor member.
 */
export type Area = 'admin' | 'member' | 'college';

export function areaOf(roles: readonly string[]): Area {
  if (roles.includes('ROLE_ADMIN')) return 'admin';
  if (roles.includes('ROLE_MEMBER')) return 'member';
  return 'college';
}

export const isAdmin = (actor: Pick<Actor, 'roles'> | null | undefined) =>
  !!actor?.roles.includes('ROLE_ADMIN');

export const HOME_PATHS: Record<Area, string> = {
  admin: '/admin/dashboard',
  member: '/user/dashboard',
  college: '/college/dashboard',
};

/** Path prefixes that belong to one area; /user/changepassword is open to every signed-in user. */
export function areaOfPath(pathname: string): Area | null {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/college' || pathname.startsWith('/college/')) return 'college';
  if (pathname.startsWith('/user/') && !pathname.startsWith('/user/changepassword')) return 'member';
  return null;
}
