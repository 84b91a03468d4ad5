import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { seriousViolations, signIn } from './helpers';

/**
 * Signing out (issue 15, item 6): only by POST from our own pages, and on the server, so that the
 * cookie of a signed-out session, replayed, opens nothing.
 */
test('GET /logout only asks; the button signs out; the old cookie replayed opens nothing', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.member2);
  const { cookies } = await context.storageState();

  // What another site could make a browser do: GET /logout (a link, an image). Nobody is signed out.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(ACCOUNTS.member2.email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('logout-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('logout-390.png') });
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/logout');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?notice=signed-out$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await context.close();

  // Someone who copied the cookie before the sign-out replays it: the session is over on the server.
  const replay = await browser.newContext();
  await replay.addCookies(cookies);
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
