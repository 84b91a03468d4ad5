import 'server-only';
import { assertArea } from '@/lib/auth/guard';
import { clientIp } from '@/lib/data/rate-limit';
import {
  deleteMemberAccount,
  getMemberAccount,
  setProfileHidden,
  type MemberAccount,
} from '@/lib/data/member-account';
import { requestEmailChange } from '@/lib/data/email-change';
import { exportMemberData } from '@/lib/data/member-export';
import { AppError } from '@/lib/errors';
import { iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';

/**
 * GET/PATCH/DELETE /api/me: the signed-in member's own account as one resource (issue 23
 * section 2), with the rules of /user/account: PATCH `{"hidden": true|false}` hides or shows the
 * profile, `{"email", "password"}` e-mails a link that confirms a new sign-in e-mail; DELETE `{"password"}` deletes the account (422 on a missing or wrong password).
 * Members only (401 anonymous, 403 staff), checked before any body is read.
 */
const stamp = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);

function meBody(account: MemberAccount) {
  const { profile } = account;
  return {
    '@id': '/api/me',
    '@type': 'Me',
    id: account.userId,
    email: account.email,
    pendingEmail: account.pendingEmail,
    registeredAt: stamp(account.registeredAt),
    profile: profile ? iriOf(PROFILE_COLLECTION, profile.id) : null,
    fullName: profile?.fullName ?? null,
    hidden: profile?.hidden ?? false,
    hiddenAt: stamp(profile?.hiddenAt ?? null),
    married: profile?.married ?? false,
    marriedAt: stamp(profile?.marriedAt ?? null),
  };
}

const MEMBER_PATCHABLE = ['hidden', 'email', 'password'];

export async function getMe(ctx: ApiContext): Promise<Response> {
  const account = await getMemberAccount({ actor: await ctx.actor() });
  return jsonLd(meBody(account), 200, { 'Accept-Patch': MERGE_PATCH });
}

export async function patchMe(ctx: ApiContext): Promise<Response> {
  const actor = assertArea(await ctx.actor(), 'member');
  const body = await readJsonBody(ctx.request, 'PATCH');
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest('Syntax error');
  const keys = Object.keys(body);
  const unknown = keys.filter((key) => !MEMBER_PATCHABLE.includes(key));
  if (unknown.length)
    throw AppError.validation(
      unknown.map((key) => ({ propertyPath: key, message: 'This property cannot be changed here.' })),
    );
  let account = await getMemberAccount({ actor });
  if ('email' in body || 'password' in body) {
    const { email, password } = body as { email?: unknown; password?: unknown };
    await requestEmailChange({
      actor,
      input: { email, password },
      ip: clientIp(ctx.request.headers),
      origin: ctx.origin,
    });
    account = await getMemberAccount({ actor });
  }
  if ('hidden' in body)
    account = await setProfileHidden({ actor, input: { hidden: (body as { hidden: unknown }).hidden } });
  return jsonLd(meBody(account), 200, { 'Accept-Patch': MERGE_PATCH });
}

export async function deleteMe(ctx: ApiContext): Promise<Response> {
  const actor = assertArea(await ctx.actor(), 'member');
  const input = await readJsonBody(ctx.request, 'POST');
  await deleteMemberAccount({ actor, input, ip: clientIp(ctx.request.headers) });
  return noContent();
}

/** GET /api/me/export: everything stored about the member (lib/data/member-export.ts), as a file to keep. */
export async function exportMe(ctx: ApiContext): Promise<Response> {
  const data = await exportMemberData({ actor: await ctx.actor() });
  return jsonLd(data, 200, { 'Content-Disposition': 'attachment; filename="thirumanam-my-data.json"' });
}
