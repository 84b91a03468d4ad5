import { requestPasswordReset } from '@/lib/data/password-reset';
import { clientIp } from '@/lib/data/rate-limit';
import { answerForm } from '@/lib/http/legacy-json';
import { publicOrigin } from '@/lib/http/public-origin';

/**
 * POST /forgotpasswordaction {"email"} → {"result": true} for any address, known or not (the link
 * goes only to an account's own address); 429 past the limits; 400/422 for what is not an e-mail.
 */
export async function POST(request: Request) {
  return answerForm(request, (input) =>
    requestPasswordReset({ input, ip: clientIp(request.headers), origin: publicOrigin(request.headers) }),
  );
}
