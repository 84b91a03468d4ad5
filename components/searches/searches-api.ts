import { sendWrite } from '@/components/crud/api-client';

/**
 * The saved searches' calls to /api/saved_searches (lib/hydra/endpoints/saved-searches.ts), signed
 * in by the session cookie; failures as ApiError carrying the server's message and violations.
 */
export const saveSearch = (name: string, query: string) =>
  sendWrite('POST', '/api/saved_searches', { name, query });

export const setSearchAlert = (id: number, alert: boolean) =>
  sendWrite('PATCH', `/api/saved_searches/${id}`, { alert });

export const deleteSearch = (id: number) => sendWrite('DELETE', `/api/saved_searches/${id}`);
