import { expect, test, type APIResponse } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { reviewShot, seriousViolations, signIn } from './helpers';

/** The session cookies a response sets that still hold a session (not the ones that clear it). */
function sessionCookiesSet(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name, value }) => name.toLowerCase() === 'set-cookie' && value.includes('session-token='))
    .map(({ value }) => value)
    .filter((value) => !/session-token=;/.test(value) && !/Max-Age=0/i.test(value));
}

/**
 * Signing out (issue 15, item 6): only by POST from our own pages, and on the server, so that the
 * cookie of a signed-out session, replayed, opens nothing, gets no fresh cookie (issue 21, item 7),
 * and the API tokens made from that session end with it.
 */
test('GET /logout only asks; the button signs out; the old cookie replayed opens nothing', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.member2);
  const { cookies } = await context.storageState();

  // Page scripts may read the session, but not its id or stamp.
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toEqual({
    id: expect.any(String),
    email: ACCOUNTS.member2.email,
    roles: ['ROLE_MEMBER'],
  });
  expect(JSON.stringify(session)).not.toMatch(/sid|stamp/);
  // A cookie issued minutes ago is not re-issued on every page (older ones are: proxy.ts,
  // tests/integration/fresh-session.test.ts); an API token is made from the session.
  expect(sessionCookiesSet(await page.request.get('/user/dashboard', { maxRedirects: 0 }))).toEqual([]);
  const { token } = await (await page.request.post('/user/gettoken')).json();
  const withToken = { headers: { authorization: `Bearer ${token}` } };
  expect((await page.request.get('/api/castes', withToken)).status()).toBe(200);

  // What another site could make a browser do: GET /logout (a link, an image). Nobody is signed out.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(ACCOUNTS.member2.email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, { path: testInfo.outputPath('logout-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, { path: testInfo.outputPath('logout-390.png') });
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/logout');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?notice=signed-out$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await context.close();

  // The token made before signing out ended with its session, well before its 15 minutes.
  const bystander = await browser.newContext();
  expect((await bystander.request.get('/api/castes', withToken)).status()).toBe(401);
  await bystander.close();

  // Someone who copied the cookie before the sign-out replays it: the session is over on the server.
  const replay = await browser.newContext();
  await replay.addCookies(cookies);
  // No page gives the replayed copy a fresh cookie (it would have lived 7 more days, on and on).
  for (const path of ['/user/dashboard', '/login', '/'])
    expect(sessionCookiesSet(await replay.request.get(path, { maxRedirects: 0 }))).toEqual([]);
  const replayed = await replay.newPage();
  await replayed.goto('/user/dashboard');
  await expect(replayed).toHaveURL(/\/login\?callbackUrl=/);
  expect((await replayed.request.post('/user/gettoken')).status()).toBe(401);
  await replay.close();
});

test('signed out, /logout goes to the login page', async ({ page }) => {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
});
