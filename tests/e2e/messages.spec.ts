import { expect, test } from '@playwright/test';
import { reviewShot, signIn } from './helpers';
import { messagePair } from './interest-accounts';

/**
 * Issue 26 item 1: two members of an accepted interest, each in their own browser, exchange
 * messages live (server-sent events; no reload), with read receipts and the menu's unread count.
 */
test('two members exchange messages live, with read receipts', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const his = await browser.newContext();
  const hers = await browser.newContext();
  const he = await his.newPage();
  const she = await hers.newPage();
  await signIn(he, messagePair.groom);
  await signIn(she, messagePair.bride);

  // He opens the conversation from the accepted interest card.
  await he.goto('/user/interests/accepted');
  await he.getByRole('button', { name: 'Message' }).click();
  await expect(he).toHaveURL(/\/user\/messages\/\d+$/);
  await expect(he.getByRole('heading', { name: messagePair.bride.fullName })).toBeVisible();
  const thread = he.url();

  await she.goto(thread);
  await expect(she.getByText('No messages yet. Say hello!')).toBeVisible();

  await he.getByLabel('Your message').fill('Vanakkam! Shall our families talk this Sunday?');
  await he.getByRole('button', { name: 'Send' }).click();
  // Arrives on her open page without a reload, and she has read it: his receipt turns to Read.
  await expect(she.getByText('Vanakkam! Shall our families talk this Sunday?')).toBeVisible({
    timeout: 30_000,
  });
  await expect(he.getByText('Read', { exact: true })).toBeVisible({ timeout: 30_000 });

  await she.getByLabel('Your message').fill('Yes, after 11 am please.');
  await she.getByRole('button', { name: 'Send' }).click();
  await expect(he.getByText('Yes, after 11 am please.')).toBeVisible({ timeout: 30_000 });
  // Newest at the bottom.
  const texts = await he.locator('ol li').allInnerTexts();
  expect(texts.at(-1)).toContain('Yes, after 11 am please.');

  await reviewShot(he, { path: testInfo.outputPath('messages-thread-1280.png'), fullPage: true });
  await she.setViewportSize({ width: 390, height: 844 });
  await reviewShot(she, { path: testInfo.outputPath('messages-thread-390.png'), fullPage: true });

  // Away from the thread, a new message shows as unread in the list.
  await he.goto('/user/messages');
  await she.getByLabel('Your message').fill('See you then.');
  await she.getByRole('button', { name: 'Send' }).click();
  await he.reload();
  await expect(he.getByText('1 unread')).toBeVisible();
  await reviewShot(he, { path: testInfo.outputPath('messages-list-1280.png'), fullPage: true });

  // Report on his message asks as a member's report does: each missing field, then ten characters;
  // nothing goes to the server until both are right (here, Cancel).
  const reports: string[] = [];
  she.on('request', (request) => {
    if (request.url().endsWith('/report')) reports.push(request.url());
  });
  await she.getByRole('button', { name: 'Report', exact: true }).first().click();
  const report = she.getByRole('dialog', { name: 'Report this message' });
  await report.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(report.getByText('Select Reason!')).toBeVisible();
  await expect(report.getByText('Enter Details!')).toBeVisible();
  await report.getByLabel(/^What happened\?/).fill('rude');
  await report.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(report.getByText('Please describe what happened (at least 10 characters).')).toBeVisible();
  await report.getByRole('button', { name: 'Cancel' }).click();
  await expect(report).toBeHidden();
  expect(reports).toEqual([]);
  await his.close();
  await hers.close();
});
