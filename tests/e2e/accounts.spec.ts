import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { CONSENT_LABEL } from '@/lib/validation/consent';
import { ACCOUNTS } from './accounts';
import { formAlert, signIn } from './helpers';
import { activationLinkFor } from './mailbox';

// Fresh e-mails per run: the suite shares one server (and database) across spec files.
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a visitor registers, activates from the e-mail, signs in, changes the password and signs in with it', async ({
  page,
  browser,
}) => {
  const email = `visitor-${unique()}@example.com`;

  await page.goto('/');
  await page.getByRole('link', { name: 'Register FREE' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('button', { name: 'Register FREE' }).click();
  await expect(page.getByText('Enter Email!')).toBeVisible();
  await expect(page.getByText('Enter Password!')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-pass');
  await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
  await page.getByRole('button', { name: 'Register FREE' }).click();
  await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.registered);
  await expect(page.getByLabel('Email')).toHaveValue('');

  // The same e-mail again, in other letters: refused, red alert, form cleared.
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password').fill('first-pass');
  await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
  await page.getByRole('button', { name: 'Register FREE' }).click();
  await expect(formAlert(page)).toHaveText('Email already registered!');

  // Not activated yet: the login says so (not "wrong password").
  await loginThroughForm(page, email, 'first-pass');
  await expect(formAlert(page)).toContainText('not activated');

  const link = await activationLinkFor(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?notice=activated$/);
  await expect(page.getByText('Your registration is activated. Please login.')).toBeVisible();

  // The link works once; a forged one is told apart.
  await page.goto(link);
  await expect(page.getByText('This activation link has already been used.', { exact: false })).toBeVisible();
  await page.goto('/activate?token=forged');
  await expect(page.getByText('This activation link is not valid.', { exact: false })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/user\/changepassword$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  await page.getByLabel('Current Password').fill('wrong-pass');
  await page.getByLabel('New Password').fill('second-pass');
  await page.getByLabel('Confirm Password').fill('second-pass');
  await page.getByRole('button', { name: 'Change Password' }).click();
  // The spec's warning, and the same message under the field the server refused.
  await expect(
    page.locator('.mantine-Notification-root', { hasText: 'Current Password Wrong!' }),
  ).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveAccessibleDescription('Current Password Wrong!');

  // The same account signed in on another device: the new password signs that one out, not this one.
  const otherDevice = await (await browser.newContext()).newPage();
  await signIn(otherDevice, { email, password: 'first-pass' });
  await otherDevice.goto('/user/dashboard');
  await expect(otherDevice).toHaveURL(/\/user\/dashboard$/);

  await page.getByLabel('Current Password').fill('first-pass');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed Successfully!')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');
  await expect(page).toHaveURL(/\/user\/changepassword$/); // stays where it was, no trip through /login

  await otherDevice.goto('/user/dashboard');
  await expect(otherDevice).toHaveURL(/\/login\?callbackUrl=/);
  await otherDevice.context().close();
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);

  await loginThroughForm(page, email, 'first-pass');
  await expect(formAlert(page)).toHaveText('Invalid email or password.');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('second-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('a visitor asks for a new activation e-mail', async ({ page }) => {
  const email = `resend-${unique()}@example.com`;
  const response = await page.request.post('/register/memberaction', {
    data: { email, password: 'resend-pass' },
  });
  expect(await response.json()).toEqual({ result: true });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Resend activation e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Resend activation e-mail' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.resent);

  await page.goto(await activationLinkFor(email, 2));
  await expect(page.getByText('Your registration is activated. Please login.')).toBeVisible();
});

test('a visitor sends an enquiry and the administrator sees it in the Enquiries list', async ({
  page,
  browser,
}) => {
  const name = `Visitor ${unique()}`;
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Enter Name!', 'Enter Email!', 'Enter Phone!', 'Enter Message!']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Your email').fill('visitor@example.com');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('India +91');
  await page.getByLabel('Phone').pressSequentially('98765 43210');
  await page.getByLabel('Message').fill('Please call me about the gold plan.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(formAlert(page)).toHaveText('Submitted Successfully');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await formAlert(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(formAlert(page)).toHaveCount(0);

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Enquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  const firstRow = page.getByRole('row').nth(1); // newest first
  await expect(firstRow).toContainText(name);
  await expect(firstRow).toContainText('+919876543210');
  await expect(firstRow).toContainText('Open');

  await firstRow.getByRole('button', { name: `Mark as handled: ${name}` }).click();
  await expect(firstRow).toContainText('Handled');

  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/q=Visitor/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Enquiries.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain('gold plan');

  // Members are refused.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, ACCOUNTS.member);
  expect((await memberPage.goto('/admin/enquiries'))?.status()).toBe(403);
  await memberContext.close();
});

test('the legacy JSON calls answer as spec section 7 says', async ({ playwright, baseURL }) => {
  // An address of its own keeps this test's attempts out of the other specs' rate-limit counts.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
  });
  const email = `legacy-${unique()}@example.com`;

  const registered = await api.post('/register/memberaction', { data: { email, password: 'legacy-1' } });
  expect([registered.status(), await registered.json()]).toEqual([200, { result: true }]);
  const again = await api.post('/register/memberaction', { data: { email, password: 'legacy-1' } });
  expect(await again.json()).toEqual({ result: false, formerror: 'Email already registered!' });

  const inactive = await api.post('/auth', { data: { username: email, password: 'legacy-1' } });
  expect(inactive.status()).toBe(401);
  expect((await inactive.json()).error).toContain('not activated');

  await api.get(await activationLinkFor(email), { maxRedirects: 0 });

  const wrong = await api.post('/auth', { data: { username: email, password: 'not-it' } });
  expect([wrong.status(), await wrong.json()]).toEqual([401, { error: 'Invalid email or password.' }]);
  const unknown = await api.post('/auth', {
    data: { username: `nobody-${unique()}@example.com`, password: 'not-it' },
  });
  expect([unknown.status(), await unknown.json()]).toEqual([401, { error: 'Invalid email or password.' }]);
  const form = await api.post('/auth', { form: { username: email, password: 'legacy-1' } });
  expect(form.status()).toBe(415);
  const malformed = await api.post('/auth', {
    data: '{"username":',
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed.status()).toBe(400);

  // Not signed in: JSON 401s, not a redirect to the login page.
  for (const path of ['/user/gettoken', '/user/changepasswordapi']) {
    const refused = await api.post(path, { data: {}, maxRedirects: 0 });
    expect(refused.status()).toBe(401);
  }

  const signedIn = await api.post('/auth', { data: { username: email, password: 'legacy-1' } });
  expect([signedIn.status(), await signedIn.json()]).toEqual([200, { result: true }]);
  const { cookies } = await api.storageState();
  expect(cookies.some((c) => c.name.includes('session-token') && c.httpOnly)).toBe(true);

  const tokenAnswer = await api.post('/user/gettoken');
  expect(tokenAnswer.status()).toBe(200);
  const { token } = await tokenAnswer.json();
  expect(token.split('.')).toHaveLength(3);

  // The token alone (no cookie) is accepted as Bearer.
  const bearer = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.78' },
  });
  const wrongCurrent = await bearer.post('/user/changepasswordapi', {
    data: { currentpassword: 'nope-nope', newpassword: 'legacy-2' },
  });
  expect(await wrongCurrent.json()).toEqual({ result: false, formerror: 'Current Password Wrong!' });
  const changed = await bearer.post('/user/changepasswordapi', {
    data: { currentpassword: 'legacy-1', newpassword: 'legacy-2' },
  });
  // The token used has ended with the others; the answer carries its successor.
  expect([changed.status(), await changed.json()]).toEqual([
    200,
    { result: true, token: expect.any(String) },
  ]);

  const contact = await api.post('/contactaction', {
    data: { email, mobile: '+919876543210', name: 'Legacy client', message: 'Hello' },
  });
  expect(await contact.json()).toEqual({ result: true });
  const badContact = await api.post('/contactaction', {
    data: { email, mobile: '', name: 'Legacy client', message: 'Hello' },
  });
  expect(await badContact.json()).toEqual({ result: false, formerror: 'Enter Phone!' });

  const fresh = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.79' },
  });
  const withNew = await fresh.post('/auth', { data: { username: email, password: 'legacy-2' } });
  expect(withNew.status()).toBe(200);
  await Promise.all([api.dispose(), bearer.dispose(), fresh.dispose()]);
});
