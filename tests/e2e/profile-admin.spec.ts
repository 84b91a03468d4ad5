import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { reviewShot, signIn } from './helpers';

/**
 * The team's side of issue 6: an administrator finds a member's profile in /admin/profile with a
 * column filter, opens it, records the phone-call check (Mobile Verified), sets a plan and its
 * expiry, and saves; the member's dashboard then leads to the matches.
 */
const FULL_NAME = 'Thendral Admincheck';

/** The first active row of a lookup, as an IRI. */
async function first(request: APIRequestContext, collection: string, query = ''): Promise<string> {
  const body = await (await request.get(`/api/${collection}?pagination=false&status=true${query}`)).json();
  return body['hydra:member'][0]['@id'];
}

/** The member's profile, made through the API (the form itself is profile-member.spec.ts's). */
async function memberProfile(page: Page): Promise<number> {
  const r = page.request;
  const occupation = await first(r, 'occupations');
  const body = {
    fullName: FULL_NAME,
    mobile: '+919876500099',
    height: await first(r, 'heights'),
    weight: await first(r, 'weights'),
    age: 28,
    qualification: await first(r, 'qualifications'),
    occupation,
    annualIncome: await first(r, 'annualincomes'),
    gender: await first(r, 'genders'),
    maritalStatus: await first(r, 'maritalstatuses'),
    totalChildren: 0,
    nativeCity: 'Thanjavur',
    nativeCountry: 'IN',
    livingCity: 'Chennai',
    livingCountry: 'IN',
    diet: await first(r, 'diets'),
    physicallyChallenged: false,
    fatherName: 'Raman',
    fatherOccupation: occupation,
    motherName: 'Valli',
    motherOccupation: occupation,
    caste: await first(r, 'castes'),
    totalBrothers: 0,
    totalSisters: 1,
    motherTongue: await first(r, 'mothertongues'),
    chevvaiDhosam: false,
    raasi: await first(r, 'raasis', '&number=1'),
    star: await first(r, 'stars', '&number=1'),
    lfromAge: 27,
    ltoAge: 33,
  };
  const created = await r.post('/api/profiles', {
    data: body,
    headers: { 'Content-Type': 'application/ld+json' },
  });
  if (created.status() === 201) return (await created.json()).id;
  // Already made by an earlier run against the same server: use it.
  expect(created.status()).toBe(409);
  return (await (await r.get('/api/profiles')).json())['hydra:member'][0].id;
}

test('the administrator verifies a member by filter and form; the member is then led to the matches', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, ACCOUNTS.verified);
  const id = await memberProfile(member);

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await adminContext.newPage();
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();

  // Find the member by a "contains" filter on Full Name; the filter lands in the address.
  await page.getByPlaceholder('Filter by Full Name').fill('admincheck');
  await expect(page.getByText('Total: 1')).toBeVisible();
  await expect(page).toHaveURL(/fullName=admincheck/);
  const row = page.getByRole('row').filter({ hasText: FULL_NAME });
  await expect(row).toHaveCount(1);
  // Id is the first data column (after the selection box).
  await expect(row.getByRole('cell', { name: String(id), exact: true }).first()).toBeVisible();
  await reviewShot(page, { path: testInfo.outputPath('admin-profile-list-1280.png') });

  await row.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Profile' });
  await expect(modal.getByLabel('Full Name')).toHaveValue(FULL_NAME);
  const general = modal.getByRole('group', { name: 'General', exact: true });
  await general.getByRole('checkbox', { name: 'Mobile Verified' }).check();
  await general.getByRole('textbox', { name: 'Members Plan', exact: true }).click();
  await page.getByRole('option').first().click();
  // Typed as people write a day here (dd/mm/yyyy, en-IN); the API still gets YYYY-MM-DD.
  await general.getByLabel('Expiry').fill('31/03/2027');
  await expect(general.getByLabel('Expiry')).toHaveValue('31/03/2027');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Succssfully')).toBeVisible();
  await expect(modal).toBeHidden();

  // The list shows the new values (Expiry dd/mm/yyyy, en-IN), and the API kept who verified it.
  await expect(row.getByRole('cell', { name: '31/03/2027' })).toBeVisible();
  const stored = await (await page.request.get(`/api/profiles/${id}`)).json();
  expect(stored.mobileVerified).toBe(true);
  expect(stored.expiry).toBe('2027-03-31');
  expect(stored.membersPlan).toMatch(/^\/api\/membersplans\/\d+$/);

  // The Expiry filter is typed as dd/mm/yyyy too; the address (and the API) carry YYYY-MM-DD.
  const expiryDay = page.getByRole('textbox', { name: 'Expiry day' });
  await expiryDay.fill('31/03/2027');
  await expect(page).toHaveURL(/expiry%5Bis%5D=2027-03-31/);
  await expect(page.getByText('Total: 1')).toBeVisible();
  await expiryDay.fill('30/03/2027');
  await expect(page).toHaveURL(/expiry%5Bis%5D=2027-03-30/);
  await expect(page.getByText('Total: 0')).toBeVisible();
  // Emptying the day right after (on a slow machine too: the test below) clears the filter.

  // A phone's width: the list scrolls inside its frame, the page does not scroll sideways.
  // Loaded again at that width (with the name filter), so the shell starts in its phone layout.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/admin/profile?fullName=admincheck');
  await expect(page.getByText('Total: 1')).toBeVisible();
  await reviewShot(page, { path: testInfo.outputPath('admin-profile-list-390.png') });
  // Scrolled sideways, the columns pass under the frozen Edit column: nothing may show through it.
  await page.locator('.mrt-table-container').evaluate((el) => el.scrollBy(300, 0));
  await reviewShot(page, { path: testInfo.outputPath('admin-profile-list-390-scrolled.png') });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await member.goto('/user/dashboard');
  await expect(member.getByRole('link', { name: 'Find your match' })).toHaveAttribute(
    'href',
    '/user/matches',
  );
  await memberContext.close();
  await adminContext.close();
});

// Emptying a date filter's day right after typing one used to bring the day back on a busy machine
// (components/crud/use-table-url-state.ts): the list read its view from useSearchParams, which
// Next.js updates seconds after a replaceState. Then, in a full run of the suite, the day came back
// into the address and stayed 25 s. The one path found: when the router shows an address, it writes
// it into the bar, so an older address of the list's shown on its own after a later one was written
// puts the day back (the list now sets the bar back at once; tests/unit/table-url-state.test.tsx).
// Not reproduced alone: here the router showed both addresses at once. The page samples its own
// address between tasks, with the CPU slowed 8 times and the day emptied at once, as a person
// deletes it.
test('emptying the Expiry day right after typing one clears the filter for good', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { addressesSeen: seen });
    setInterval(() => {
      if (seen.at(-1) !== location.search) seen.push(location.search);
    }, 20);
  });
  const seenSince = async (from: number) =>
    page.evaluate((n) => (window as unknown as { addressesSeen: string[] }).addressesSeen.slice(n), from);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/profile');
  const total = page.getByText(/^Total: \d+$/);
  await expect(total).toBeVisible();
  const unfiltered = await total.textContent();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const expiryDay = page.getByRole('textbox', { name: 'Expiry day' });
  await expiryDay.fill('30/03/2027');
  await expect(page).toHaveURL(/expiry%5Bis%5D=2027-03-30/);
  // Emptied at once, as a person selects the day and deletes it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/expiry/);
  const emptied = (await seenSince(0)).length;
  // Long enough for the router to have shown both addresses (7 to 12 s at this speed on a quiet
  // machine), and for the table's own re-announcement.
  await page.waitForTimeout(15_000);
  expect((await seenSince(emptied)).filter((search) => search.includes('expiry'))).toEqual([]);
  await expect(page).not.toHaveURL(/expiry/);
  await expect(expiryDay).toHaveValue('');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(total).toHaveText(unfiltered!);
  expect((await seenSince(emptied)).filter((search) => search.includes('expiry'))).toEqual([]);
});
