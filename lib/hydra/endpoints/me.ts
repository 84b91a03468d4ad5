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
import { answerMarriage, setMarried } from '@/lib/data/marriage';
import { exportMemberData } from '@/lib/data/member-export';
import { browsesPrivately, setBrowsePrivately } from '@/lib/data/profile-visits';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { getNoticeMail, saveNoticeMail } from '@/lib/data/notifications/mail-choices';
import { getMatchAlertChoice, saveMatchAlertChoice } from '@/lib/data/match-alerts';
import type { MatchAlertFrequency } from '@/lib/data/match-alerts';
import type { NoticeMailChoices } from '@/lib/notifications/kinds';

/**
 * GET/PATCH/DELETE /api/me: the signed-in member's own account as one resource (issue 23
 * section 2), with the rules of /user/account: PATCH `{"hidden": true|false}` hides or shows the
 * profile, `{"email", "password"}` e-mails a link that confirms a new sign-in e-mail,
 * `{"married": true, "marriedTo": profile IRI | null}` marks the member married (`false` undoes it),
 * `{"confirmMarriage": true | false}` answers a member who named this one as their partner
 * (lib/data/marriage.ts); DELETE `{"password"}` deletes the account (422 on a missing or wrong
 * password). Described in docs.jsonld as "Me" (lib/hydra/singleton-classes.ts).
 * Members only (401 anonymous, 403 staff), checked before any body is read.
 */
const stamp = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);

type MeExtras = {
  browsePrivately: boolean;
  noticeMail: NoticeMailChoices;
  /** Match alert e-mails (issue 26 item 3): null before there is a profile. */
  matchAlerts: MatchAlertFrequency | null;
};

function meBody(account: MemberAccount, { browsePrivately, noticeMail, matchAlerts }: MeExtras) {
  const { profile } = account;
  const profileIri = (ref: { id: number } | null | undefined) =>
    ref ? iriOf(PROFILE_COLLECTION, ref.id) : null;
  return {
    '@context': '/api/contexts/Me',
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
    browsePrivately,
    married: profile?.married ?? false,
    marriedAt: stamp(profile?.marriedAt ?? null),
    marriedTo: profileIri(profile?.marriedTo),
    marriedToName: profile?.marriedTo?.fullName ?? null,
    marriageConfirmedAt: stamp(profile?.marriageConfirmedAt ?? null),
    marriageProposedBy: profileIri(profile?.proposedBy),
    marriageProposedByName: profile?.proposedBy?.fullName ?? null,
    signIns: account.signIns.map((entry) => ({ ...entry, at: stamp(entry.at) })),
    noticeMail,
    matchAlerts,
  };
}

/** Private browsing is a profile's: false before there is one. */
const privately = async (actor: Actor | null, account: MemberAccount) =>
  account.profile ? browsesPrivately(actor) : false;

const MEMBER_PATCHABLE = [
  'hidden',
  'browsePrivately',
  'email',
  'password',
  'married',
  'marriedTo',
  'confirmMarriage',
  'noticeMail',
  'matchAlerts',
];

/** The account's settings kept beside the profile: private browsing, notice e-mails, match alerts. */
const extras = async (actor: Actor | null, account: MemberAccount): Promise<MeExtras> => ({
  browsePrivately: await privately(actor, account),
  noticeMail: await getNoticeMail({ actor }),
  matchAlerts: account.profile ? await getMatchAlertChoice({ actor }) : null,
});

export async function getMe(ctx: ApiContext): Promise<Response> {
  const actor = await ctx.actor();
  const account = await getMemberAccount({ actor });
  return jsonLd(meBody(account, await extras(actor, account)), 200, { 'Accept-Patch': MERGE_PATCH });
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
  const fields = body as Record<string, unknown>;
  if ('hidden' in body) account = await setProfileHidden({ actor, input: { hidden: fields.hidden } });
  if ('browsePrivately' in body)
    await setBrowsePrivately({ actor, input: { browsePrivately: fields.browsePrivately } });
  if ('marriedTo' in body && !('married' in body))
    throw AppError.validation([
      { propertyPath: 'married', message: 'Send "married": true with "marriedTo".' },
    ]);
  if ('married' in body) {
    await setMarried({ actor, input: { married: fields.married, marriedTo: fields.marriedTo } });
    account = await getMemberAccount({ actor });
  }
  if ('confirmMarriage' in body) {
    await answerMarriage({ actor, input: { confirmMarriage: fields.confirmMarriage } });
    account = await getMemberAccount({ actor });
  }
  if ('noticeMail' in body) await saveNoticeMail({ actor, input: fields.noticeMail });
  if ('matchAlerts' in body) await saveMatchAlertChoice({ actor, input: fields.matchAlerts });
  return jsonLd(meBody(account, await extras(actor, account)), 200, { 'Accept-Patch': MERGE_PATCH });
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
