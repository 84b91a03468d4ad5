import { createEnquiry } from '@/lib/data/enquiries';
import { answerForm } from '@/lib/http/legacy-json';
import { clientIp } from '@/lib/data/rate-limit';

/** POST /contactaction {email, mobile, name, message} → { result: true } or { result: false, formerror }. */
export async function POST(request: Request) {
  return answerForm(request, (input) => createEnquiry({ input, ip: clientIp(request.headers) }));
}
