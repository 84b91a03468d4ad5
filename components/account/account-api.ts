import { sendWrite } from '@/components/crud/api-client';

/**
 * The account page's calls to /api/me (lib/hydra/endpoints/me.ts), signed in by the session cookie;
 * failures as ApiError carrying the server's message and violations.
 */
export const setHidden = (hidden: boolean) => sendWrite('PATCH', '/api/me', { hidden });

export const deleteAccount = (password: string) => sendWrite('DELETE', '/api/me', { password });

export const changeEmail = (input: { email: string; password: string }) =>
  sendWrite('PATCH', '/api/me', input);

export const setMarried = (married: boolean, marriedTo: string | null = null) =>
  sendWrite('PATCH', '/api/me', married ? { married, marriedTo } : { married });

export const answerMarriage = (confirmMarriage: boolean) =>
  sendWrite('PATCH', '/api/me', { confirmMarriage });

export const setBrowsePrivately = (browsePrivately: boolean) =>
  sendWrite('PATCH', '/api/me', { browsePrivately });

export const setNoticeMail = (noticeMail: Record<string, string>) =>
  sendWrite('PATCH', '/api/me', { noticeMail });

export const setMatchAlerts = (matchAlerts: 'daily' | 'weekly' | 'off') =>
  sendWrite('PATCH', '/api/me', { matchAlerts });
