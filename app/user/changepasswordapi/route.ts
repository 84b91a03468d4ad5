import { getJsonCallActor } from '@/lib/auth/json-call-actor';
import { changePassword } from '@/lib/data/accounts';
import { AppError } from '@/lib/errors';
import { answerForm, jsonAnswer } from '@/lib/http/legacy-json';
import { clientIp } from '@/lib/rate-limit';

/**
 * POST /user/changepasswordapi {currentpassword, newpassword} → { result: true } on success,
 * { result: false, formerror } otherwise (formerror 'Current Password Wrong!' for a wrong current
 * password); 401 without a session or Bearer token.
 */
export async function POST(request: Request) {
  const actor = await getJsonCallActor(request);
  if (!actor) return jsonAnswer({ result: false, formerror: AppError.unauthorized().message }, 401);
  return answerForm(request, (input) => changePassword({ actor, input, ip: clientIp(request.headers) }));
}
