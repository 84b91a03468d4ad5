import { ApiError } from '@/components/crud/api-client';
import type { ActionAnswer } from '@/lib/http/legacy-json';

/**
 * A server action as the form kit's `send`: its { result, formerror, violations } answer read as
 * a success, or a refusal thrown as the API's would be (the reason, the fields it names), so a form
 * on a server action behaves as one on the API.
 */
export function fromAction<Input>(action: (input: Input) => Promise<ActionAnswer>, failure: string) {
  return async (input: Input): Promise<ActionAnswer> => {
    const answer = await action(input);
    if (!answer.result) throw new ApiError(422, answer.formerror ?? failure, answer.violations);
    return answer;
  };
}
