import { expect, test, type Browser } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { ACCOUNTS } from './accounts';
import { formAlert } from './helpers';

/**
 * The app works at whatever address it is reached through (issue 15, item 1). The server runs
 * without APP_URL; each loopback address is a different origin to the browser, and every save
 * (server actions, API writes with the session cookie) must work at each of them.
 */
const port = new URL(baseURL).port;
const HOSTS = [`http://127.0.0.1:${port}`, `http://127.0.0.2:${port}`];
const FOREIGN = 'https://evil.example';

async function signInThroughForm(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The sign-in redirect stays on the host the visitor used, and so does the session cookie.
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);
  return { context, page };
}

for (const origin of HOSTS) {
  test(`forms save at ${origin}`, async ({ browser }) => {
    // A server action, anonymous.
    const visitor = await browser.newContext({ baseURL: origin });
    const contactPage = await visitor.newPage();
    await contactPage.goto('/contact');
    await contactPage.getByLabel('Name').fill(`Origin test ${origin}`);
    await contactPage.getByLabel('Your email').fill('origin@example.com');
    await contactPage.getByLabel('Phone').pressSequentially('98765 43210');
    await contactPage.getByLabel('Message').fill('Saved from another address.');
    await contactPage.getByRole('button', { name: 'Submit' }).click();
    await expect(formAlert(contactPage)).toHaveText('Submitted Successfully');
    await visitor.close();

    // An API write with the session cookie, from the caste form.
    const { context, page } = await signInThroughForm(browser, origin);
    const name = `Origin Caste ${Date.now()}`;
    await page.goto('/admin/caste');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Caste' }).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const found = await page.request.get(`/api/castes?caste=${encodeURIComponent(name)}`);
    const body = await found.json();
    expect(body['hydra:totalItems']).toBe(1);
    // IRIs and the Link header name the address the client used, not localhost.
    expect(found.headers().link).toContain(`<${origin}/api/docs.jsonld>`);
    await context.close();
  });
}

test('writes from a foreign Origin are refused with 403 and change nothing', async ({ browser }) => {
  const { context, page } = await signInThroughForm(browser, HOSTS[1]);
  const name = `Foreign Caste ${Date.now()}`;
  const refused = await page.request.post('/api/castes', {
    headers: { Origin: FOREIGN, 'Content-Type': 'application/ld+json' },
    data: { caste: name, status: true },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ 'hydra:description': 'Cross-origin request refused.' });
  // The same origin under another address is foreign too.
  const otherHost = await page.request.post('/api/castes', {
    headers: { Origin: HOSTS[0], 'Content-Type': 'application/ld+json' },
    data: { caste: name, status: true },
  });
  expect(otherHost.status()).toBe(403);
  const none = await (await page.request.get(`/api/castes?caste=${encodeURIComponent(name)}`)).json();
  expect(none['hydra:totalItems']).toBe(0);

  // Server actions, sign-out and the legacy JSON sign-in: a clear 403, never a 500.
  const action = await page.request.post('/contact', {
    headers: { Origin: FOREIGN, 'Next-Action': '0'.repeat(40), 'Content-Type': 'text/plain;charset=UTF-8' },
    data: '[]',
  });
  expect(action.status()).toBe(403);
  const logout = await page.request.post('/logout', { headers: { Origin: FOREIGN }, maxRedirects: 0 });
  expect(logout.status()).toBe(403);
  const legacySignIn = await page.request.post('/auth', {
    headers: { Origin: FOREIGN },
    data: { username: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  expect(legacySignIn.status()).toBe(403);

  // Still signed in after all that.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(`${HOSTS[1]}/admin/dashboard`);
  await context.close();
});
