import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { signIn } from './helpers';

/**
 * Issue 13: the admin lists come with their first page and the profile list with its lookups, so
 * rows show from the HTML alone (no JavaScript needed to see them) and opening a list asks the API
 * nothing; the browser asks only when the view changes.
 */
const FULL_NAME = 'Mugilan Firstpage';

async function iriOfFirst(request: APIRequestContext, collection: string, query = ''): Promise<string> {
  const body = await (await request.get(`/api/${collection}?pagination=false&status=true${query}`)).json();
  return body['hydra:member'][0]['@id'];
}

/** An offline profile the administrator registers through the API (kept if an earlier run made it). */
async function aProfile(request: APIRequestContext): Promise<{ id: number; caste: string }> {
  const found = await (await request.get('/api/profiles?fullName=mugilan')).json();
  let profile = found['hydra:member'][0];
  if (!profile) {
    const occupation = await iriOfFirst(request, 'occupations');
    const created = await request.post('/api/profiles', {
      headers: { 'Content-Type': 'application/ld+json' },
      data: {
        fullName: FULL_NAME,
        mobile: '+919876500137',
        height: await iriOfFirst(request, 'heights'),
        weight: await iriOfFirst(request, 'weights'),
        age: 30,
        qualification: await iriOfFirst(request, 'qualifications'),
        occupation,
        annualIncome: await iriOfFirst(request, 'annualincomes'),
        gender: await iriOfFirst(request, 'genders'),
        maritalStatus: await iriOfFirst(request, 'maritalstatuses'),
        totalChildren: 0,
        nativeCity: 'Madurai',
        nativeCountry: 'IN',
        livingCity: 'Chennai',
        livingCountry: 'IN',
        diet: await iriOfFirst(request, 'diets'),
        physicallyChallenged: false,
        fatherName: 'Selvam',
        fatherOccupation: occupation,
        motherName: 'Kavitha',
        motherOccupation: occupation,
        caste: await iriOfFirst(request, 'castes', '&order[caste]=desc'),
        totalBrothers: 1,
        totalSisters: 0,
        motherTongue: await iriOfFirst(request, 'mothertongues'),
        chevvaiDhosam: false,
        raasi: await iriOfFirst(request, 'raasis', '&number=1'),
        star: await iriOfFirst(request, 'stars', '&number=1'),
        lfromAge: 24,
        ltoAge: 30,
      },
    });
    expect(created.status()).toBe(201);
    profile = await created.json();
  }
  const caste = (await (await request.get(profile.caste)).json()).caste as string;
  return { id: profile.id, caste };
}

/** The paths of the API requests the page makes from now on. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

test('the profile list shows its first page, references named, from the HTML alone', async ({ browser }) => {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, ACCOUNTS.admin);
  const { id, caste } = await aProfile(admin.request);

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
    viewport: { width: 1280, height: 800 },
  });
  const page = await noScript.newPage();
  // The view in the address (a filter) is the one rendered: the row, its Caste by name, the total.
  await page.goto('/admin/profile?fullName=mugilan');
  const row = page.getByRole('row').filter({ hasText: FULL_NAME });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: String(id), exact: true }).first()).toBeVisible();
  await expect(row.getByRole('cell', { name: caste, exact: true })).toBeVisible();
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  // A sort in the address too: by Id descending, the newest profile is first.
  const newest = (await (await admin.request.get('/api/profiles?order[id]=desc&itemsPerPage=1')).json())[
    'hydra:member'
  ][0];
  await page.goto('/admin/profile?sort=-id');
  await expect(page.locator('tbody tr').first()).toContainText(newest.fullName);

  // A master-data list, the same way.
  const firstCaste = (await (await admin.request.get('/api/castes?itemsPerPage=10&page=1')).json())[
    'hydra:member'
  ][0];
  await page.goto('/admin/caste');
  await expect(page.getByRole('cell', { name: firstCaste.caste, exact: true })).toBeVisible();
  await noScript.close();
  await context.close();
});

test('opening the profile list asks the API nothing; changing the view asks for that page only', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const { caste } = await aProfile(page.request);
  const requests = apiRequests(page);

  await page.goto('/admin/profile?fullName=mugilan');
  const row = page.getByRole('row').filter({ hasText: FULL_NAME });
  await expect(row.getByRole('cell', { name: caste, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The list works (hydrated): a filter asks for its page, and nothing else is asked, then or before.
  const answered = page.waitForResponse((r) => /\/api\/profiles\?.*fullName=firstpage/.test(r.url()));
  await page.getByPlaceholder('Filter by Full Name').fill('firstpage');
  await expect(page).toHaveURL(/fullName=firstpage/);
  expect((await answered).ok()).toBe(true);
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  expect(requests.length).toBeGreaterThanOrEqual(1);
  expect(requests.every((path) => path === '/api/profiles')).toBe(true);

  // The master-data list asks nothing on opening either.
  requests.length = 0;
  await page.goto('/admin/caste');
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});
