import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { seriousViolations, signIn } from './helpers';

/** The porutham calculator in Chromium, wide and at phone width: a pair chosen, the table, the URL. */
test('a member works out the ten poruthams of a pair', async ({ page }, testInfo) => {
  await signIn(page, ACCOUNTS.member);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/user/porutham');
  await expect(page.getByRole('heading', { name: 'How the ten poruthams are worked out' })).toBeVisible();
  await expect(page.getByText('Choose both stars to see the ten poruthams.')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Porutham' })).toBeVisible();

  await page.getByRole('textbox', { name: "Bride's star" }).click();
  await page.getByRole('option', { name: '1. Ashwini' }).click();
  await page.getByRole('textbox', { name: "Groom's star" }).click();
  await page.getByRole('option', { name: '10. Magam' }).click();
  await expect(page.getByTestId('porutham-score')).toHaveText('6.5/10');
  await expect(page.getByTestId('porutham-level')).toHaveText('Not recommended: Rajju');
  await expect(page).toHaveURL(/\?brideStar=1&brideRaasi=1&groomStar=10&groomRaasi=5$/);
  const rows = page.getByRole('table', { name: 'Porutham results' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.filter({ hasText: 'Rajju' })).toContainText('Both Pada rajju');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('porutham-1280.png'), fullPage: true });

  // The URL restores the choice; phone width stacks the two people.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/porutham?brideStar=3&brideRaasi=2&groomStar=2&groomRaasi=1');
  await expect(page.getByRole('textbox', { name: "Bride's raasi" })).toHaveValue('2. Rishabam');
  await expect(page.getByText('Count 27 in different raasis')).toBeVisible();
  // A poor pair whose Rajju and Vedhai pass is named by its level, never "recommended" (issue 24 item 2).
  await page.goto('/user/porutham?brideStar=1&brideRaasi=1&groomStar=5&groomRaasi=2');
  await expect(page.getByTestId('porutham-score')).toHaveText('4/10');
  await expect(page.getByTestId('porutham-level')).toHaveText('Adhamam (poor)');
  await expect(page.getByRole('main')).not.toContainText(/(?<!Not )recommended/i);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('porutham-390.png'), fullPage: true });
});
