import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { historyReader, marryingBride, marryingGroom } from './account-accounts';
import { reviewShot, seriousViolations, signIn } from './helpers';

/**
 * Mark as married and the sign-in history (issue 23 section 2). The groom marks himself married,
 * naming the bride (their interest was accepted) as the partner he met here; she confirms from her
 * account page (her dashboard tells her); the administrators' dashboard counts the marriage; the
 * groom undoes his by mistake-click. Each member sees their own sign-ins: password and API token.
 */
async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  width = 1280,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 800 : 844 } });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

const shoot = (page: Page, name: string) =>
  reviewShot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The number an administrators' dashboard card shows next to `label`. */
async function figure(admin: Page, label: string): Promise<number> {
  await admin.goto('/admin/dashboard');
  const text = await admin
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  return Number(text?.replace(/,/g, ''));
}

test('a member marks themself married naming their partner, who confirms; the dashboard counts it; undo', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, ACCOUNTS.admin);
  const marriedBefore = await figure(admin, 'Members marked married');
  const coupleBefore = await figure(admin, 'Couples who met on Thirumanam (confirmed by both)');

  const groom = await signedIn(browser, marryingGroom);
  await groom.goto('/user/account');
  const marriage = groom.getByRole('region', { name: 'Marriage' });
  await marriage.getByRole('button', { name: 'Mark as married' }).click();
  const dialog = groom.getByRole('dialog', { name: 'Mark as married' });
  await expect(dialog).toContainText('closes matching');
  await expect(dialog).toContainText('undo');
  await dialog.getByRole('textbox', { name: 'We met on Thirumanam (optional)' }).click();
  await groom.getByRole('option', { name: marryingBride.fullName }).click();
  expect(await seriousViolations(groom)).toEqual([]);
  await dialog.getByRole('button', { name: 'Mark as married' }).click();
  await expect(dialog).toBeHidden();
  await expect(marriage.getByText('Married', { exact: true })).toBeVisible();
  await expect(marriage).toContainText(
    `Met on Thirumanam: ${marryingBride.fullName} (waiting for their confirmation)`,
  );
  // Matching is closed for him.
  await groom.goto('/user/matches');
  await expect(groom.getByText('matching is closed', { exact: false })).toBeVisible();
  expect(await figure(admin, 'Members marked married')).toBe(marriedBefore + 1);

  // The bride, on her phone: her dashboard tells her, her account page asks her.
  const bride = await signedIn(browser, marryingBride, 390);
  await bride.goto('/user/dashboard');
  await expect(bride.getByRole('alert', { name: 'Did you marry through Thirumanam?' })).toContainText(
    `${marryingGroom.fullName} says you married and met here.`,
  );
  await bride.getByRole('link', { name: 'Confirm or answer on My account' }).click();
  await expect(bride).toHaveURL(/\/user\/account$/);
  const hers = bride.getByRole('region', { name: 'Marriage' });
  await expect(hers).toContainText(`${marryingGroom.fullName} says you married and met on Thirumanam.`);
  expect(await noSideScroll(bride)).toBeLessThanOrEqual(0);
  await shoot(bride, 'marriage-answer-390');
  await hers.getByRole('button', { name: 'Confirm our marriage' }).click();
  const confirm = bride.getByRole('dialog', { name: 'Confirm our marriage' });
  await expect(confirm).toContainText('It marks you as married too');
  await confirm.getByRole('button', { name: 'Confirm our marriage' }).click();
  await expect(hers).toContainText(`Met on Thirumanam: ${marryingGroom.fullName} (confirmed)`);
  await expect(hers.getByRole('button', { name: 'Confirm our marriage' })).toHaveCount(0);
  await shoot(bride, 'marriage-confirmed-390');

  await groom.goto('/user/account');
  await expect(marriage).toContainText(`Met on Thirumanam: ${marryingBride.fullName} (confirmed)`);
  expect(await seriousViolations(groom)).toEqual([]);
  await shoot(groom, 'marriage-1280');
  expect(await figure(admin, 'Members marked married')).toBe(marriedBefore + 2);
  expect(await figure(admin, 'Couples who met on Thirumanam (confirmed by both)')).toBe(coupleBefore + 1);
  await shoot(admin, 'admin-dashboard-1280');

  // A mistaken click is undone: back in matching; she stays married, no longer linked to him.
  await marriage.getByRole('button', { name: 'Undo: I am not married' }).click();
  await expect(marriage.getByRole('button', { name: 'Mark as married' })).toBeVisible();
  await expect(marriage.getByText('Married', { exact: true })).toHaveCount(0);
  await groom.goto('/user/matches');
  await expect(groom.getByRole('heading', { name: 'Find your match' })).toBeVisible();
  await bride.reload();
  await expect(hers.getByText('Married', { exact: true })).toBeVisible();
  await expect(hers).not.toContainText('Met on Thirumanam:');
  expect(await figure(admin, 'Couples who met on Thirumanam (confirmed by both)')).toBe(coupleBefore);
});

test('a member sees their sign-ins: the password one and an API token, here and in their data', async ({
  browser,
}) => {
  const page = await signedIn(browser, historyReader);
  const token = await page.request.post('/user/gettoken');
  expect(token.status()).toBe(200);
  await page.goto('/user/account');
  const history = page.getByRole('region', { name: 'Recent sign-ins' });
  await expect(history).toContainText('Kept 90 days');
  const rows = history.getByRole('row');
  // Newest first: the token, then the password sign-in, from this browser (Chromium).
  await expect(rows.nth(1)).toContainText('API token');
  await expect(rows.nth(2)).toContainText('Password');
  await expect(rows.nth(2)).toContainText(/Chrome \d+/);
  await expect(rows.nth(2)).toContainText('127.0.0.1');
  await shoot(page, 'sign-ins-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await shoot(page, 'account-390');

  const data = await (await page.request.get('/api/me/export')).json();
  expect(data.signIns.slice(0, 2).map((s: { method: string }) => s.method)).toEqual(['token', 'password']);
  await page.goto('/user/account/data');
  await expect(page.getByRole('region', { name: 'Sign-in history and e-mailed links' })).toContainText(
    'token',
  );
});
