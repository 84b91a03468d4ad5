import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFitsWindow, reviewShot, signIn } from './helpers';
import { tamilBride, tamilGroom } from './tamil-accounts';

/**
 * The member journey in Tamil (issue 24 item 1): a browser set to Tamil signs in on the Tamil login
 * page, sees the dashboard and the profile form, searches matches, opens a candidate with the
 * porutham, and sends an interest, every word on the way in Tamil. At 390 px, no member page is
 * wider than the screen (Tamil words are long).
 */
const PHONE = { width: 390, height: 844 };

async function fitsThePhone(page: Page, name: string) {
  // The Tamil font loads on first sight of Tamil text: expectFitsWindow measures once it has.
  await expectFitsWindow(page, `${name} at the phone's width`);
  await reviewShot(page, { path: test.info().outputPath(`${name}-ta-390.png`), fullPage: true });
}

test('a member signs in, searches and sends an interest in Tamil, and every member page fits a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'ta-IN', viewport: PHONE });
  const page = await context.newPage();

  // The login page in Tamil; a wrong password is refused in Tamil too.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'உள்நுழைவு' })).toBeVisible();
  await page.getByRole('button', { name: 'உள்நுழை', exact: true }).click();
  await expect(page.getByText('மின்னஞ்சலை உள்ளிடுங்கள்!')).toBeVisible();
  await fitsThePhone(page, 'login');
  await page.getByLabel(/^மின்னஞ்சல்/).fill(tamilGroom.email);
  await page.getByLabel(/^கடவுச்சொல்/).fill('not-the-password');
  await page.getByRole('button', { name: 'உள்நுழை', exact: true }).click();
  await expect(page.getByText('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு.')).toBeVisible();
  await page.getByLabel(/^மின்னஞ்சல்/).fill(tamilGroom.email);
  await page.getByLabel(/^கடவுச்சொல்/).fill(tamilGroom.password);
  await page.getByRole('button', { name: 'உள்நுழை', exact: true }).click();

  // The dashboard: greeting, the verified notice, and the profile form's sections.
  await expect(page).toHaveURL(/\/user\/dashboard/);
  await expect(page.getByRole('heading', { name: `வணக்கம் ${tamilGroom.fullName}` })).toBeVisible();
  await expect(page.getByText('உங்கள் கைப்பேசி எண் சரிபார்க்கப்பட்டது.')).toBeVisible();
  await fitsThePhone(page, 'dashboard');
  await page.getByRole('button', { name: 'சுயவிவரத்தைப் புதுப்பி' }).click();
  const form = page.getByRole('form', { name: 'சுயவிவரம்' });
  await expect(form.getByRole('group', { name: 'தனிப்பட்ட விவரங்கள்' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'ஜாதகம்' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'முழுப் பெயர்' })).toHaveValue(tamilGroom.fullName);
  // A required field left empty is refused in Tamil.
  await form.getByRole('textbox', { name: 'முழுப் பெயர்' }).fill('');
  await form.getByRole('button', { name: 'சேமி' }).click();
  await expect(form.getByText('முழுப் பெயரை உள்ளிடுங்கள்!')).toBeVisible();
  await fitsThePhone(page, 'profile-form');
  await page.keyboard.press('Escape');

  // Matches: the filters and the bride's card, in Tamil.
  await page.goto('/user/matches');
  await expect(page.getByRole('heading', { name: 'உங்கள் வரனைத் தேடுங்கள்' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'வரன் வடிகட்டிகள்' });
  await expect(filters).toBeVisible();
  // The light filter form's labels, legends and choices in Tamil.
  await expect(filters.getByRole('spinbutton', { name: 'வயது (முதல்)' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'குறைந்தபட்ச உயரம்' })).toBeVisible();
  await expect(filters.getByRole('group', { name: 'நட்சத்திரம்' }).locator('summary')).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'வரிசைப்படுத்து' }).locator('option:checked')).toHaveText(
    'புதியவர் முதலில்',
  );
  await expect(filters.getByRole('switch', { name: 'பரஸ்பரம்: அவர்களும் என்னை விரும்புவர்' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'தேடு' })).toBeVisible();
  const card = page.getByTestId('match-card').filter({ hasText: tamilBride.fullName });
  await expect(card).toBeVisible();
  await expect(card.getByText(/28 வயது/)).toBeVisible();
  await fitsThePhone(page, 'matches');

  // The candidate: her details under Tamil headings and the ten poruthams in Tamil.
  await card.getByRole('link', { name: `${tamilBride.fullName} விவரங்களைப் பார்` }).click();
  await expect(page.getByRole('heading', { name: tamilBride.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'அடிப்படை விவரங்கள்' })).toBeVisible();
  // A yes/no fact in Tamil too (it once read English "No").
  await expect(page.locator('dt:text-is("மாற்றுத்திறனாளி") + dd')).toHaveText('இல்லை');
  const table = page.getByRole('table', { name: 'பொருத்தம்' });
  await expect(table.getByRole('cell', { name: /ரஜ்ஜுப் பொருத்தம்/ })).toBeVisible();
  await expect(page.getByText('முதலில் விருப்பம் அனுப்புங்கள்')).toBeVisible();
  await fitsThePhone(page, 'candidate');

  // The interest: the dialog, the toast and the sent list, in Tamil.
  await page.getByRole('button', { name: 'விருப்பம் அனுப்பு' }).first().click();
  const dialog = page.getByRole('dialog', { name: `${tamilBride.fullName} அவர்களுக்கு விருப்பம் அனுப்பு` });
  await expect(dialog.getByLabel('தனிப்பட்ட குறிப்பு (விருப்பத்தேர்வு)')).toBeVisible();
  await dialog.getByLabel('தனிப்பட்ட குறிப்பு (விருப்பத்தேர்வு)').fill('வணக்கம். எங்கள் குடும்பம் மதுரை.');
  await dialog.getByRole('button', { name: 'விருப்பம் அனுப்பு' }).click();
  await expect(page.getByText('விருப்பம் அனுப்பப்பட்டது')).toBeVisible();
  await page.goto('/user/interests/sent');
  await expect(page.getByRole('heading', { name: 'அனுப்பிய விருப்பங்கள்' })).toBeVisible();
  const sent = page.getByRole('article', { name: tamilBride.fullName });
  await expect(sent.getByText('விருப்பம் நிலுவையில் உள்ளது')).toBeVisible();
  await expect(sent.getByText('வணக்கம். எங்கள் குடும்பம் மதுரை.')).toBeVisible();
  await fitsThePhone(page, 'interests-sent');

  // Every other member page fits the phone in Tamil.
  for (const [path, heading] of [
    ['/user/porutham', 'பொருத்தம்'],
    ['/user/interests/received', 'வந்த விருப்பங்கள்'],
    ['/user/interests/accepted', 'ஏற்கப்பட்ட விருப்பங்கள்'],
    ['/user/shortlist', 'தேர்வுப் பட்டியல்'],
    ['/user/blocked', 'தடுத்த உறுப்பினர்கள்'],
    ['/user/reports', 'என் புகார்கள்'],
    ['/user/account', null],
    ['/user/changepassword', null],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await fitsThePhone(page, path.slice(1).replaceAll('/', '-'));
  }
  // The calculator in Tamil: star names as families write them.
  await page.goto('/user/porutham?brideStar=4&brideRaasi=2&groomStar=8&groomRaasi=4');
  await expect(page.getByRole('combobox', { name: 'மணமகளின் நட்சத்திரம்' }).locator('option:checked')).toHaveText(
    '4. ரோகிணி',
  );
  await expect(page.getByRole('table', { name: 'பொருத்த முடிவுகள்' })).toBeVisible();
  await expect(page.getByText('பத்துப் பொருத்தங்கள் கணக்கிடப்படும் முறை')).toBeVisible();
  await fitsThePhone(page, 'porutham-calculator');
  await context.close();
});

test('the account, my data, password, legal and grievance pages in Tamil, each fitting a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'ta-IN', viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, tamilBride);

  // My account: its sections, the sign-in table and the dialogs, in Tamil.
  await page.goto('/user/account');
  await expect(page.getByRole('heading', { name: 'என் கணக்கு', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^என் கணக்கு/);
  for (const section of ['உள்நுழைவு மின்னஞ்சல்', 'யாருக்குத் தெரியும்', 'திருமணம்', 'அண்மைய உள்நுழைவுகள்'])
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'எப்போது' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'உள்நுழைவு மின்னஞ்சலை மாற்று' })).toBeVisible();
  // A refusal of the form is in Tamil too.
  await page.getByRole('button', { name: 'இணைப்பை அனுப்பு' }).click();
  await expect(page.getByText('மின்னஞ்சலை உள்ளிடுங்கள்!')).toBeVisible();
  await fitsThePhone(page, 'account');
  await page.getByRole('button', { name: 'என் சுயவிவரத்தை மறை' }).click();
  const hide = page.getByRole('dialog', { name: 'என் சுயவிவரத்தை மறை' });
  await expect(hide.getByText(/மறைக்கப்பட்ட சுயவிவரம் எந்தத் தேடலிலும்/)).toBeVisible();
  await hide.getByRole('button', { name: 'ரத்து செய்' }).click();
  await page.getByRole('button', { name: 'என் கணக்கை நீக்கு' }).click();
  const remove = page.getByRole('dialog', { name: 'என் கணக்கை நீக்கு' });
  await expect(remove.getByLabel(/^கடவுச்சொல்/)).toBeVisible();
  await remove.getByRole('button', { name: 'ரத்து செய்' }).click();

  // My data.
  await page.getByRole('link', { name: 'என் தரவைப் பார்' }).click();
  await expect(page.getByRole('heading', { name: 'என் தரவு', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'குறைதீர் அலுவலருக்கான புகார்கள்' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'சுயவிவரம்' }).getByText('முழுப் பெயர்', { exact: true }),
  ).toBeVisible();
  await fitsThePhone(page, 'account-data');

  // Change password: the labels and a refusal.
  await page.goto('/user/changepassword');
  await expect(page.getByRole('heading', { name: 'கடவுச்சொல்லை மாற்று' })).toBeVisible();
  await expect(page.getByLabel(/^தற்போதைய கடவுச்சொல்/)).toBeVisible();
  await expect(page.getByLabel(/^புதிய கடவுச்சொல்/)).toBeVisible();
  await fitsThePhone(page, 'changepassword');

  // The legal pages' frame: the version, and a note that the text itself is English.
  for (const [path, title] of [
    ['/terms', 'விதிமுறைகள்'],
    ['/privacy', 'தனியுரிமைக் கொள்கை'],
    ['/safety', 'பாதுகாப்புக் குறிப்புகள்'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByText('இந்த ஆவணம் ஆங்கிலத்தில் உள்ளது', { exact: false })).toBeVisible();
    if (path !== '/safety') await expect(page.getByText(/^பதிப்பு .+ முதல் நடைமுறையில்$/)).toBeVisible();
    await fitsThePhone(page, path.slice(1));
  }

  // The grievance page: the officer, the form, its rules and its subjects in Tamil.
  await page.goto('/grievance');
  await expect(page.getByRole('heading', { name: 'குறைதீர் அலுவலர்' })).toBeVisible();
  await page.getByRole('button', { name: 'புகாரைச் சமர்ப்பி' }).click();
  await expect(page.getByText('விவரங்களை உள்ளிடுங்கள்!')).toBeVisible();
  await page.getByRole('textbox', { name: /^பொருள்/ }).click();
  await expect(page.getByRole('option', { name: 'என் புகைப்படத்தின் தவறான பயன்பாடு' })).toBeVisible();
  await page.keyboard.press('Escape');
  await fitsThePhone(page, 'grievance');
  await context.close();
});

/**
 * The visible buttons of the page (or of `within`) whose label does not fit: Mantine keeps a label
 * on one line and hides what sticks out, so a long Tamil label was cut off at a phone's width.
 */
async function cutOffButtons(page: Page, within = 'body'): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.locator(within).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('.mantine-Button-root')]
      .filter((button) => button.getClientRects().length > 0)
      .filter((button) => {
        const label = button.querySelector<HTMLElement>('.mantine-Button-label') ?? button;
        return label.scrollWidth > label.clientWidth || button.scrollWidth > button.clientWidth;
      })
      .map((button) => button.textContent?.trim() ?? ''),
  );
}

test('long Tamil button labels fit a phone: they wrap rather than being cut off; English keeps its look', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'ta-IN', viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, tamilGroom);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ta', url: 'http://127.0.0.1' }]);
  await page.goto('/user/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  // "சுயவிவரத்தைப் புதுப்பி" beside the photo: wider than the card leaves it at 390 px.
  const update = page.getByRole('button', { name: 'சுயவிவரத்தைப் புதுப்பி' });
  await expect(update).toBeVisible();
  await expect.poll(() => cutOffButtons(page), { message: 'dashboard buttons cut off' }).toEqual([]);
  const box = await update.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await reviewShot(page, { path: test.info().outputPath('dashboard-buttons-ta-390.png'), fullPage: true });

  // The profile form's buttons, and the other member pages' (a candidate's, with its Report dialog).
  await update.click();
  const form = page.getByRole('form', { name: 'சுயவிவரம்' });
  await expect(form.getByRole('button', { name: 'சேமி' })).toBeVisible();
  expect(await cutOffButtons(page, '[role=dialog]')).toEqual([]);
  await page.keyboard.press('Escape');
  for (const path of ['/user/matches', '/user/interests/sent', '/user/reports', '/user/porutham']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    expect(await cutOffButtons(page), path).toEqual([]);
  }
  await page.goto('/user/matches');
  await page
    .getByTestId('match-card')
    .filter({ hasText: tamilBride.fullName })
    .getByRole('link', { name: `${tamilBride.fullName} விவரங்களைப் பார்` })
    .click();
  await expect(page.getByRole('heading', { name: tamilBride.fullName })).toBeVisible();
  expect(await cutOffButtons(page), 'candidate').toEqual([]);
  await page.getByRole('button', { name: 'புகார் செய்', exact: true }).first().click();
  const report = page.getByRole('dialog', { name: `${tamilBride.fullName} மீது புகார் செய்` });
  await expect(report.getByRole('button', { name: 'புகாரை அனுப்பு' })).toBeVisible();
  expect(await cutOffButtons(page, '[role=dialog]'), 'Report dialog').toEqual([]);
  await context.close();

  // English, at the phone's width and the desktop's: Mantine's one-line button of 36 px, as before.
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const english = await browser.newContext({ locale: 'en-IN', viewport });
    const en = await english.newPage();
    await signIn(en, tamilGroom);
    await english.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: 'http://127.0.0.1' }]);
    await en.goto('/user/dashboard');
    const button = en.getByRole('button', { name: 'Update Profile' });
    await expect(button).toBeVisible();
    expect((await button.boundingBox())!.height).toBe(36);
    expect(
      await button.locator('.mantine-Button-label').evaluate((l) => getComputedStyle(l).whiteSpace),
    ).toBe('nowrap');
    expect(await cutOffButtons(en), `English at ${viewport.width} px`).toEqual([]);
    await english.close();
  }
});

test('the porutham reasons and the pager read in Tamil', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ta-IN', viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, tamilGroom);
  await page.goto('/user/porutham?brideStar=4&brideRaasi=2&groomStar=8&groomRaasi=4');
  const table = page.getByRole('table', { name: 'பொருத்த முடிவுகள்' });
  await expect(table.getByText('மணமகள் நட்சத்திரத்திலிருந்து எண்ணிக்கை 5')).toBeVisible();
  await expect(table.getByText(/ரஜ்ஜு$/).first()).toBeVisible();
  await expect(table.getByText(/Count \d/)).toHaveCount(0);
  await context.close();
});

test("a Tamil page preloads the app-served Tamil font and draws its headings with it; an English page preloads only the switch word's letters", async ({
  browser,
}) => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const context = await browser.newContext({ locale: 'ta-IN', viewport });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveAttribute('href', '/assets/noto-sans-tamil.woff2');
    await expect(preload).toHaveAttribute('crossorigin', /^(anonymous)?$/); // "" is anonymous
    expect(await drawnWith(page.getByRole('heading', { name: 'உள்நுழைவு' }))).toEqual(['Noto Sans Tamil']);
    expect(fonts).toEqual(['/assets/noto-sans-tamil.woff2']); // once, from the app itself
    await reviewShot(page, { path: test.info().outputPath(`login-ta-${viewport.width}.png`) });
    await context.close();
  }

  // An English page shows "தமிழ்" on its language switch from the first paint: the cut of the font
  // holding those letters is preloaded (a few kB, not the whole 50 kB face), and every letter of the
  // word is drawn from it: Chromium reports the font's own name (the cut keeps Noto Sans Tamil's), a
  // missing letter would be drawn by another font or load the whole face, and the whole face is
  // neither fetched nor loaded.
  const english = await browser.newContext({ locale: 'en-IN', viewport: PHONE });
  const page = await english.newPage();
  const fonts: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'font') return;
    const response = await request.response();
    fonts.push({ path: new URL(request.url()).pathname, bytes: (await response!.body()).length });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', '/assets/tamil-label.woff2');
  await expect(preload).toHaveAttribute('crossorigin', /^(anonymous)?$/);
  const word = page.getByRole('button', { name: 'தமிழ்' }).getByText('தமிழ்');
  expect(await drawnWith(word)).toEqual(['Noto Sans Tamil']);
  await expect.poll(() => fonts.map((font) => font.path)).toEqual(['/assets/tamil-label.woff2']);
  expect(fonts[0].bytes).toBeLessThan(8_000);
  const faces = () =>
    page.evaluate(() => Object.fromEntries([...document.fonts].map((face) => [face.family, face.status])));
  expect(await faces()).toEqual({ 'Noto Sans Tamil Label': 'loaded', 'Noto Sans Tamil': 'unloaded' });
  await reviewShot(page, { path: test.info().outputPath('login-en-switch.png') });

  // Other Tamil on an English page (a member's own words, say) loads the whole face and is drawn with it.
  await page.evaluate(() => {
    const note = document.createElement('p');
    note.id = 'tamil-note';
    note.textContent = 'திருமணம் தமிழ்நாடு';
    document.body.append(note);
  });
  expect(await drawnWith(page.locator('#tamil-note'))).toEqual(['Noto Sans Tamil']);
  expect(await faces()).toEqual({ 'Noto Sans Tamil Label': 'loaded', 'Noto Sans Tamil': 'loaded' });
  await english.close();
});

test('Tamil laid out before the font arrives is drawn with it once it has: no boxes on a slow network', async ({
  browser,
}) => {
  // The font held back a second, as on a slow phone network: Chromium lays the heading out first.
  // With system-ui ahead of the Tamil face in the font list, it settled on the system's fallback
  // (DejaVu Sans here: boxes) and kept it after the face had loaded, in most such loads.
  for (let load = 0; load < 3; load++) {
    const context = await browser.newContext({ locale: 'ta-IN', viewport: PHONE });
    const page = await context.newPage();
    await page.route('**/noto-sans-tamil.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'உள்நுழைவு' })).toBeVisible();
    await page.evaluate(() => document.fonts.load('1em "Noto Sans Tamil"', 'தமிழ்'));
    expect(await drawnWith(page.getByRole('heading', { name: 'உள்நுழைவு' }))).toEqual(['Noto Sans Tamil']);
    await context.close();
  }
});

/** The fonts Chromium draws the text of `target` with, by its own report (DevTools). */
async function drawnWith(target: Locator): Promise<string[]> {
  const page = target.page();
  await expect(target).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await target.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}
