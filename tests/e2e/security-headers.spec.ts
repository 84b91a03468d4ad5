import { expect, test, type Page } from '@playwright/test';
import { masterResources } from '@/lib/resources/master-data';
import { ACCOUNTS } from './accounts';
import { signIn } from './helpers';
import { activationLinkFor } from './mailbox';

/**
 * Issue 15 item 6: the security headers, checked in Chromium with its normal CSP enforcement.
 * Every violation Chromium sees is reported to the console (the init script below runs outside the
 * page's CSP), so a page whose scripts or styles lack the nonce fails here.
 */
function watchCsp(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|csp violation/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}

/** Visits each path, waits for it to settle (client chunks, Mantine styles), and returns what broke. */
async function visitAll(page: Page, paths: string[], problems: string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
}

test('public pages carry the security headers and a fresh nonce per request', async ({ page, request }) => {
  const first = await request.get('/login');
  const second = await request.get('/login');
  const headers = first.headers();
  const policy = headers['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()['content-security-policy']).not.toContain(nonce);
  // Next.js's scripts and Mantine's color-scheme script carry this request's nonce, and no script lacks one.
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
    'x-frame-options': 'DENY',
  });
  expect(headers['strict-transport-security']).toBeUndefined(); // plain http here: no HSTS

  const api = await request.get('/api');
  expect(api.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });

  // The policy is enforced: an inline script without the nonce, slipped into the page, does not run.
  const problems = watchCsp(page);
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = true</script></body>',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await expect.poll(() => problems.join('\n')).toMatch(/script-src/);
});

test('no page logs a CSP violation: visitor, member and administrator', async ({ browser }) => {
  const visitor = await browser.newPage();
  await visitAll(visitor, ['/', '/login', '/register', '/contact', '/resend-activation'], watchCsp(visitor));
  // The forms work under the policy: client validation runs, Mantine styles apply.
  await visitor.goto('/register');
  await visitor.getByRole('button', { name: 'Register FREE' }).click();
  await expect(visitor.getByText('Enter Email!')).toBeVisible();
  await visitor.close();

  const member = await browser.newPage();
  const memberProblems = watchCsp(member);
  await signIn(member, ACCOUNTS.member);
  await visitAll(member, ['/user/dashboard', '/user/matches', '/user/changepassword'], memberProblems);
  // A dialog opened after load (Mantine's provider, Modal and its scroll lock downloaded on the click:
  // the page itself has none) stays within the policy: the scroll lock's <style> carries the nonce.
  await member.goto('/user/dashboard');
  await member.getByRole('button', { name: 'Update Profile' }).click();
  await expect(member.getByRole('dialog')).toBeVisible();
  await member.waitForLoadState('networkidle');
  // The lock's rule applies (the page behind the dialog does not scroll), so its style was let in.
  await expect.poll(() => member.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(memberProblems).toEqual([]);
  await member.close();

  const admin = await browser.newPage();
  const adminProblems = watchCsp(admin);
  await signIn(admin, ACCOUNTS.admin);
  const lists = masterResources.slice(0, 3).map((resource) => `/admin/${resource.key}`);
  await visitAll(admin, ['/admin/dashboard', '/admin/profile', '/admin/enquiries', ...lists], adminProblems);
  // Client-side navigation and a dialog (new Mantine style tags after load) stay within the policy.
  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profiles' }).click();
  await expect(admin).toHaveURL(/\/admin\/profile$/);
  await admin.waitForLoadState('networkidle');
  expect(adminProblems).toEqual([]);
  await admin.close();
});

test('signing in leaves a signed, httpOnly device cookie in the browser', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.member2.email);
  await page.getByLabel('Password').fill(ACCOUNTS.member2.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const device = (await page.context().cookies()).find((c) => c.name === 'thirumanam-device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(device!.value).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
  expect(device!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 86400);
});

test('changepasswordapi keeps the session that changed the password and ends the others', async ({
  playwright,
  baseURL,
}) => {
  // A fresh account, so no other spec's sessions are touched.
  const email = `changer-${Date.now()}@example.com`;
  const setup = await playwright.request.newContext({ baseURL });
  expect(
    await (await setup.post('/register/memberaction', { data: { email, password: 'first-pass-77' } })).json(),
  ).toEqual({ result: true });
  expect((await setup.get(await activationLinkFor(email), { maxRedirects: 0 })).status()).toBeLessThan(400);

  const contexts = await Promise.all([1, 2].map(() => playwright.request.newContext({ baseURL })));
  const [changer, other] = contexts;
  for (const context of contexts) {
    expect(
      (await context.post('/auth', { data: { username: email, password: 'first-pass-77' } })).status(),
    ).toBe(200);
  }
  const changed = await changer.post('/user/changepasswordapi', {
    data: { currentpassword: 'first-pass-77', newpassword: 'renewed-pass-77' },
  });
  expect(await changed.json()).toEqual({ result: true });
  // The changer's cookie was renewed with the new stamp; the other device's session has ended.
  expect((await changer.post('/user/gettoken')).status()).toBe(200);
  expect((await other.post('/user/gettoken')).status()).toBe(401);
  await Promise.all([setup, ...contexts].map((context) => context.dispose()));
});
