import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { ACCOUNTS } from './accounts';

/** An API client signed in as `account` through the credentials callback (cookies kept). */
export async function apiAs(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const { csrfToken } = await (await api.get('/api/auth/csrf')).json();
  await api.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: '/' },
    maxRedirects: 0,
  });
  return api;
}

/**
 * Approves every photo waiting for moderation, as an administrator at /admin/moderation would:
 * members' photos are seen by other members only once approved (issue 22 item 3).
 */
export async function approvePendingPhotos(): Promise<void> {
  const admin = await apiAs(ACCOUNTS.admin);
  const queue = await (
    await admin.get('/api/moderation_items?kind=photo&status=pending&itemsPerPage=1000')
  ).json();
  for (const item of queue['hydra:member'] as { '@id': string }[]) {
    const decided = await admin.patch(item['@id'], {
      data: { decision: 'approved' },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    if (decided.status() !== 200) throw new Error(`photo not approved: ${await decided.text()}`);
  }
  await admin.dispose();
}
