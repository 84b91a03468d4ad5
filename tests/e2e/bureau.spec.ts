import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { verificationCallees } from './bureau-accounts';
import { reviewShot, signIn } from './helpers';

/*
 * Issue 25 item 1: the administrator phones members waiting for verification from
 * /admin/verification (the dashboard card leads there) and records each call's outcome in one click.
 */
const [one, two] = verificationCallees;
const card = (page: Page, name: string) => page.getByRole('region', { name });

test('a verification call: no answer, a call-back later, then verified', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /^Awaiting mobile verification: \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/verification$/);
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();

  // Oldest registration first, the mobile a tel: link.
  const first = card(page, one.fullName);
  await expect(page.getByRole('region').first()).toHaveAccessibleName(one.fullName);
  await expect(first.getByRole('link', { name: one.mobile })).toHaveAttribute('href', `tel:${one.mobile}`);
  await expect(first).toContainText('registered 01/01/2020');
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewShot(page, { path: 'test-results/bureau-verification-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(first).toBeVisible();
  await reviewShot(page, { path: 'test-results/bureau-verification-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await first.getByLabel('Note').fill('Rang twice, no reply');
  await first.getByRole('button', { name: 'No answer' }).click();
  await expect(page.getByText(`${one.fullName}: No answer recorded`)).toBeVisible();
  await expect(first.getByLabel('Previous calls')).toContainText(
    'No answer — Rang twice, no reply · admin@e2e.test',
  );

  // Call back tomorrow: out of the queue until then.
  const second = card(page, two.fullName);
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await second.getByRole('button', { name: 'Call back' }).click();
  await expect(page.getByText('Enter the time to call back.')).toBeVisible();
  await second.getByLabel('Call back at').fill(local);
  await second.getByRole('button', { name: 'Call back' }).click();
  await expect(second).toHaveCount(0);

  await first.getByRole('button', { name: 'Verified' }).click();
  await expect(page.getByText(`${one.fullName}: mobile verified`)).toBeVisible();
  await expect(first).toHaveCount(0);

  // Through the API: the profile is verified by this administrator, with its history.
  const queue = await (await page.request.get('/api/verification_calls?itemsPerPage=1000')).json();
  const names = queue['hydra:member'].map((m: { fullName: string }) => m.fullName);
  expect(names).not.toContain(one.fullName);
  expect(names).not.toContain(two.fullName);
  const profileIri = `/api/profiles/${await idOf(page, one.fullName)}`;
  const profile = await (await page.request.get(profileIri)).json();
  expect(profile.mobileVerified).toBe(true);
  const history = await (await page.request.get(profileIri.replace('profiles', 'verification_calls'))).json();
  expect(history.calls.map((c: { outcome: string }) => c.outcome)).toEqual(['verified', 'no_answer']);
  expect(history.calls[0].calledBy).toBe(ACCOUNTS.admin.email);
});

async function idOf(page: Page, fullName: string): Promise<number> {
  const list = await (await page.request.get(`/api/profiles?q=${encodeURIComponent(fullName)}`)).json();
  return list['hydra:member'][0].id;
}
