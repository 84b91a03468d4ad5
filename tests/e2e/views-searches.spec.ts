import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { reviewShot, seriousViolations, signIn } from './helpers';
import { VIEWS, VIEWS_AGE } from './views-accounts';

/**
 * Issue 26 item 4 in the browser: a member opens a candidate's page and the candidate finds them
 * in Who viewed me; browsing privately, the member reads why their own list is closed; a search
 * is saved on the match page, run in one click from Saved searches and deleted after a
 * confirmation. Screens at 1280 and 390 px.
 */
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shots = 'test-results/views-searches';
const MATCHES = `/user/matches?ageFrom=${VIEWS_AGE}&ageTo=${VIEWS_AGE}`;

async function memberPage(browser: Browser, account: { email: string; password: string }, viewport = WIDE) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, account);
  return page;
}

/** Flips a switch the way a user does, by its label (Mantine hides the input itself), and waits for it. */
async function flip(scope: Page | Locator, label: string, on: boolean) {
  await scope.getByText(label, { exact: true }).click();
  const input = scope.getByRole('switch', { name: label });
  if (on) await expect(input).toBeChecked();
  else await expect(input).not.toBeChecked();
}

/** Nothing wider than the window (a phone scrolls down, never sideways). */
const fitsWindow = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('a member opens a candidate, who sees them in Who viewed me; private browsing closes the list', async ({
  browser,
}) => {
  const groom = await memberPage(browser, VIEWS.groom);
  await groom.goto(MATCHES);
  await groom.getByRole('link', { name: `View ${VIEWS.bride.fullName}` }).click();
  await expect(groom.getByRole('heading', { level: 2, name: VIEWS.bride.fullName })).toBeVisible();
  // Opened again the same day: still one view.
  await groom.reload();
  await expect(groom.getByRole('heading', { level: 2, name: VIEWS.bride.fullName })).toBeVisible();

  for (const [name, viewport] of [
    ['wide', WIDE],
    ['phone', PHONE],
  ] as const) {
    const bride = await memberPage(browser, VIEWS.bride, viewport);
    await bride.goto('/user/dashboard');
    // Through the member menu (behind the burger on a phone).
    if (name === 'phone') await bride.getByRole('button', { name: 'Toggle navigation' }).click();
    await bride.getByRole('link', { name: 'Who viewed me' }).click();
    await expect(bride.getByRole('heading', { level: 2, name: 'Who viewed me' })).toBeVisible();
    const cards = bride.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName(VIEWS.groom.fullName);
    await expect(cards.first()).toContainText(/Viewed /);
    await fitsWindow(bride);
    expect(await seriousViolations(bride)).toEqual([]);
    await reviewShot(bride, { path: `${shots}/who-viewed-me-${viewport.width}.png`, fullPage: true });
    // One click to the viewer's page.
    await cards
      .first()
      .getByRole('link', { name: `View the profile of ${VIEWS.groom.fullName}` })
      .click();
    await expect(bride.getByRole('heading', { level: 2, name: VIEWS.groom.fullName })).toBeVisible();
    await bride.context().close();
  }

  // The groom browses privately: his own list is closed, saying why and where to change it.
  await groom.goto('/user/account');
  await flip(groom, 'Browse privately', true);
  await expect(groom.getByText('Private browsing is on: the members you view are not told.')).toBeVisible();
  await groom.goto('/user/views');
  await expect(groom.getByText(/You are browsing privately/)).toBeVisible();
  await reviewShot(groom, { path: `${shots}/browsing-privately-${WIDE.width}.png`, fullPage: true });
  await groom.getByRole('link', { name: 'Turn off private browsing in My account' }).click();
  await expect(groom).toHaveURL(/\/user\/account#private-browsing$/);
  await flip(groom, 'Browse privately', false);
  await expect(groom.getByText('Private browsing is off.')).toBeVisible();
  await groom.context().close();
});

test('a search is saved on the match page, run in one click and deleted after a confirmation', async ({
  browser,
}) => {
  for (const viewport of [WIDE, PHONE]) {
    const groom = await memberPage(browser, VIEWS.groom, viewport);
    const name = `Age ${VIEWS_AGE} (${viewport.width})`;
    await groom.goto(`${MATCHES}&order[age]=asc`);
    await groom.getByRole('button', { name: 'Save this search' }).click();
    const dialog = groom.getByRole('dialog', { name: 'Save this search' });
    // An empty name is refused with the server's words, under the field.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a name for the search.')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(groom.getByText('The search is saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await groom.getByRole('link', { name: 'My saved searches' }).click();
    await expect(groom.getByRole('heading', { level: 2, name: 'Saved searches' })).toBeVisible();
    const card = groom.getByRole('article', { name });
    await expect(card).toBeVisible();
    await flip(card, 'Use in my match alert e-mail', true);
    await expect(groom.getByText('This search now feeds your match alert e-mail.')).toBeVisible();
    await fitsWindow(groom);
    expect(await seriousViolations(groom)).toEqual([]);
    await reviewShot(groom, { path: `${shots}/saved-searches-${viewport.width}.png`, fullPage: true });

    // Run: the match page with the saved filters and order.
    await card.getByRole('link', { name: `Run the search ${name}` }).click();
    await expect(groom).toHaveURL(/\/user\/matches\?ageFrom=57&ageTo=57&order%5Bage%5D=asc$/);
    await expect(groom.getByRole('link', { name: `View ${VIEWS.bride.fullName}` })).toBeVisible();

    // Delete, after a dialog that says what follows.
    await groom.goto('/user/searches');
    await groom
      .getByRole('article', { name })
      .getByRole('button', { name: `Delete the search ${name}` })
      .click();
    const confirm = groom.getByRole('dialog');
    await expect(confirm).toContainText('no longer feeds your match alert e-mail');
    await reviewShot(groom, { path: `${shots}/delete-search-${viewport.width}.png` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(groom.getByText('The saved search is deleted.')).toBeVisible();
    await expect(groom.getByRole('article', { name })).toHaveCount(0);
    await expect(groom.getByText('You have no saved searches yet.', { exact: false })).toBeVisible();
    await groom.context().close();
  }
});
