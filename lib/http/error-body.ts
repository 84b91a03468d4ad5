/** Kept apart from lib/hydra/errors.ts (which loads zod and the data layer) so proxy.ts can answer with it. */
export const TITLE = 'An error occurred';

/** The error body of API.md: legacy Hydra keys and RFC 7807 keys side by side. */
export function errorBody(status: number, description: string) {
  return {
    '@context': '/api/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': TITLE,
    'hydra:description': description,
    title: TITLE,
    detail: description,
    status,
    type: `/errors/${status}`,
  };
}
