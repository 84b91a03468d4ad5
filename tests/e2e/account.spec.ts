import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { accountBride, accountGroom, ACCOUNT_AGE, emailChanger, movedEmail } from './account-accounts';
import { formAlert, reviewShot, seriousViolations, signIn } from './helpers';
import { confirmEmailLinkFor, messagesTo } from './mailbox';

/**
 * The member's own account (issue 23 section 2): the groom hides his profile and shows it again,
 * then deletes his account with his password. The bride, whose interest with him was accepted,
 * no longer finds him anywhere; the administrators' list no longer holds him, their dashboard
 * counts the record kept for 180 days; his e-mail registers again.
 */
const MATCHES = `/user/matches?ageFrom=${ACCOUNT_AGE}&ageTo=${ACCOUNT_AGE}`;

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

/** Whether the bride finds the groom in her matches and her accepted interests. */
async function brideFindsGroom(bride: Page): Promise<{ matches: boolean; accepted: boolean }> {
  await bride.goto(MATCHES);
  await expect(bride.getByRole('heading', { name: 'Find your match' })).toBeVisible();
  const matches = await bride.getByRole('link', { name: accountGroom.fullName, exact: true }).count();
  await bride.goto('/user/interests/accepted');
  await expect(bride.getByRole('heading', { level: 2 })).toBeVisible();
  const accepted = await bride.getByText(accountGroom.fullName).count();
  return { matches: matches > 0, accepted: accepted > 0 };
}

test('a member hides the profile, then deletes the account: gone for everyone, the record kept', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const bride = await signedIn(browser, accountBride);
  expect(await brideFindsGroom(bride)).toEqual({ matches: true, accepted: true });
  await bride.goto(MATCHES);
  const candidateHref = await bride
    .getByRole('link', { name: accountGroom.fullName, exact: true })
    .first()
    .getAttribute('href');
  expect(candidateHref).toMatch(/^\/user\/matches\/\d+/);

  // The account page, from the member menu, at desk and phone width.
  const groom = await signedIn(browser, accountGroom);
  await groom.goto('/user/dashboard');
  await groom
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My account' })
    .click();
  await expect(groom).toHaveURL(/\/user\/account$/);
  await expect(groom.getByRole('heading', { name: 'My account', exact: true })).toBeVisible();
  await expect(
    groom.getByRole('region', { name: 'Sign-in e-mail' }).getByText(accountGroom.email),
  ).toBeVisible();
  expect(await seriousViolations(groom)).toEqual([]);
  await shoot(groom, 'account-1280');
  const phone = await signedIn(browser, accountGroom, 390);
  await phone.goto('/user/account');
  await expect(phone.getByRole('heading', { name: 'My account', exact: true })).toBeVisible();
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await shoot(phone, 'account-390');
  await phone.context().close();

  // Hide: a dialog says what follows; the bride no longer finds him; show again: back.
  await groom.getByRole('button', { name: 'Hide my profile' }).click();
  const hideDialog = groom.getByRole('dialog', { name: 'Hide my profile' });
  await expect(hideDialog).toContainText('out of every search and candidate page');
  await hideDialog.getByRole('button', { name: 'Hide my profile' }).click();
  await expect(groom.getByText('Hidden', { exact: true })).toBeVisible();
  expect(await brideFindsGroom(bride)).toEqual({ matches: false, accepted: false });
  expect((await bride.goto(candidateHref!))?.status()).toBe(404);
  await groom.getByRole('button', { name: 'Show my profile' }).click();
  await expect(groom.getByText('Visible', { exact: true })).toBeVisible();
  expect(await brideFindsGroom(bride)).toEqual({ matches: true, accepted: true });

  // Delete: the dialog says what follows and wants the password; a wrong one changes nothing.
  await groom.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = groom.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog).toContainText('kept, apart and for 180 days');
  // The eye button is named and says whether the password shows (Mantine's hid it from screen readers).
  const eye = dialog.getByRole('button', { name: 'Show password' });
  await expect(eye).toHaveAttribute('aria-pressed', 'false');
  expect(await seriousViolations(groom)).toEqual([]);
  await dialog.getByLabel('Password').fill('not-my-password');
  await eye.click();
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct.').first()).toBeVisible();
  await dialog.getByLabel('Password').fill(accountGroom.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(groom).toHaveURL(/\/$/);
  await groom.goto('/user/dashboard');
  await expect(groom).toHaveURL(/\/login/);

  // Gone from the bride's matches, her accepted interests and the candidate page.
  expect(await brideFindsGroom(bride)).toEqual({ matches: false, accepted: false });
  expect((await bride.goto(candidateHref!))?.status()).toBe(404);

  // Gone from the administrators' list; the dashboard counts the record kept for 180 days.
  const admin = await signedIn(browser, ACCOUNTS.admin);
  const list = await admin.request.get(`/api/profiles?fullName=${encodeURIComponent(accountGroom.fullName)}`);
  expect((await list.json())['hydra:totalItems']).toBe(0);
  await admin.goto('/admin/dashboard');
  await expect(admin.getByText('Deleted accounts on record (kept 180 days)')).toBeVisible();
  const figure = admin
    .getByText('Deleted accounts on record (kept 180 days)')
    .locator('xpath=following-sibling::*[1]');
  expect(Number(await figure.textContent())).toBeGreaterThanOrEqual(1);

  // The e-mail registers again.
  const visitor = await browser.newPage();
  await visitor.goto('/register');
  await visitor.getByLabel('Email').fill(accountGroom.email);
  await visitor.getByLabel('Password').fill('a-new-start-77');
  await visitor.getByRole('checkbox').check();
  await visitor.getByRole('button', { name: 'Register FREE' }).click();
  await expect(formAlert(visitor)).toContainText('Registered Successfully');
});

test('a member reads everything stored about them on screen, and downloads it as JSON', async ({
  browser,
}) => {
  const page = await signedIn(browser, accountBride);
  await page.goto('/user/account');
  await page.getByRole('link', { name: 'See my data' }).click();
  await expect(page).toHaveURL(/\/user\/account\/data$/);
  await expect(page.getByRole('heading', { name: 'My data', exact: true })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText(accountBride.email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' }).getByText(accountBride.fullName)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms accepted' }).getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'my-data-1280');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data (JSON)' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  expect(data.account.email).toBe(accountBride.email);
  expect(data.profile.fullName).toBe(accountBride.fullName);
  expect(data.termsAcceptances.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await shoot(page, 'my-data-390');
});

test('a member changes the sign-in e-mail: a link to the new address over SMTP, the old one told', async ({
  browser,
}) => {
  const page = await signedIn(browser, emailChanger);
  // Another browser of hers, signed in before the change (issue 23: it shows the new address after).
  const laptop = await signedIn(browser, emailChanger);
  await laptop.goto('/user/dashboard');
  await expect(laptop.getByRole('banner').getByText(emailChanger.email)).toBeVisible();
  await page.goto('/user/account');
  const form = page.getByRole('form', { name: 'Change the sign-in e-mail' });
  await form.getByLabel('New e-mail').fill(movedEmail);
  await form.getByLabel('Password').fill('not-my-password');
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(form.getByText('The password is not correct.').first()).toBeVisible();
  await form.getByLabel('Password').fill(emailChanger.password);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(formAlert(page)).toContainText('We have e-mailed a link to the new address.');
  await expect(page.getByText(`Waiting for confirmation: ${movedEmail}`)).toBeVisible();

  const link = await confirmEmailLinkFor(movedEmail);
  await page.goto(link);
  await expect(page).toHaveURL(/\/user\/account\?email=changed$/);
  await expect(page.getByText('Your sign-in e-mail is changed.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sign-in e-mail' }).getByText(movedEmail, { exact: true }),
  ).toBeVisible();
  await expect
    .poll(() => messagesTo(emailChanger.email).some((m) => m.includes('sign-in e-mail was changed')))
    .toBe(true);

  // Her other browser's session goes on and shows the new address, in the page and the session.
  await laptop.reload();
  await expect(laptop.getByRole('banner').getByText(movedEmail)).toBeVisible();
  expect((await (await laptop.request.get('/api/auth/session')).json()).user.email).toBe(movedEmail);

  // The new address signs in; the old one no longer does.
  const fresh = await browser.newPage();
  await signIn(fresh, { email: movedEmail, password: emailChanger.password });
  await fresh.goto('/user/account');
  await expect(fresh.getByRole('heading', { name: 'My account', exact: true })).toBeVisible();
  const old = await browser.newContext();
  const { csrfToken } = await (await old.request.get('/api/auth/csrf')).json();
  const refused = await old.request.post('/api/auth/callback/credentials', {
    form: {
      csrfToken,
      email: emailChanger.email,
      password: emailChanger.password,
      callbackUrl: '/user/dashboard',
    },
    maxRedirects: 0,
  });
  expect(refused.headers().location ?? '').not.toMatch(/\/user\/dashboard$/);
});
