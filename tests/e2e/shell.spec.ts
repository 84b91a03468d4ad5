import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { masterResources } from '@/lib/resources/master-data';
import { ACCOUNTS } from './accounts';
import { formAlert, reviewShot, signIn } from './helpers';

test('a newcomer signs in as the administrator, opens every Settings entry and signs out', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fdashboard/);

  // A wrong password resets the form and shows a red, dismissible alert.
  await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(formAlert(page)).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await formAlert(page).getByRole('button').click();
  await expect(formAlert(page)).toHaveCount(0);

  // Validation messages of the spec.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter Email!')).toBeVisible();
  await expect(page.getByText('Enter Password!')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter Valid Email!')).toBeVisible();

  await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/); // came back where it was going
  await expect(page.getByRole('heading', { name: 'DASHBOARD' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Thirumanam')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profiles' })).toBeVisible();
  await nav.getByRole('button', { name: 'Settings' }).click();
  for (const resource of masterResources) {
    await nav.getByRole('link', { name: resource.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${resource.key}$`));
    await expect(page.getByRole('heading', { name: resource.title, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
});

test('a member sees the member menu and is refused the admin pages', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.goto('/user/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Change Password' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profiles' })).toHaveCount(0);
  await expect(nav.getByText('Settings')).toHaveCount(0);

  const response = await page.goto('/admin/profile');
  expect(response?.status()).toBe(403);
  await expect(page.getByText('You are not allowed to open this page.')).toBeVisible();
  expect((await page.goto('/admin/caste'))?.status()).toBe(403);
  expect((await page.goto('/college/dashboard'))?.status()).toBe(403);
});

test("a member page prefetches nothing: the menu's pages are fetched when followed", async ({ page }) => {
  // next/link prefetches every link in view (two requests each: 22 for the member menu alone);
  // components/ui/link.tsx turns that off, and following a link still opens its page.
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetches.push(request.url());
  });
  await signIn(page, ACCOUNTS.member);
  await page.goto('/user/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Change Password' })).toBeVisible();
  // Next.js prefetches once the page is hydrated and idle: let it settle.
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);

  await nav.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/user\/changepassword$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
});

test('college staff get the college menu; an administrator is sent to the admin dashboard', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.college);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/college\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const label of ['Dashboard', 'Students', 'Fees', 'Payment Receipts']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  // Straight after a full page load: a click before the menu has hydrated opens nothing, so click
  // until the group says it is open (Mantine's data-expanded), never twice once it is.
  const settings = nav.getByRole('button', { name: 'Settings' });
  await expect(async () => {
    if ((await settings.getAttribute('data-expanded')) === null) await settings.click();
    await expect(settings).toHaveAttribute('data-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  for (const label of ['Courses', 'Semester', 'Batch', 'Fee Type']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Fee Type' }).click();
  await expect(page).toHaveURL(/\/college\/feetype$/);
  expect((await page.goto('/admin/dashboard'))?.status()).toBe(403);
});

test('an unactivated account is told so at sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.inactive.email);
  await page.getByLabel('Password').fill(ACCOUNTS.inactive.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(formAlert(page)).toContainText('not activated');
});

test('the side menu is a drawer at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Profiles' })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(nav.getByRole('link', { name: 'Profiles' })).toBeInViewport();
  // 240 wide as a drawer too (spec), not the whole phone width; polled, as under load the drawer
  // may still be sliding in (239.99 px) when it first shows the link.
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(240);
  await reviewShot(page, { path: test.info().outputPath('drawer-390.png') });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await nav.getByRole('link', { name: 'Caste', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/caste$/);
  await expect(nav.getByRole('link', { name: 'Profiles' })).not.toBeInViewport(); // the drawer closed
});

test('the home page and the sign-up hints pass the AA contrast rule at 1280 and 390 px', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/', '/register']) {
      await page.goto(path);
      await reviewShot(page, {
        path: test.info().outputPath(`contrast${path.replace('/', '-')}-${width}.png`),
      });
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    }
  }
});
