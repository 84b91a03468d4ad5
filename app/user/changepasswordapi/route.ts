import { getJsonCaller } from '@/lib/auth/json-call-actor';
import { renewSession } from '@/lib/auth/renew-session';
import { issueApiToken } from '@/lib/auth/token';
import { changePassword } from '@/lib/data/accounts';
import { AppError } from '@/lib/errors';
import { jsonAnswer, readJsonObject, settleForm } from '@/lib/http/legacy-json';
import { clientIp } from '@/lib/data/rate-limit';

/**
 * POST /user/changepasswordapi {currentpassword, newpassword} → { result: true } on success,
 * { result: false, formerror } otherwise (formerror 'Current Password Wrong!' for a wrong current
 * password); 401 without a session or Bearer token.
 *
 * A change ends every session and API token of the account, except the caller's own: a caller
 * with the session cookie gets that session renewed (a new cookie with the new stamp); a caller
 * with a Bearer token gets a new token in the answer ({ result: true, token }), since its old one
 * has ended with the others.
 */
export async function POST(request: Request) {
  const caller = await getJsonCaller(request);
  if (!caller) return jsonAnswer({ result: false, formerror: AppError.unauthorized().message }, 401);
  const { actor, tokenSessionId } = caller;
  let renewed: Record<string, string> = {};
  const { answer, status, headers } = await settleForm(async () => {
    const input = await readJsonObject(request);
    const { stamp } = await changePassword({ actor, input, ip: clientIp(request.headers) });
    if (tokenSessionId) renewed = { token: await issueApiToken(actor, stamp, tokenSessionId) };
    else await renewSession(actor.email, String(input.newpassword));
  });
  return jsonAnswer({ ...answer, ...renewed }, status, headers);
}
