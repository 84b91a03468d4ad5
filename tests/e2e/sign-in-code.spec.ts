import { expect, test } from '@playwright/test';
import { SIGN_IN_CODE_MESSAGES } from '@/lib/validation/sign-in-code';
import { ACCOUNTS } from './accounts';
import { formAlert, reviewShot, seriousViolations } from './helpers';
import { mailCountTo, signInCodeFor } from './mailbox';

/**
 * Issue 21 item 6: once strangers' failures have tripped an account's limit (100 here: the e2e
 * server's RATE_LIMIT_LOGIN_ACCOUNT=1/900 times RATE_LIMIT_FACTOR=100), the owner's right password
 * from a browser that never signed in still gets in, with a code e-mailed to the account; the
 * legacy POST /auth says so too, and takes the code.
 */
test('after a lockout, the right password gets in with the e-mailed code, on the login page and POST /auth', async ({
  browser,
  playwright,
}, testInfo) => {
  const { email, password } = ACCOUNTS.lockedOut;
  const stranger = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  // The e2e server believes X-Forwarded-For from loopback: each guess from an address of its own.
  const guess = (i: number) =>
    stranger.post('/auth', {
      data: { username: email, password: `guess-${i}` },
      headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
    });
  for (let batch = 0; batch < 10; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(batch * 10 + i)));
    expect(answers.map((answer) => answer.status())).toEqual(Array(10).fill(401));
  }
  // Past the limit a wrong password is still only a wrong password.
  const wrong = await guess(100);
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ error: 'Invalid email or password.' });

  // The legacy JSON call: the right password is told a code was sent, and the code signs in.
  const mailsBefore = mailCountTo(email, /Your sign-in code is/);
  const needsCode = await stranger.post('/auth', { data: { username: email, password } });
  expect(needsCode.status()).toBe(401);
  expect(await needsCode.json()).toEqual({
    error: expect.stringContaining(SIGN_IN_CODE_MESSAGES.required),
    codeRequired: true,
  });
  const jsonCode = await signInCodeFor(email, mailsBefore + 1);
  const signedIn = await stranger.post('/auth', { data: { username: email, password, code: jsonCode } });
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toEqual({ result: true });
  await stranger.dispose();

  // The owner on a phone that never signed in: the login page asks for the code.
  const phone = await browser.newContext();
  const page = await phone.newPage();
  await page.goto('/login?callbackUrl=%2Fuser%2Fdashboard');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(SIGN_IN_CODE_MESSAGES.required)).toBeVisible();
  const pageCode = await signInCodeFor(email, mailsBefore + 2);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, { path: testInfo.outputPath('sign-in-code-1280.png') });

  await page.getByLabel('Code').fill(pageCode === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'Login' }).click();
  // (The code step's explanation is an alert too: the one that matters here is the red one.)
  await expect(formAlert(page).filter({ hasText: SIGN_IN_CODE_MESSAGES.invalid })).toBeVisible();
  await page.getByLabel('Code').fill(pageCode);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await phone.close();

  // The owner was told of the failed sign-ins, once.
  await expect
    .poll(() => mailCountTo(email, /There were 100 failed sign-ins on your Thirumanam account/))
    .toBe(1);
});
