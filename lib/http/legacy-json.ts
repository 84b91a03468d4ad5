import { asAppError } from '@/lib/database-failure';
import { AppError, type Violation } from '@/lib/errors';
import { assertNoNulInBody } from '@/lib/validation/nul';

/**
 * Helpers of the legacy JSON calls (spec section 7: /auth, /register/memberaction, /contactaction,
 * /user/changepasswordapi): plain JSON in and out, never a 500 for a client's mistake.
 */
const MAX_BODY_BYTES = 64 * 1024;
const JSON_TYPES = ['application/json', 'application/ld+json'];

/**
 * The request's JSON object. 415 for another content type (which also keeps cross-site HTML forms
 * out, since a JSON request needs a CORS preflight), 413 when too large, 400 when not a JSON object.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? '';
  if (!JSON_TYPES.includes(type)) {
    throw new AppError(
      415,
      `The content-type "${type.slice(0, 100)}" is not supported. Supported MIME types are "application/json".`,
    );
  }
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new AppError(413, 'Request body too large.');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError(413, 'Request body too large.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw AppError.badRequest('Syntax error');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.badRequest('The request body must be a JSON object.');
  }
  assertNoNulInBody(body);
  return body as Record<string, unknown>;
}

/** A JSON answer that no cache keeps (they carry personal results and tokens). */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** The answer of the form calls: { result, formerror } whatever happened, as the spec's clients read it. */
export type FormAnswer = { result: boolean; formerror?: string };

/** The first message of a data-layer error, the way a form shows it (one field's spec message). */
function formErrorOf(error: AppError): string {
  return error.violations[0]?.message ?? error.message;
}

/**
 * What a page's server action answers: the legacy answer, plus the refused fields' messages (422),
 * so that the form shows each under its field as well.
 */
export type ActionAnswer = FormAnswer & { violations?: Violation[] };

type Settled = {
  answer: FormAnswer;
  status: number;
  headers: Record<string, string>;
  violations: Violation[];
};

/**
 * Runs a form's data-layer work and settles it the same way for the page's server action and the
 * JSON call: success → 200 { result: true }; a refusal the user can act on (validation, duplicate)
 * → 200 { result: false, formerror }, which the legacy client shows as is; other refusals keep
 * their status (401, 429 with Retry-After, 503). Anything unexpected is rethrown.
 */
export async function settleForm(work: () => Promise<unknown>): Promise<Settled> {
  try {
    await work();
    return { answer: { result: true }, status: 200, headers: {}, violations: [] };
  } catch (thrown) {
    const error = asAppError(thrown);
    if (!error) throw thrown;
    const status = [409, 422].includes(error.status) ? 200 : error.status;
    return {
      answer: { result: false, formerror: formErrorOf(error) },
      status,
      headers: error.headers,
      violations: error.violations,
    };
  }
}

/** What a page's server action answers for a settled form: the same answer, with the refused fields. */
export function actionAnswer({ answer, violations }: Settled): ActionAnswer {
  return violations.length > 0 ? { ...answer, violations } : answer;
}

/** A legacy form call: the body read as JSON (400/413/415 answered the same way), then `work`. */
export async function answerForm(
  request: Request,
  work: (body: Record<string, unknown>) => Promise<unknown>,
): Promise<Response> {
  const { answer, status, headers } = await settleForm(async () => work(await readJsonObject(request)));
  return jsonAnswer(answer, status, headers);
}
