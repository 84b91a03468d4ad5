import { test } from '@playwright/test';
test('font diag', async ({ browser }, testInfo) => {
  const ctx = await browser.newContext({ locale: 'ta-IN' });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1500);
  console.log(await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.status}`).join('\n')));
  await page.screenshot({ path: testInfo.outputPath('diag.png') });
});
