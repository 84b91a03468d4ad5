import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS } from './accounts';
import { isServerCall as calls, reviewShot, seriousViolations, signIn } from './helpers';

const WAIT =
  'Please wait for a phone call from our team to verify your mobile number. After verification, you can find your match.';

/** Picks an option of a Mantine select: the dropdown lives in a portal at the end of the page. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The page must not scroll sideways: nothing wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a member fills in the whole profile with a photo and a horoscope, and is told to wait for the call', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const photo = await sharp({
    create: { width: 480, height: 600, channels: 3, background: { r: 190, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  const horoscope = readFileSync(path.join(process.cwd(), 'public', 'no-horoscope.pdf'));

  await signIn(page, ACCOUNTS.member);
  await page.goto('/user/dashboard');
  await expect(page.getByText('Please update your profile to continue')).toBeVisible();
  await reviewShot(page, { path: testInfo.outputPath('dashboard-empty-1280.png') });

  // The form's choices come when it first opens: one request (its server action, a POST to the page).
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const modal = page.getByRole('dialog', { name: 'Profile' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(
    modal.getByRole('group', { name: 'Personal', exact: true }).getByRole('textbox', { name: 'Height' }),
  ).toBeVisible();
  expect(requests.filter(calls).map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([
    'POST /user/dashboard',
  ]);
  const section = (name: string) => modal.getByRole('group', { name, exact: true });

  // Photo: a real JPEG, checked by its bytes on the server.
  await modal
    .locator('input[type=file][name=photo]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(section('Photo').getByRole('img', { name: 'Photo' })).toHaveAttribute('src', /^\/media\//);

  await choose(page, section('Select Sub Caste'), 'Sub Caste', 'Pillai');

  const personal = section('Personal');
  await personal.getByLabel('Full Name').fill('Kavya Raman');
  // The number box starts with the country's calling code (+91); the member types the rest.
  const mobile = personal.getByRole('textbox', { name: 'Mobile', exact: true });
  await mobile.focus();
  await mobile.press('End');
  await mobile.pressSequentially('9876543210');
  await choose(page, personal, 'Height', '5ft 4in - 163cm');
  await choose(page, personal, 'Weight', '55 Kg');
  await choose(page, personal, 'Age', '27');
  await choose(page, personal, 'Qualification', 'B.E. / B.Tech.');
  await choose(page, personal, 'Occupation', 'Software Engineer');
  await choose(page, personal, 'Annual Income', '7 - 10 Lakhs');
  await choose(page, personal, 'Gender', 'Female');
  await choose(page, personal, 'Marital Status', 'Never Married');
  await choose(page, personal, 'Diet', 'Vegetarian');
  await personal.getByLabel('Native City').fill('Madurai');
  await personal.getByLabel('Living City').fill('Singapore');
  await personal.getByRole('textbox', { name: 'Living Country' }).fill('Singap');
  await page.getByRole('option', { name: 'Singapore', exact: true }).click();
  await expect(personal.getByRole('textbox', { name: 'Native Country' })).toHaveValue('India');

  const family = section('Family');
  await family.getByLabel('Father Name').fill('Raman');
  await choose(page, family, 'Father Occupation', 'Business');
  await family.getByLabel('Mother Name').fill('Lakshmi');
  await choose(page, family, 'Mother Occupation', 'Homemaker');
  await family.getByLabel('Total Brothers').fill('1');
  await family.getByLabel('Kothram').fill('Kashyapa');
  await choose(page, family, 'Mother Tongue', 'Tamil');

  const horoscopeSection = section('Horoscope');
  await choose(page, horoscopeSection, 'Raasi', 'Mesham');
  await choose(page, horoscopeSection, 'Star', 'Bharani');
  await modal
    .locator('input[type=file][name=horoscope]')
    .setInputFiles({ name: 'kundali.pdf', mimeType: 'application/pdf', buffer: horoscope });
  await expect(horoscopeSection.getByRole('link', { name: 'kundali.pdf' })).toHaveAttribute(
    'href',
    /^\/media\//,
  );

  const lookingFor = section('Looking For');
  await choose(page, lookingFor, 'Qualification', 'B.E. / B.Tech.');
  await choose(page, lookingFor, 'Chevvai Dhosam', 'No');
  await choose(page, lookingFor, 'From Age', '26');
  await choose(page, lookingFor, 'To Age', '32');
  await expect(modal.getByRole('group', { name: 'General' })).toHaveCount(0);

  // The save is one request (the uploads went before it), and its answer brings the updated page.
  requests.length = 0;
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Succssfully')).toBeVisible();
  const saves = requests.filter(calls);
  expect(saves.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /user/dashboard']);
  expect((await saves[0].response())?.status()).toBe(200);
  await expect(modal).toHaveCount(0);
  await expect(page.getByText(WAIT)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello Kavya Raman' })).toBeVisible();
  expect(requests.filter(calls)).toHaveLength(1);
  page.removeAllListeners('request');
  await reviewShot(page, { path: testInfo.outputPath('dashboard-saved-1280.png') });

  // What was stored comes back into the form, and the files are served to their owner.
  const list = await (await page.request.get('/api/profiles')).json();
  const profile = list['hydra:member'][0];
  expect(profile).toMatchObject({
    fullName: 'Kavya Raman',
    mobile: '+919876543210',
    livingCountry: 'SG',
    mobileVerified: false,
  });
  expect((await page.request.get(profile.photo)).headers()['content-type']).toBe('image/webp');
  expect((await page.request.get(profile.horoscope)).headers()['content-type']).toMatch(/^application\/pdf/);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(section('Personal').getByLabel('Full Name')).toHaveValue('Kavya Raman');
  await expect(section('Horoscope').getByRole('textbox', { name: 'Star' })).toHaveValue('Bharani');
  await expect(section('Looking For').getByRole('textbox', { name: 'Chevvai Dhosam' })).toHaveValue('No');

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);

  // On a phone: the dashboard and the form (full screen there) fit the width; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText(WAIT)).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, { path: testInfo.outputPath('dashboard-saved-390.png') });
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(section('Personal').getByLabel('Full Name')).toHaveValue('Kavya Raman');
  expect((await modal.boundingBox())?.width).toBe(390);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, { path: testInfo.outputPath('profile-form-390.png') });
});

test('another member can neither read nor change that profile or its files, and a member cannot verify their own mobile', async ({
  browser,
}) => {
  const owner = await browser.newPage();
  await signIn(owner, ACCOUNTS.member);
  const list = await (await owner.request.get('/api/profiles?user=me')).json();
  const mine = list['hydra:member']?.[0] ?? list;
  expect(mine.fullName).toBe('Kavya Raman');

  const tryVerify = await owner.request.patch(`/api/profiles/${mine.id}`, {
    headers: { 'Content-Type': 'application/merge-patch+json' },
    data: { mobileVerified: true, status: true },
  });
  expect([200, 403, 422]).toContain(tryVerify.status());
  expect((await (await owner.request.get(`/api/profiles/${mine.id}`)).json()).mobileVerified).toBe(false);

  const other = await browser.newPage();
  await signIn(other, ACCOUNTS.member2);
  expect([403, 404]).toContain((await other.request.get(`/api/profiles/${mine.id}`)).status());
  const patch = await other.request.patch(`/api/profiles/${mine.id}`, {
    headers: { 'Content-Type': 'application/merge-patch+json' },
    data: { fullName: 'Taken Over' },
  });
  expect([403, 404]).toContain(patch.status());
  expect([403, 404]).toContain((await other.request.get(mine.photo)).status());
  expect([403, 404]).toContain((await other.request.get(mine.horoscope)).status());
  await other.goto('/user/dashboard');
  await expect(other.getByText('Please update your profile to continue')).toBeVisible();
  await expect(other.getByText('Kavya Raman')).toHaveCount(0);
});
