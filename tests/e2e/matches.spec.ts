import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { longNameGroom } from './match-accounts';
import { ACCOUNTS } from './accounts';
import { reviewShot, seriousViolations, signIn, switchAccount } from './helpers';

/**
 * Finding a match in Chromium: two verified members of different gender find each other with
 * their porutham, the candidate view never shows the mobile number (no accepted interest here),
 * filters live in the URL, a member waiting for verification sees the spec's notice, phone width.
 */
type Account = { email: string; password: string };
const WAITING_NOTICE =
  'Please wait for a phone call from our team to verify your mobile number. After verification, you can find your match.';
const BRIDE = { fullName: 'Kavya Sundaram', mobile: '+91 98400 11111', age: 28 };
const GROOM = { fullName: 'Arjun Kumar', mobile: '+91 98400 22222', age: 31 };
const OTP = '97531';
const shots = process.env.E2E_SCREENSHOTS; // a folder to keep screenshots in, when set

async function signedIn(account: Account): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const { csrfToken } = await (await context.get('/api/auth/csrf')).json();
  const response = await context.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: '/user/dashboard' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return context;
}

async function rows(api: APIRequestContext, collection: string) {
  const body = await (await api.get(`/api/${collection}?pagination=false&status=true`)).json();
  return body['hydra:member'] as ({ '@id': string; number?: number } & Record<string, unknown>)[];
}

/** Each member fills in their profile (the API the form uses); the administrator verifies two of them. */
test.beforeAll(async () => {
  const admin = await signedIn(ACCOUNTS.admin);
  const first = async (collection: string, index = 0) => (await rows(admin, collection))[index]['@id'];
  const genders = await rows(admin, 'genders');
  const gender = (name: string) => genders.find((g) => g.gender === name)!['@id'];
  const base = {
    height: await first('heights', 10),
    weight: await first('weights', 20),
    qualification: await first('qualifications'),
    occupation: await first('occupations'),
    annualIncome: await first('annualincomes', 3),
    maritalStatus: await first('maritalstatuses'),
    totalChildren: 0,
    nativeCity: 'Madurai',
    nativeCountry: 'IN',
    livingCity: 'Chennai',
    livingCountry: 'IN',
    diet: await first('diets'),
    physicallyChallenged: false,
    fatherName: 'Raman',
    fatherOccupation: await first('occupations'),
    motherName: 'Lakshmi',
    motherOccupation: await first('occupations', 1),
    caste: await first('castes', 18),
    totalBrothers: 1,
    totalSisters: 0,
    motherTongue: await first('mothertongues'),
    chevvaiDhosam: false,
    raasi: (await rows(admin, 'raasis')).find((r) => r.number === 2)!['@id'],
    star: (await rows(admin, 'stars')).find((s) => s.number === 4)!['@id'],
    lfromAge: 22,
    ltoAge: 35,
  };
  // The team's private fields are set on the groom: the bride's pages must show none of them.
  const plan = await first('membersplans');
  const team = { mobileVerified: true, otp: OTP, membersPlan: plan, expiry: '2031-01-31' };
  const create = async (
    account: Account,
    values: Record<string, unknown>,
    verify: boolean,
    set: Record<string, unknown> = { mobileVerified: true },
  ) => {
    const member = await signedIn(account);
    // After a failed test Playwright starts a new worker, which runs this again: keep what exists.
    const existing = (await (await member.get('/api/profiles')).json())['hydra:member'][0];
    const created = existing ? null : await member.post('/api/profiles', { data: { ...base, ...values } });
    if (created) expect(created.status(), await created.text()).toBe(201);
    const iri = existing ? existing['@id'] : (await created!.json())['@id'];
    if (verify)
      expect(
        (
          await admin.patch(iri, { data: set, headers: { 'Content-Type': 'application/merge-patch+json' } })
        ).status(),
      ).toBe(200);
    await member.dispose();
  };
  await create(ACCOUNTS.matchBride, { ...BRIDE, gender: gender('Female') }, true);
  await create(ACCOUNTS.matchGroom, { ...GROOM, gender: gender('Male') }, true, team);
  await create(
    ACCOUNTS.matchWaiting,
    { fullName: 'Waiting Member', mobile: '+91 98400 33333', age: 30, gender: gender('Male') },
    false,
  );
  await admin.dispose();
});

/**
 * The candidate's number, otp and plan expiry are nowhere in the page (the member's own number may
 * be: the dashboard prints it).
 */
async function expectNoMobile(page: Page, mobile: string) {
  const html = await page.content();
  expect(html).not.toContain(OTP);
  expect(html).not.toContain('2031-01-31');
  {
    expect(html).not.toContain(mobile);
    expect(html).not.toContain(mobile.replace(/\s/g, ''));
  }
}

test('two verified members of different gender find each other, with the porutham and no mobile number', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.matchBride);
  await page.goto('/user/dashboard');
  // The pages give the cards' buttons where each pair stands: the browser asks the API nothing (issue 28).
  const pairReads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(interests|shortlists)\b/.test(request.url())) pairReads.push(request.url());
  });
  await page.getByRole('link', { name: 'Find your match' }).click();
  await expect(page).toHaveURL(/\/user\/matches$/);
  const card = page.getByTestId('match-card').filter({ hasText: GROOM.fullName });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send interest' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(card).toContainText(`${GROOM.age} yrs`);
  await expect(card).toContainText('Chennai, India');
  await expect(card.getByLabel(/Porutham score/)).toBeVisible();
  await expect(page.getByTestId('match-card').filter({ hasText: 'Waiting Member' })).toHaveCount(0);
  await expectNoMobile(page, GROOM.mobile);
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await reviewShot(page, { path: `${shots}/matches-1280.png`, fullPage: true });

  await card.getByRole('link', { name: GROOM.fullName, exact: true }).click();
  await expect(page.getByRole('heading', { name: GROOM.fullName })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Porutham' }).locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('porutham-level')).toHaveText(
    /^(Uthamam \(excellent\)|Madhyamam \(fair\)|Adhamam \(poor\)|Not recommended: (Rajju|Vedhai|Rajju and Vedhai))$/,
  );
  // One wording with the calculator: "No", never "Fails".
  await expect(page.getByRole('table', { name: 'Porutham' })).not.toContainText('Fails');
  await expect(page.getByTestId('contact')).toContainText('Send an interest first');
  await expect(page.getByText('Horoscope (PDF)')).toHaveCount(0);
  await expectNoMobile(page, GROOM.mobile);
  await page.getByRole('button', { name: /Enlarge/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // Checked once the dialog has gone: its title fading out is not text a member reads.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await reviewShot(page, { path: `${shots}/candidate-1280.png`, fullPage: true });
  await expect(page.getByRole('button', { name: 'Send interest' })).toBeVisible();
  expect(pairReads).toEqual([]);

  // and the other way round
  await switchAccount(page, ACCOUNTS.matchGroom);
  await page.goto('/user/matches');
  await expect(page.getByTestId('match-card').filter({ hasText: BRIDE.fullName })).toBeVisible();
  await expectNoMobile(page, BRIDE.mobile);
});

test('filters start from the preferences and live in the URL', async ({ page }) => {
  await signIn(page, ACCOUNTS.matchBride);
  await page.goto('/user/matches');
  await expect(page.getByRole('spinbutton', { name: 'From age' })).toHaveValue('22');
  // 25: younger than every verified member the end-to-end fixtures hold (other specs add some of 28)
  await page.getByRole('spinbutton', { name: 'To age' }).fill('25');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/ageTo=25/);
  await expect(page.getByText('No matches for these filters')).toBeVisible();
  await page.reload(); // the URL alone holds the search
  await expect(page.getByRole('spinbutton', { name: 'To age' })).toHaveValue('25');
  await expect(page.getByTestId('match-card')).toHaveCount(0);
  await page.getByRole('link', { name: 'Reset to my preferences' }).click();
  await expect(page.getByTestId('match-card').filter({ hasText: GROOM.fullName })).toBeVisible();
});

test('the filters are a plain form: ticked stars, the order and the switch go into the match URL', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.matchBride);
  await page.goto('/user/matches');
  const form = page.getByRole('form', { name: 'Match filters' });
  // The stars: a group whose summary says what is ticked, opening on a list of checkboxes.
  const stars = form.getByRole('group', { name: 'Star' });
  const summary = stars.locator('summary');
  await expect(summary).toHaveText('Any');
  await summary.click();
  const first = stars.getByRole('checkbox').first();
  const starName = (await stars.locator('label').first().textContent()) ?? '';
  const starId = await first.getAttribute('value');
  await first.check();
  await expect(summary).toHaveText(starName);
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  await form.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Age: oldest first' });
  await form.getByText('Mutual: they would choose me too').click();
  await expect(form.getByRole('switch', { name: 'Mutual: they would choose me too' })).toBeChecked();
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  // The URL the page, the API and saved searches share (components/matches/filter-query.ts).
  await expect(page).toHaveURL(
    new RegExp(
      `\\?ageFrom=22&ageTo=\\d*&height=\\d*&caste%5B%5D=[^&]*(&caste%5B%5D=\\d+)*&star%5B%5D=${starId}&mutual=true&order%5Bage%5D=desc$`,
    ),
  );
  const again = page.getByRole('form', { name: 'Match filters' });
  await expect(again.getByRole('group', { name: 'Star' }).locator('summary')).toHaveText(starName);
  await expect(again.getByRole('combobox', { name: 'Sort by' })).toHaveValue('order[age]=desc');
  await expect(again.getByRole('switch', { name: 'Mutual: they would choose me too' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

test('without JavaScript the filter form still searches, and the server writes its match URL', async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.matchBride);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto('/user/matches');
  await plain.getByRole('spinbutton', { name: 'To age' }).fill('25');
  await plain.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(plain).toHaveURL(
    /\/user\/matches\?ageFrom=22&ageTo=25&height=\d*&caste%5B%5D=.*&order%5Bnewest%5D=desc$/,
  );
  await expect(plain.getByText('No matches for these filters')).toBeVisible();
  await context.close();
});

test('the pager is links that keep the search', async ({ page }) => {
  await signIn(page, ACCOUNTS.matchBride);
  await page.goto('/user/matches?ageTo=99&order[age]=asc&itemsPerPage=1');
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?ageTo=99&order%5Bage%5D=asc&itemsPerPage=1&page=2$/);
  await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('match-card')).toHaveCount(1);
  await page.getByRole('link', { name: '1', exact: true }).click();
  await expect(page).toHaveURL(/&page=1$/);
});

test('a member whose mobile is not verified yet sees the waiting notice, and the API refuses', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.matchWaiting);
  await page.goto('/user/matches');
  await expect(page.getByText(WAITING_NOTICE)).toBeVisible();
  await expect(page.getByTestId('match-card')).toHaveCount(0);
  const api = await page.request.get('/api/matches');
  expect(api.status()).toBe(403);
  expect((await api.json())['hydra:description']).toBe(WAITING_NOTICE);
});

test('at phone width the matches and the candidate view fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.matchBride);
  await page.goto('/user/matches');
  const card = page.getByTestId('match-card').filter({ hasText: GROOM.fullName });
  await expect(card).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  if (shots) await reviewShot(page, { path: `${shots}/matches-390.png`, fullPage: true });
  await card.getByRole('link', { name: GROOM.fullName, exact: true }).click();
  await expect(page.getByRole('table', { name: 'Porutham' })).toBeVisible();
  expect(await fits()).toBe(true);
  if (shots) await reviewShot(page, { path: `${shots}/candidate-390.png`, fullPage: true });
});

test('the match cards show the whole name and the whole porutham score at 1024, 1280 and 390 px (issue 24 item 2)', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.matchBride);
  for (const width of [1024, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/user/matches');
    const card = page.getByTestId('match-card').filter({ hasText: longNameGroom.fullName });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('score-badge')).toHaveText(/^\d+(\.5)?\/10$/);
    await expect(card.getByTestId('match-name')).toHaveText(longNameGroom.fullName);
    // Nothing on any card is cut: each badge, its label and the name hold their whole text.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="match-card"]')].flatMap((c) =>
        [
          ...c.querySelectorAll(
            '[data-testid="score-badge"], [data-testid="porutham-level"], .mantine-Badge-label, [data-testid="match-name"]',
          ),
        ]
          .filter((el) => el.scrollWidth > el.clientWidth)
          .map((el) => `${el.textContent}: ${el.scrollWidth} > ${el.clientWidth}`),
      ),
    );
    expect(cut).toEqual([]);
    if (width !== 1024) {
      expect(await seriousViolations(page)).toEqual([]);
      if (shots) await reviewShot(page, { path: `${shots}/matches-long-name-${width}.png`, fullPage: true });
    }
  }
});
