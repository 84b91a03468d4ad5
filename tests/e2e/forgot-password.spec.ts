import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { ACCOUNTS } from './accounts';
import { formAlert, signIn } from './helpers';
import { messagesTo, resetLinkFor } from './mailbox';

/**
 * A member who forgot the password gets back in: "Forgot password?" on the login page, a link
 * over real SMTP, a new password; every other session of the account ends, and the link works once.
 */
const { email, password } = ACCOUNTS.forgetful;
const NEW_PASSWORD = 'jasmine-garland-42';
const SENT =
  'If an account is registered with this e-mail, a link to choose a new password has been sent to it. The link is valid for one hour.';

test('forgot password: link by e-mail, a new password, signed out elsewhere, the link works once', async ({
  page,
  browser,
}) => {
  // The member is still signed in on another device.
  const otherDevice = await browser.newPage();
  await signIn(otherDevice, ACCOUNTS.forgetful);
  await otherDevice.goto('/user/dashboard');
  await expect(otherDevice).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(formAlert(page)).toContainText(SENT);

  // An unknown address gets the very same answer (and no mail goes anywhere).
  await page.getByLabel('Email').fill('nobody-here@e2e.test');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(formAlert(page)).toContainText(SENT);
  expect(messagesTo('nobody-here@e2e.test')).toEqual([]);

  // The link names the address the member used, not the server's own idea of itself.
  const link = await resetLinkFor(email);
  expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password is changed. You are signed out everywhere else.')).toBeVisible();

  // The other device is signed out; the old password no longer opens the account, the new one does.
  await otherDevice.goto('/user/dashboard');
  await expect(otherDevice).toHaveURL(/\/login/);
  await otherDevice.close();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(formAlert(page)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The same link a second time changes nothing.
  await page.goto(link);
  await page.getByLabel('New Password').fill('another-garland-43');
  await page.getByLabel('Confirm Password').fill('another-garland-43');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formAlert(page)).toContainText('This link is invalid, used or expired.');
});

test('the forgot-password and new-password pages fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/forgot-password', '/reset-password?token=x']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Send|Save/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
