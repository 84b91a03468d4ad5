import type { Actor } from '@/lib/auth/roles';
import { call } from './api';
import { profileBody, type ProfileRefs } from './profiles';
import { createUser } from './users';

export type Member = Actor & { password: string; profileId: number; mobile: string };

let phone = 0;

/**
 * A member with their own profile (as the form sends it), verified by the team unless told
 * otherwise. Each gets a distinct mobile number, so a test can look for it in any answer.
 */
export async function createMember(
  admin: Actor,
  refs: ProfileRefs,
  overrides: Record<string, unknown> = {},
  options: { verified?: boolean; admin?: Record<string, unknown> } = {},
): Promise<Member> {
  const user = await createUser();
  phone += 1;
  const mobile = `+91 98765 4${String(3000 + phone).padStart(4, '0')}`;
  const created = await call('POST', '/api/profiles', {
    as: user,
    body: profileBody(refs, { mobile, ...overrides }),
  });
  if (created.status !== 201) throw new Error(`profile not created: ${created.text}`);
  const patch = { mobileVerified: options.verified ?? true, otp: '4321', ...(options.admin ?? {}) };
  const patched = await call('PATCH', created.body['@id'], { as: admin, body: patch });
  if (patched.status !== 200) throw new Error(`profile not verified: ${patched.text}`);
  return { ...user, profileId: created.body.id, mobile: created.body.mobile };
}
