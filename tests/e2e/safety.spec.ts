import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS } from './accounts';
import { signIn } from './helpers';
import { decodeQuotedPrintable } from '../helpers/mail-text';
import { messagesTo } from './mailbox';
import { apiAs } from './moderation-helpers';
import { SAFETY } from './safety-accounts';

/**
 * Issue 22 items 3 and 4 in the browser: an administrator approves and rejects members' photos
 * (the rejection e-mailed over the SMTP sink); a member reports another, the administrator
 * suspends the account and the profile vanishes for everyone; a block hides the two both ways.
 */
const WIDE = { width: 1280, height: 800 };

/** The profile id of a fixture member, as other members find them (their own profile API). */
async function profileIdOf(member: { email: string; password: string }): Promise<number> {
  const api = await apiAs(member);
  const mine = await (await api.get('/api/profiles')).json();
  await api.dispose();
  return mine['hydra:member'][0].id;
}

async function memberPage(browser: Browser, account: { email: string; password: string }, viewport = WIDE) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, account);
  return page;
}

async function openQueueItem(admin: Page, name: string) {
  await admin.goto('/admin/moderation?status=pending');
  await expect(admin.getByRole('heading', { name: 'Moderation' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: name });
  await row.first().getByRole('button', { name: 'Edit' }).click();
  const modal = admin.getByRole('dialog');
  await expect(modal.getByRole('radiogroup')).toBeVisible();
  return modal;
}

test("a member's photo waits for an administrator: approved, others see it; rejected, the member is told why", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const photographerId = await profileIdOf(SAFETY.photographer);
  const member = await apiAs(SAFETY.photographer);
  const upload = async (color: string) => {
    const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
      .png()
      .toBuffer();
    const uploaded = await member.post('/api/media_objects', {
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(201);
    const { contentUrl } = await uploaded.json();
    const saved = await member.patch(`/api/profiles/${photographerId}`, {
      data: { photo: contentUrl },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return contentUrl as string;
  };
  const first = await upload('#884422');

  // Until approved, another member sees no photo; the file itself is refused.
  const bride = await memberPage(browser, SAFETY.bride);
  await bride.goto(`/user/matches/${photographerId}`);
  await expect(bride.getByRole('heading', { name: SAFETY.photographer.fullName })).toBeVisible();
  await expect(bride.getByRole('img', { name: `Photo of ${SAFETY.photographer.fullName}` })).toHaveCount(0);
  expect((await bride.request.get(first)).status()).toBe(403);

  // The administrator finds it from the dashboard, with a pending badge in the profile list too.
  const admin = await memberPage(browser, ACCOUNTS.admin);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: /Awaiting moderation/ }).click();
  await expect(admin).toHaveURL(/\/admin\/moderation/);
  await admin.goto(`/admin/profile?q=${encodeURIComponent(SAFETY.photographer.fullName)}`);
  await expect(
    admin.getByRole('row').filter({ hasText: SAFETY.photographer.fullName }).getByText('Pending'),
  ).toBeVisible();
  let modal = await openQueueItem(admin, SAFETY.photographer.fullName);
  await expect(
    modal.getByRole('img', { name: `New photo of ${SAFETY.photographer.fullName}` }),
  ).toBeVisible();
  await modal.getByRole('radio', { name: 'Approve' }).check();
  await expect(modal.getByText('Members who may see this profile will see the photo.')).toBeVisible();
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(modal).toBeHidden();

  await bride.reload();
  await expect(bride.getByRole('img', { name: `Photo of ${SAFETY.photographer.fullName}` })).toBeVisible();
  expect((await bride.request.get(first)).status()).toBe(200);

  // A changed photo waits again; the administrator rejects it with a reason, e-mailed to the member.
  const second = await upload('#224488');
  expect((await bride.request.get(second)).status()).toBe(403);
  modal = await openQueueItem(admin, SAFETY.photographer.fullName);
  await modal.getByRole('radio', { name: 'Reject' }).check();
  await modal.getByRole('button', { name: 'Reject' }).click();
  await expect(modal.getByText('Enter Reason!')).toBeVisible();
  await modal.getByLabel(/^Reason/).fill('Please use a recent photo of yourself alone.');
  await modal.getByRole('button', { name: 'Reject' }).click();
  await expect(modal).toBeHidden();
  expect((await bride.request.get(second)).status()).toBe(403);
  await expect
    .poll(() =>
      messagesTo(SAFETY.photographer.email)
        .map(decodeQuotedPrintable)
        .some(
          (m) =>
            m.includes('Your photo was not approved') &&
            m.includes('Please use a recent photo of yourself alone.'),
        ),
    )
    .toBe(true);
  await member.dispose();
});
