import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { actionId, expectFitsWindow, reviewShot, signIn } from './helpers';

const footer = (page: Page) => page.getByRole('contentinfo');

test('the browser language decides until a choice, which the cookie keeps; English stays the spec', async ({
  browser,
}, testInfo) => {
  // A browser set to Tamil gets the Tamil interface at once.
  const tamil = await browser.newContext({ locale: 'ta-IN' });
  const page = await tamil.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(footer(page).getByRole('link', { name: 'விதிமுறைகள்' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'தளம்' }).getByRole('link', { name: 'பதிவு செய்' }),
  ).toBeVisible();
  // The switch offers the other language, in its own words.
  await expect(page.getByRole('button', { name: 'தமிழ்' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  // The Tamil font loads on first sight of Tamil text (its unicode-range); shoot once it has.
  await page.evaluate(() => document.fonts.ready);
  await reviewShot(page, { path: testInfo.outputPath('login-ta-390.png'), fullPage: true });
  // No Tamil text runs off a phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Choosing English is remembered: the next page, and a reload, stay English.
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(footer(page).getByRole('link', { name: 'Terms', exact: true })).toBeVisible();
  expect((await tamil.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await tamil.close();

  // A browser in English (or any language we lack) gets the spec's English.
  const english = await browser.newContext({ locale: 'de-DE' });
  const other = await english.newPage();
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    other.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Register' }),
  ).toBeVisible();
  await english.close();
});

test("a member's choice follows the account to another browser", async ({ browser }, testInfo) => {
  const first = await browser.newContext({ locale: 'en-IN' });
  const page = await first.newPage();
  await signIn(page, ACCOUNTS.polyglot);
  await page.goto('/user/dashboard');
  await page.getByRole('button', { name: 'தமிழ்' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.getByRole('button', { name: 'கணக்கு மெனு' }).click();
  await expect(page.getByRole('menuitem', { name: 'வெளியேறு' })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    // The header's Tamil and the switch fit a phone.
    await expectFitsWindow(page, `the Tamil dashboard at ${width}`);
    await reviewShot(page, { path: testInfo.outputPath(`dashboard-ta-${width}.png`), fullPage: true });
  }
  await first.close();

  // Another browser, in English, with no cookie: signing in brings the account's Tamil back.
  const second = await browser.newContext({ locale: 'en-IN' });
  const again = await second.newPage();
  await signIn(again, ACCOUNTS.polyglot);
  expect((await second.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ta');
  await again.goto('/user/dashboard');
  await expect(again.locator('html')).toHaveAttribute('lang', 'ta');
  await second.close();
});

test('the switch refuses a language the app does not have, and sets nothing', async ({ page }) => {
  await page.goto('/login');
  const origin = new URL(page.url()).origin;
  const choose = (data: string) =>
    page.request.post('/login', {
      headers: {
        Origin: origin,
        'Next-Action': actionId('chooseLocale'),
        'Content-Type': 'text/plain;charset=UTF-8',
      },
      data,
      maxRedirects: 0,
    });
  for (const wrong of ['["fr"]', '[null]', '["ta","en"]', '[{"locale":"ta"}]']) {
    const refused = await choose(wrong);
    expect(refused.status(), wrong).toBe(400);
    expect(refused.headers()['set-cookie'] ?? '', wrong).not.toContain('NEXT_LOCALE');
  }
  const chosen = await choose('["ta"]');
  expect(chosen.status()).toBe(200);
  expect(chosen.headers()['set-cookie']).toContain('NEXT_LOCALE=ta');
});
