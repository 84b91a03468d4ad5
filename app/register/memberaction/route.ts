import { registerMember } from '@/lib/data/accounts';
import { answerForm } from '@/lib/http/legacy-json';
import { publicOrigin } from '@/lib/http/public-origin';
import { clientIp } from '@/lib/data/rate-limit';

/** POST /register/memberaction {email, password} → { result: true } or { result: false, formerror }. */
export async function POST(request: Request) {
  return answerForm(request, (input) =>
    registerMember({ input, ip: clientIp(request.headers), origin: publicOrigin(request.headers) }),
  );
}
