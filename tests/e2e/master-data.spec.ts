import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { masterResources } from '@/lib/resources/master-data';
import { ACCOUNTS } from './accounts';
import { endlessAnimations, reviewShot, seriousViolations, signIn } from './helpers';

/** The master-data screens against the real API, in Chromium. */

const rows = (page: Page) => page.locator('table tbody tr');
/** Column order of a lookup list: selection, Id, name, Name in Tamil, Status, Edit. */
const cell = (page: Page, row: number, column: number) => rows(page).nth(row).locator('td').nth(column);
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const total = (page: Page) => page.getByText(/^Total: \d+$/);
const dialog = (page: Page) => page.getByRole('dialog');
/** Flips the form's Status switch the way a user does, by its label (the input itself is hidden). */
async function setStatus(page: Page, on: boolean) {
  const status = dialog(page).getByRole('switch', { name: 'Status' });
  if ((await status.isChecked()) !== on) await dialog(page).getByText('Status', { exact: true }).click();
  if (on) await expect(status).toBeChecked();
  else await expect(status).not.toBeChecked();
}

/** What the API says for a query, to compare the screen with. */
async function apiCollection(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { Accept: 'application/ld+json' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { 'hydra:member': Record<string, unknown>[]; 'hydra:totalItems': number };
}

async function pickStatus(page: Page, value: 'true' | 'false') {
  await page.getByRole('textbox', { name: 'Filter by Status' }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
});

test('an administrator keeps the caste list: create, search, filter, sort, edit, export, clear, page sizes', async ({
  page,
}) => {
  const name = `Zeta Test Caste ${Date.now()}`;
  await page.goto('/admin/caste');
  await expect(page.getByRole('heading', { name: 'Caste', exact: true })).toBeVisible();
  const seeded = (await apiCollection(page, '/api/castes'))['hydra:totalItems'];
  await expect(total(page)).toHaveText(`Total: ${seeded}`);
  await expect(rows(page)).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);

  // Create: the form refuses an empty name, then saves an inactive caste.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(dialog(page)).toHaveAccessibleName('New Caste');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Enter Caste!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog(page).getByRole('textbox', { name: 'Caste' }).fill(name);
  await setStatus(page, false);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Succssfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(total(page)).toHaveText(`Total: ${seeded + 1}`);

  // Search: the view lives in the URL, so a reload shows the same rows.
  await search(page).fill('zeta test');
  await expect(page).toHaveURL(/[?&]q=zeta\+test/);
  await expect(total(page)).toHaveText('Total: 1');
  await expect(cell(page, 0, 2)).toHaveText(name);
  await expect(cell(page, 0, 4).getByRole('img', { name: 'Inactive', exact: true })).toBeVisible();
  await page.reload();
  await expect(search(page)).toHaveValue('zeta test');
  await expect(cell(page, 0, 2)).toHaveText(name);

  // Clear resets the search text, filters and sort.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(search(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/caste$/);
  await expect(total(page)).toHaveText(`Total: ${seeded + 1}`);

  // Filter by status, then export: the file holds every matching row, not only the page.
  await pickStatus(page, 'true');
  await expect(page).toHaveURL(/[?&]status=true/);
  const active = (await apiCollection(page, '/api/castes?status=true&itemsPerPage=1000'))['hydra:member'];
  await expect(total(page)).toHaveText(`Total: ${active.length}`);
  await expect(rows(page)).toHaveCount(Math.min(10, active.length));
  await expect(page.locator('tbody').getByRole('img', { name: 'Inactive', exact: true })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Caste.csv');
  const csv = Papa.parse<string[]>(
    (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''),
    { skipEmptyLines: true },
  );
  expect(csv.data[0]).toEqual(['Id', 'Caste', 'Name in Tamil', 'Status']);
  expect(csv.data.slice(1)).toHaveLength(active.length);
  expect(csv.data.slice(1).every((r) => r[3] === 'true')).toBe(true);
  // The names in Tamil as the API holds them (spreadsheets read them: the file starts with a BOM).
  expect(csv.data.slice(1).map((r) => [Number(r[0]), r[2]])).toEqual(
    expect.arrayContaining(active.map((r) => [r.id, r.nameTa ?? ''])),
  );
  expect(
    csv.data
      .slice(1)
      .map((r) => Number(r[0]))
      .sort((a, b) => a - b),
  ).toEqual(active.map((r) => r.id).sort((a, b) => Number(a) - Number(b)));

  await pickStatus(page, 'false');
  await expect(page).toHaveURL(/[?&]status=false/);
  await expect(page.locator('tbody').getByRole('img', { name: 'Active', exact: true })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);

  // Sort by the name column, as the server orders it; then by id, newest first.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Filter by Status' })).toHaveValue('');
  await page
    .locator('thead')
    .getByRole('button', { name: /^Sort by Caste/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=caste(&|$)/);
  const byName = (await apiCollection(page, '/api/castes?order[caste]=asc&itemsPerPage=10'))['hydra:member'];
  for (let i = 0; i < 3; i++) await expect(cell(page, i, 2)).toHaveText(String(byName[i].caste));
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page
    .locator('thead')
    .getByRole('button', { name: /^Sort by Id/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=-id/);
  await expect(cell(page, 0, 2)).toHaveText(name); // the newest row

  // Edit: the form is filled from the record; the change shows in the list.
  await rows(page).first().getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Edit Caste');
  const input = dialog(page).getByRole('textbox', { name: 'Caste' });
  await expect(input).toHaveValue(name);
  await expect(dialog(page).getByRole('switch', { name: 'Status' })).not.toBeChecked();
  await input.fill(`${name} Edited`);
  await setStatus(page, true);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Succssfully').first()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(cell(page, 0, 2)).toHaveText(`${name} Edited`);
  await expect(cell(page, 0, 4).getByRole('img', { name: 'Active', exact: true })).toBeVisible();

  // A duplicate name in another letter case is refused: the server's words, the form stays open.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await dialog(page).getByRole('textbox', { name: 'Caste' }).fill(`${name} EDITED`.toUpperCase());
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/castes') && r.request().method() === 'POST'),
    dialog(page).getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(refused.status()).toBe(422);
  const description = String((await refused.json())['hydra:description']);
  expect(description).toBe('caste: This value is already used.');
  await expect(toast(page, description)).toBeVisible();
  // The violation names the field: the form shows it under the name too.
  await expect(dialog(page).getByText('This value is already used.', { exact: true })).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Caste' })).toHaveValue(
    `${name} EDITED`.toUpperCase(),
  );
  await expect(dialog(page).getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  // Page sizes 10, 50, 100, 1000; the page and size are in the URL too.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cell(page, 0, 1)).not.toHaveText('1');
  await page.getByRole('textbox', { name: 'Rows per page' }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '50', '100', '1000']);
  await page.getByRole('option', { name: '50', exact: true }).click();
  await expect(page).toHaveURL(/[?&]size=50/);
  await expect(rows(page)).toHaveCount(Math.min(50, seeded + 1));
  await page.reload();
  await expect(rows(page)).toHaveCount(Math.min(50, seeded + 1));
});

test('every master-data route opens with its title, headings and rows', async ({ page }) => {
  for (const resource of masterResources) {
    await page.goto(`/admin/${resource.key}`);
    await expect(page.getByRole('heading', { name: resource.title, exact: true })).toBeVisible();
    const headings = ['Id', ...resource.fields.map((f) => f.label), 'Status', 'Edit'];
    for (const heading of headings) {
      await expect(page.locator('thead th', { hasText: heading }).first()).toBeVisible();
    }
    const api = await apiCollection(page, `/api/${resource.collection}?itemsPerPage=10&page=1`);
    await expect(total(page)).toHaveText(`Total: ${api['hydra:totalItems']}`);
    if (api['hydra:member'].length === 0) {
      await expect(page.getByText(resource.emptyMessage, { exact: true })).toBeVisible();
      continue;
    }
    await expect(rows(page)).toHaveCount(api['hydra:member'].length);
    const first = api['hydra:member'][0];
    await expect(cell(page, 0, 1)).toHaveText(String(first.id));
    const name = resource.fields[0].name;
    await expect(cell(page, 0, 2)).toHaveText(String(first[name]));
    // Loaded and idle, the list runs no endless animation (its folded progress bars once did,
    // repainting for as long as the screen stayed open).
    await expect.poll(() => endlessAnimations(page)).toEqual([]);
  }
});

test('a list shows, filters, searches and sorts the names in Tamil', async ({ page }) => {
  await page.goto('/admin/star');
  await expect(page.locator('thead th', { hasText: 'Name in Tamil' })).toBeVisible();
  const first = (await apiCollection(page, '/api/stars?itemsPerPage=10&page=1'))['hydra:member'][0];
  // Id, Star, Number, Name in Tamil.
  await expect(cell(page, 0, 4)).toHaveText(String(first.nameTa));

  // The column's filter: a part of the name in Tamil, kept in the address.
  await page.getByPlaceholder('Filter by Name in Tamil').fill('ரோகி');
  await expect(page).toHaveURL(/[?&]nameTa=/);
  await expect(total(page)).toHaveText('Total: 1');
  await expect(cell(page, 0, 2)).toHaveText('Rohini');
  await expect(cell(page, 0, 4)).toHaveText('ரோகிணி');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();

  // The Search box finds a row by its name in Tamil as by its name.
  await search(page).fill('மிருகசீரிடம்');
  await expect(total(page)).toHaveText('Total: 1');
  await expect(cell(page, 0, 4)).toHaveText('மிருகசீரிடம்');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();

  // Sorting by it follows the server's order.
  await page
    .locator('thead')
    .getByRole('button', { name: /^Sort by Name in Tamil/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=nameTa(&|$)/);
  const sorted = (await apiCollection(page, '/api/stars?order[nameTa]=asc&itemsPerPage=10'))['hydra:member'];
  for (let i = 0; i < 3; i++) await expect(cell(page, i, 4)).toHaveText(String(sorted[i].nameTa));
});

test('plan amounts show in Indian grouping, right-aligned', async ({ page }) => {
  const planName = `Lakh Plan ${Date.now()}`;
  const created = await page.request.post('/api/membersplans', {
    headers: { 'Content-Type': 'application/ld+json', Accept: 'application/ld+json' },
    data: { planName, amount: 100000, validity: 365, status: true },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/admin/membersplan?planName=${encodeURIComponent(planName)}`);
  await expect(total(page)).toHaveText('Total: 1');
  const amount = cell(page, 0, 3);
  await expect(amount).toHaveText('1,00,000');
  await expect(amount).toHaveAttribute('align', 'right');
  await expect(cell(page, 0, 4)).toHaveText('365');
  await expect(cell(page, 0, 4)).toHaveAttribute('align', 'center');
});

test('the list and form read well at phone width and pass axe there too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/membersplan');
  await expect(rows(page).first()).toBeVisible();
  // Its filters open from named buttons in the headings (named once the page has hydrated).
  await expect(page.getByRole('button', { name: 'Filter by Plan Name' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await rows(page).first().getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Plan Name' })).not.toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
});

test('every master-data list fits beside the menu at 1280 px, the Members Plan too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const { key } of masterResources) {
    await page.goto(`/admin/${key}`);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('.mantine-AppShell-navbar')).toBeVisible();
    // The table within its frame (no scrolling sideways), and the page no wider than the window.
    const table = page.getByRole('table');
    const over = await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0));
    expect({ key, over: Math.max(0, over) }).toEqual({ key, over: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  }
  // The Members Plan's filters open from its headings; one still filters through the address.
  await page.goto('/admin/membersplan');
  await expect(total(page)).toBeVisible();
  await reviewShot(page, { path: test.info().outputPath('membersplan-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Filter by Plan Name' }).click();
  await page.getByRole('textbox', { name: 'Filter by Plan Name' }).fill('Gold');
  await expect(page).toHaveURL(/[?&]planName=Gold/);
  await expect(total(page)).toHaveText('Total: 1');
});

test('an unknown screen name lists the possible names', async ({ page }) => {
  await page.goto('/admin/xyz');
  await expect(page.getByText('Unknown screen "xyz"')).toBeVisible();
  for (const key of [...masterResources.map((r) => r.key), 'profile']) {
    await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${key}$`) })).toBeVisible();
  }
});

test('the dashboard shows live counts, each linking to its list', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'DASHBOARD' })).toBeVisible();
  const cards: [RegExp, RegExp][] = [
    [/^Members: \d+$/, /\/admin\/profile$/],
    [/^Awaiting mobile verification: \d+$/, /\/admin\/verification$/],
    [/^Verified profiles: \d+$/, /\/admin\/profile\?mobileVerified=true$/],
    [
      /^Plans expiring in the next 30 days: \d+$/,
      /\/admin\/profile\?expiry%5Bafter%5D=\d{4}-\d\d-\d\d&expiry%5Bbefore%5D=\d{4}-\d\d-\d\d$/,
    ],
    [/^New enquiries: \d+$/, /\/admin\/enquiries$/],
  ];
  for (const [name, href] of cards)
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  // The fixture accounts include two activated members and one not yet activated: all are members.
  expect(
    Number((await page.getByRole('link', { name: /^Members: / }).getAttribute('aria-label'))?.split(': ')[1]),
  ).toBeGreaterThanOrEqual(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /^New enquiries: / }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
});
