import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../../playwright.config';
import { reviewShot, signIn, switchAccount } from './helpers';
import { approvePendingPhotos } from './moderation-helpers';
import { GALLERY_AGE, galleryMembers, photoViewer } from './photo-accounts';

/**
 * Photos on a phone: twelve members upload a 2400x3200 phone photo each through the real upload
 * path; a member opening the matches at 390 px loads card-sized variants, not the uploads.
 */
const PHONE = { width: 390, height: 844 };
const IMAGE_BUDGET = 300_000;

/** A portrait as a phone camera writes it: 2400x3200, some grain, a JPEG of about a megabyte. */
async function phonePhoto(hue: number): Promise<Buffer> {
  const [w, h] = [2400, 3200];
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="hsl(${hue},60%,75%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,25%)"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${w / 2}" cy="${h * 0.38}" rx="${w * 0.2}" ry="${h * 0.18}" fill="hsl(28,45%,55%)"/>
    <rect x="${w * 0.2}" y="${h * 0.6}" width="${w * 0.6}" height="${h * 0.4}" rx="300" fill="hsl(${(hue + 180) % 360},55%,40%)"/>
  </svg>`);
  const grain = await sharp(randomBytes((w / 4) * (h / 4)), {
    raw: { width: w / 4, height: h / 4, channels: 1 },
  })
    .resize(w, h)
    .linear(0.5, 64)
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const [i, member] of galleryMembers.entries()) {
    const api = await playwrightRequest.newContext({ baseURL });
    const { csrfToken } = await (await api.get('/api/auth/csrf')).json();
    await api.post('/api/auth/callback/credentials', {
      form: { csrfToken, email: member.email, password: member.password, callbackUrl: '/user/dashboard' },
      maxRedirects: 0,
    });
    const profile = (await (await api.get('/api/profiles')).json())['hydra:member'][0];
    // After a failed test Playwright starts a new worker, which runs this again: keep what exists.
    if (!profile.photo) {
      const photo = await phonePhoto(i * 30);
      expect(photo.byteLength).toBeGreaterThan(500_000);
      const uploaded = await api.post('/api/media_objects', {
        multipart: { file: { name: `IMG_${i}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const { contentUrl } = await uploaded.json();
      const saved = await api.patch(profile['@id'], {
        data: { photo: contentUrl },
        headers: { 'Content-Type': 'application/merge-patch+json' },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await api.dispose();
  }
  // Other members see a member's photo once an administrator approved it (safety.spec.ts).
  await approvePendingPhotos();
});

test(`the matches page at 390 px loads at most ${IMAGE_BUDGET / 1000} kB of images for 12 cards with photos`, async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, photoViewer);
  const images = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).byteLength);
  });
  await page.goto(`/user/matches?ageFrom=${GALLERY_AGE}&ageTo=${GALLERY_AGE}`);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(12);
  // Scroll every card into view, so each lazily loaded photo is fetched. The first row's photos
  // (four cards at 1280 px) load at once, as the page's largest paint; the rest when scrolled to.
  for (const [index, card] of (await cards.all()).entries()) {
    await card.scrollIntoViewIfNeeded();
    const photo = card.getByRole('img', { name: /^Photo of Gallery Bride/ });
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    await expect(photo).toHaveAttribute('src', /\/card-[\w-]{16}-400x300\.webp$/);
    await expect(photo).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
  }
  await page.waitForLoadState('networkidle');
  const photos = [...images].filter(([url]) => url.includes('/media/'));
  expect(photos).toHaveLength(12);
  const total = [...images.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(`[photos] ${images.size} images, ${total} bytes at 390 px`);
  expect(total).toBeLessThanOrEqual(IMAGE_BUDGET);
});

/** The element's screenshot as raw RGB pixels. */
const pixelsOf = async (element: Locator) =>
  sharp(await element.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer();

/** The mean difference of two same-sized raw images, per channel, 0 to 255. */
const meanDifference = (a: Buffer, b: Buffer) => {
  expect(a.byteLength).toBe(b.byteLength);
  let sum = 0;
  for (let i = 0; i < a.byteLength; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.byteLength;
};

/** A photo's box on the page beside a twin: the same box drawn as for a member without a photo. */
type PhotoAndTwin = { photo: Locator; box: Locator; twin: Locator };

/** An image beside its twin: the same image holding the no-photo picture, once it has loaded. */
async function imageAndTwin(page: Page, image: Locator): Promise<PhotoAndTwin> {
  await image.evaluate((original) => {
    const twin = original.cloneNode(true) as HTMLImageElement;
    twin.id = 'no-photo';
    twin.src = '/no-image.webp';
    original.after(twin);
  });
  const twin = page.locator('#no-photo');
  await expect(twin).toHaveJSProperty('complete', true);
  return { photo: image, box: image, twin };
}

/**
 * Opens `url` and compares the photo's box with its twin (`find` adds it to the page); again with
 * the file store answering 404 (out of reach, or the photo removed since the page was drawn).
 * Unlike while the photo loads; alike, within `tolerance`, once it fails. The broken photo's image.
 */
async function brokenPhotoLooksLikeNone(
  page: Page,
  url: string,
  find: () => Promise<PhotoAndTwin>,
  tolerance: number,
) {
  const compare = async () => {
    // The twin goes into React's tree: only once React has hydrated it (its fiber on <main>, set when
    // the whole of it is done), or hydration meets the stranger and draws the page anew without it.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    const { photo, box, twin } = await find();
    await expect(photo).toHaveJSProperty('complete', true);
    await expect(twin).toBeVisible();
    const width = await photo.evaluate((img: HTMLImageElement) => img.naturalWidth);
    return { photo, width, difference: meanDifference(await pixelsOf(box), await pixelsOf(twin)) };
  };
  await page.goto(url);
  const shown = await compare();
  expect(shown.width).toBeGreaterThan(0);
  expect(shown.difference).toBeGreaterThan(20);
  await page.route('**/media/**', (route) => route.fulfill({ status: 404 }));
  await page.reload();
  const broken = await compare();
  expect(broken.width).toBe(0);
  expect(broken.difference).toBeLessThan(tolerance);
  return broken.photo;
}

test('a member card whose photo fails to load shows the initials, as one without a photo does', async ({
  page,
}) => {
  await signIn(page, photoViewer);
  await page.goto(`/user/matches?ageFrom=${GALLERY_AGE}&ageTo=${GALLERY_AGE}`);
  const id = (await page.getByTestId('match-name').first().getAttribute('href'))?.match(
    /\/user\/matches\/(\d+)/,
  )?.[1];
  const added = await page.request.post('/api/shortlists', {
    data: { profile: `/api/profiles/${id}` },
    headers: { 'Content-Type': 'application/ld+json' },
  });
  // 409 when a retried test shortlisted her already.
  expect([201, 409]).toContain(added.status());

  const card = page.getByRole('article', { name: /^Gallery Bride/ }).first();
  const photo = await brokenPhotoLooksLikeNone(
    page,
    '/user/shortlist',
    async () => {
      const image = card.locator('.mantine-Avatar-image');
      const initials = (await image.getAttribute('data-initials')) ?? '';
      expect(initials).toMatch(/^[A-Z]{2}$/);
      // Mantine's placeholder with the same initials, in a copy of the avatar's frame.
      await image.evaluate((img, text) => {
        const twin = img.parentElement?.cloneNode(false) as HTMLElement;
        twin.id = 'no-photo';
        twin.innerHTML = `<span class="m_104cd71f mantine-Avatar-placeholder">${text}</span>`;
        img.parentElement?.after(twin);
      }, initials);
      return {
        photo: image,
        box: card.locator('.mantine-Avatar-root').first(),
        twin: page.locator('#no-photo'),
      };
    },
    2,
  );
  await expect(photo).toHaveAccessibleName(/^Gallery Bride/);
  await reviewShot(card, { path: test.info().outputPath('broken-photo.png') });
});

test('a match card whose photo fails to load shows the card of a member without a photo', async ({
  page,
}) => {
  await signIn(page, photoViewer);
  const photo = await brokenPhotoLooksLikeNone(
    page,
    `/user/matches?ageFrom=${GALLERY_AGE}&ageTo=${GALLERY_AGE}`,
    async () => {
      // The card's photo link again, holding the placeholder a member without a photo has.
      const link = page.getByTestId('match-card').first().getByRole('link').first();
      await link.evaluate((original) => {
        const twin = original.cloneNode(true) as HTMLElement;
        twin.id = 'no-photo';
        twin.querySelector('img')?.setAttribute('src', '/no-image.webp');
        original.after(twin);
      });
      const twin = page.locator('#no-photo');
      await expect(twin.locator('img')).toHaveJSProperty('complete', true);
      return { photo: link.locator('img'), box: link, twin };
    },
    // Not pixel for pixel: the browser scales a background and an image a little differently.
    6,
  );
  await expect(photo).toHaveAccessibleName(/^Photo of Gallery Bride/);
  await reviewShot(page, { path: test.info().outputPath('broken-match-photo.png') });
});

test('a candidate whose photo fails to load shows the no-photo placeholder', async ({ page }) => {
  await signIn(page, photoViewer);
  await page.goto(`/user/matches?ageFrom=${GALLERY_AGE}&ageTo=${GALLERY_AGE}`);
  const candidate = (await page.getByTestId('match-name').first().getAttribute('href')) ?? '';
  const photo = await brokenPhotoLooksLikeNone(
    page,
    candidate,
    () => imageAndTwin(page, page.getByRole('img', { name: /^Photo of Gallery Bride/ }).first()),
    6,
  );
  await expect(photo).toHaveAccessibleName(/^Photo of Gallery Bride/);
  await reviewShot(page, { path: test.info().outputPath('broken-candidate-photo.png') });
});

/** A small photo made in the test, as a member would pick it from their phone. */
const smallPhoto = (hue: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: `hsl(${hue}, 60%, 50%)` } })
    .jpeg()
    .toBuffer();

test('a member keeps several photos: adds, picks the main one, orders and removes them; a candidate sees them', async ({
  page,
}) => {
  const bride = galleryMembers[0];
  await signIn(page, bride);
  const profile = (await (await page.request.get('/api/profiles')).json())['hydra:member'][0];
  await page.goto('/user/dashboard');
  const gallery = page
    .getByRole('region', { name: /^Photos/ })
    .or(page.locator('[aria-labelledby=photos-title]'));
  await expect(gallery.getByRole('heading', { name: /^Photos \(1\/5\)/ })).toBeVisible();
  await gallery
    .locator('input[type=file]')
    .setInputFiles({ name: 'second.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto(200) });
  await expect(gallery.getByRole('heading', { name: /^Photos \(2\/5\)/ })).toBeVisible();
  await gallery.getByRole('button', { name: 'Make main: photo 2' }).click();
  await expect(gallery.getByRole('img', { name: 'Photo 2 (Main photo)' })).toBeVisible();
  await gallery.getByRole('button', { name: 'Move earlier: photo 2' }).click();
  await expect(gallery.getByRole('img', { name: 'Photo 1 (Main photo)' })).toBeVisible();
  await reviewShot(page, { path: 'test-results/photos-gallery-1280.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await reviewShot(page, { path: 'test-results/photos-gallery-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The candidate sees both, the main one first, once an administrator approved the new one.
  await approvePendingPhotos();
  await switchAccount(page, photoViewer);
  await page.goto(`/user/matches/${profile.id}`);
  await expect(page.getByRole('button', { name: `Show photo 2 of ${bride.fullName}` })).toBeVisible();
  const [main] = (await (await page.request.get(`/api/matches/${profile.id}`)).json()).photos;
  expect(main).toMatch(/^\/api\/media_objects\//);

  // Photos gone since the page was drawn: a thumbnail shows the no-photo picture as the main photo
  // does, and so does the enlarged photo.
  await brokenPhotoLooksLikeNone(
    page,
    `/user/matches/${profile.id}`,
    () =>
      imageAndTwin(
        page,
        page.getByRole('button', { name: `Show photo 2 of ${bride.fullName}` }).locator('img:not(#no-photo)'),
      ),
    12,
  );
  await page.getByRole('button', { name: `Enlarge Photo of ${bride.fullName}` }).click();
  const zoomed = page.getByRole('dialog').getByRole('img', { name: `Photo of ${bride.fullName}` });
  await expect(zoomed).toHaveAttribute('src', '/no-image.webp');
  await reviewShot(page, { path: test.info().outputPath('broken-zoomed-photo.png') });
  await page.unroute('**/media/**');

  // Removing asks first; the photo goes, the other one stays the main one.
  await switchAccount(page, bride);
  await page.goto('/user/dashboard');
  await gallery.getByRole('button', { name: 'Remove: photo 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this photo?' });
  await expect(dialog).toContainText('deleted');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(gallery.getByRole('heading', { name: /^Photos \(1\/5\)/ })).toBeVisible();
  await expect(gallery.getByRole('img', { name: 'Photo 1 (Main photo)' })).toBeVisible();
});

test('each photo visibility in the browser: members, interest, and request with grant and revoke', async ({
  page,
}) => {
  const bride = galleryMembers[1];
  const asBride = () => switchAccount(page, bride);
  const asViewer = () => switchAccount(page, photoViewer);
  await asBride();
  const profile = (await (await page.request.get('/api/profiles')).json())['hydra:member'][0];
  const candidatePage = `/user/matches/${profile.id}`;
  const realPhoto = page.getByRole('img', { name: `Photo of ${bride.fullName}` });
  const blurred = page.getByRole('img', { name: `Blurred photo of ${bride.fullName}` });
  const choose = async (label: string) => {
    await page.goto('/user/dashboard');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/profiles/${profile.id}`) && r.request().method() === 'PATCH',
    );
    await page.getByRole('radio', { name: label }).check();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('radio', { name: label })).toBeChecked();
  };
  try {
    // members (the default): the viewer sees the photo
    await asViewer();
    await page.goto(candidatePage);
    await expect(realPhoto).toBeVisible();

    // interest: a blurred placeholder until an interest is sent; the real file is refused
    await asBride();
    await choose('Only members with an interest between us');
    await asViewer();
    await page.goto(candidatePage);
    await expect(blurred).toBeVisible();
    await expect(blurred).toHaveAttribute('src', /\/blur-[\w-]{16}-\d+x\d+\.webp$/);
    await expect(page.getByText('Photos are shown once an interest is sent or received.')).toBeVisible();
    expect((await page.request.get(profile.photo)).status()).toBe(403);
    await expect(page.getByRole('button', { name: 'Request photo' })).toHaveCount(0);
    const interest = await page.request.post('/api/interests', { data: { to: profile['@id'] } });
    expect(interest.status()).toBe(201);
    await page.reload();
    await expect(realPhoto).toBeVisible();

    // request: blurred again (an interest is not enough); the viewer asks
    await asBride();
    await choose('Only members I allow, on request');
    await asViewer();
    await page.goto(candidatePage);
    await expect(blurred).toBeVisible();
    await page.getByRole('button', { name: 'Request photo' }).click();
    await expect(page.getByText('Photo request sent')).toBeVisible();

    // the owner grants it
    await asBride();
    await page.goto('/user/dashboard');
    const requests = page.getByTestId('photo-requests');
    await expect(requests.getByText(photoViewer.fullName)).toBeVisible();
    await requests.getByRole('button', { name: `Grant ${photoViewer.fullName}` }).click();
    await expect(requests.getByText('Allowed to see your photos')).toBeVisible();
    await reviewShot(page, { path: 'test-results/photos-requests-1280.png', fullPage: true });
    await page.setViewportSize(PHONE);
    await reviewShot(page, { path: 'test-results/photos-requests-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await asViewer();
    await page.goto(candidatePage);
    await expect(realPhoto).toBeVisible();
    await page.setViewportSize(PHONE);
    await reviewShot(page, { path: 'test-results/photos-candidate-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // and revokes it, after saying what follows
    await asBride();
    await page.goto('/user/dashboard');
    await requests.getByRole('button', { name: `Revoke ${photoViewer.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke access to your photos?' });
    await expect(dialog).toContainText(`${photoViewer.fullName} will no longer see your photos`);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(requests.getByText(photoViewer.fullName)).toHaveCount(0);
    await asViewer();
    await page.goto(candidatePage);
    await expect(blurred).toBeVisible();
    await reviewShot(page, { path: 'test-results/photos-hidden-1280.png', fullPage: true });
    await expect(page.getByRole('button', { name: 'Request photo' })).toHaveCount(0);
  } finally {
    // back to the default, for the other tests of this file
    await asBride();
    await page.request.patch(profile['@id'], {
      data: { photoVisibility: 'members' },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
  }
});
