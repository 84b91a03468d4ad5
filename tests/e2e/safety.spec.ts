import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS } from './accounts';
import { reviewShot, signIn } from './helpers';
import { decodeQuotedPrintable } from '../helpers/mail-text';
import { messagesTo } from './mailbox';
import { apiAs } from './moderation-helpers';
import { SAFETY, SAFETY_AGE } from './safety-accounts';

/**
 * Issue 22 items 3 and 4 in the browser: an administrator approves and rejects members' photos
 * (the rejection e-mailed over the SMTP sink); a member reports another, the administrator
 * suspends the account and the profile vanishes for everyone, then restores it; a block hides the
 * two both ways; the recipient of an interest reports its note.
 */
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shots = 'test-results/safety';

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

/** The names on the member's match cards among the safety fixtures (aged SAFETY_AGE). */
const matchNames = async (page: Page): Promise<string[]> => {
  await page.goto(`/user/matches?ageFrom=${SAFETY_AGE}&ageTo=${SAFETY_AGE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page
    .getByRole('link', { name: /^View / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
};

/** The login page's form, as a member uses it. */
async function loginThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
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

test('a member reports another; the administrator suspends the account; the profile vanishes for everyone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const suspectId = await profileIdOf(SAFETY.suspect);
  const suspect = await memberPage(browser, SAFETY.suspect);
  await suspect.goto('/user/dashboard');
  await expect(suspect).toHaveURL(/\/user\/dashboard/);
  const witness = await memberPage(browser, SAFETY.witness);
  expect(await matchNames(witness)).toEqual(
    expect.arrayContaining([expect.stringContaining(SAFETY.suspect.fullName)]),
  );

  // The report dialog, at both widths; its reasons and a text.
  for (const [label, viewport] of [
    ['1280', WIDE],
    ['390', PHONE],
  ] as const) {
    const bride = await memberPage(browser, SAFETY.bride, viewport);
    await bride.goto(`/user/matches/${suspectId}`);
    await bride.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = bride.getByRole('dialog', { name: `Report ${SAFETY.suspect.fullName}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Select Reason!')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Reason/ }).click();
    for (const reason of [
      'Fake profile',
      'Already married',
      'Inappropriate photo',
      'Harassment',
      'Asks for money',
      'Other',
    ])
      await expect(bride.getByRole('option', { name: reason })).toBeVisible();
    await bride.getByRole('option', { name: 'Harassment' }).click();
    await dialog.getByLabel(/^Details/).fill('He calls my family again and again after I declined.');
    await reviewShot(bride, { path: `${shots}/report-dialog-${label}.png` });
    if (label === '1280') {
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog).toBeHidden();
      await expect(bride.getByText(/Our team will review your report/)).toBeVisible();
      await bride.goto('/user/reports');
      await expect(
        bride.getByRole('article', { name: `Report on ${SAFETY.suspect.fullName}` }),
      ).toContainText('Pending');
    }
    await bride.context().close();
  }

  // The administrator suspends the account from the queue, after reading what follows.
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', WIDE],
  ] as const) {
    const admin = await memberPage(browser, ACCOUNTS.admin, viewport);
    await admin.goto('/admin/moderation?status=pending');
    await expect(admin.getByRole('heading', { name: 'Moderation' })).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: SAFETY.suspect.fullName })).toBeVisible();
    await reviewShot(admin, { path: `${shots}/moderation-${label}.png`, fullPage: true });
    if (label === '1280') {
      const modal = await openQueueItem(admin, SAFETY.suspect.fullName);
      await expect(modal.getByText('He calls my family again and again after I declined.')).toBeVisible();
      await modal.getByRole('radio', { name: 'Suspend the account' }).check();
      await expect(modal.getByText(/signed out everywhere and cannot sign in/)).toBeVisible();
      await modal.getByLabel(/^Reason/).fill('Repeated calls to a member who declined.');
      await reviewShot(admin, { path: `${shots}/moderation-decision-${label}.png` });
      await modal.getByRole('button', { name: 'Suspend the account' }).click();
      await expect(modal).toBeHidden();
    }
    await admin.context().close();
  }

  // Signed out everywhere; gone for everyone; the reporter sees the outcome.
  await suspect.goto('/user/dashboard');
  await expect(suspect).toHaveURL(/\/login/);
  expect(await matchNames(witness)).not.toEqual(
    expect.arrayContaining([expect.stringContaining(SAFETY.suspect.fullName)]),
  );
  expect((await witness.goto(`/user/matches/${suspectId}`))?.status()).toBe(404);
  const bride = await memberPage(browser, SAFETY.bride);
  expect((await bride.goto(`/user/matches/${suspectId}`))?.status()).toBe(404);
  await bride.goto('/user/reports');
  await expect(bride.getByRole('article', { name: `Report on ${SAFETY.suspect.fullName}` })).toContainText(
    'Account suspended',
  );

  // Signing in again, the suspended member is told why it fails and where to appeal; a wrong
  // password learns nothing of the account.
  for (const [label, viewport] of [
    ['1280', WIDE],
    ['390', PHONE],
  ] as const) {
    const login = await (await browser.newContext({ viewport })).newPage();
    await loginThroughForm(login, SAFETY.suspect);
    await expect(login.getByText(/Your account is suspended: we e-mailed you the reason/)).toBeVisible();
    await expect(login).toHaveURL(/\/login/);
    await reviewShot(login, { path: `${shots}/login-suspended-${label}.png` });
    if (label === '1280') {
      await loginThroughForm(login, { ...SAFETY.suspect, password: 'not-the-password' });
      await expect(login.getByText('Invalid email or password.')).toBeVisible();
    }
    await login.context().close();
  }
  await expect
    .poll(() =>
      messagesTo(SAFETY.suspect.email)
        .map(decodeQuotedPrintable)
        .some((m) => m.includes('Your account is suspended') && m.includes('/grievance')),
    )
    .toBe(true);
});

test('the administrator restores the suspended account with a reason; the member is back for everyone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', WIDE],
  ] as const) {
    const admin = await memberPage(browser, ACCOUNTS.admin, viewport);
    await admin.goto('/admin/moderation?status=suspended');
    const row = admin.getByRole('row').filter({ hasText: SAFETY.suspect.fullName });
    await row.first().getByRole('button', { name: 'Edit' }).click();
    const modal = admin.getByRole('dialog');
    await expect(modal.getByText(/Decided by .*: Repeated calls to a member who declined\./)).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Undo this decision' })).toBeVisible();
    await modal.getByRole('button', { name: 'Restore the account' }).click();
    await expect(modal.getByText('Enter Reason!')).toBeVisible();
    await modal.getByLabel(/^Reason for undoing it/).fill('The member explained the calls; appeal upheld.');
    await modal.getByRole('button', { name: 'Restore the account' }).click();
    await expect(modal.getByText(/can sign in again/)).toBeVisible();
    await reviewShot(admin, { path: `${shots}/moderation-restore-${label}.png` });
    if (label === '1280') {
      await modal.getByRole('button', { name: 'Yes, restore the account' }).click();
      await expect(modal).toBeHidden();
      await row.first().getByRole('button', { name: 'Edit' }).click();
      await expect(
        admin.getByRole('dialog').getByText(/Undone by .*: The member explained the calls; appeal upheld\./),
      ).toBeVisible();
    }
    await admin.context().close();
  }

  // The member signs in again and is seen again; the e-mail says why.
  const suspect = await (await browser.newContext({ viewport: WIDE })).newPage();
  await loginThroughForm(suspect, SAFETY.suspect);
  await expect(suspect).toHaveURL(/\/user\/dashboard/);
  const witness = await memberPage(browser, SAFETY.witness);
  expect(await matchNames(witness)).toEqual(
    expect.arrayContaining([expect.stringContaining(SAFETY.suspect.fullName)]),
  );
  await expect
    .poll(() =>
      messagesTo(SAFETY.suspect.email)
        .map(decodeQuotedPrintable)
        .some((m) => m.includes('Your account is restored') && m.includes('appeal upheld')),
    )
    .toBe(true);
});

test('a block hides the two members from each other, both ways, until undone', async ({ browser }) => {
  test.setTimeout(120_000);
  const blockedId = await profileIdOf(SAFETY.blocked);
  const brideId = await profileIdOf(SAFETY.bride);
  const bride = await memberPage(browser, SAFETY.bride);
  const groom = await memberPage(browser, SAFETY.blocked);
  expect(await matchNames(groom)).toEqual(
    expect.arrayContaining([expect.stringContaining(SAFETY.bride.fullName)]),
  );

  await bride.goto(`/user/matches/${blockedId}`);
  await bride.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = bride.getByRole('dialog', { name: `Block ${SAFETY.blocked.fullName}?` });
  await expect(dialog.getByText(/will no longer see each other anywhere/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(bride).toHaveURL(/\/user\/blocked$/);
  await expect(bride.getByRole('article', { name: SAFETY.blocked.fullName })).toBeVisible();

  // Both ways: neither finds nor opens the other.
  expect(await matchNames(bride)).not.toEqual(
    expect.arrayContaining([expect.stringContaining(SAFETY.blocked.fullName)]),
  );
  expect(await matchNames(groom)).not.toEqual(
    expect.arrayContaining([expect.stringContaining(SAFETY.bride.fullName)]),
  );
  expect((await bride.goto(`/user/matches/${blockedId}`))?.status()).toBe(404);
  expect((await groom.goto(`/user/matches/${brideId}`))?.status()).toBe(404);

  // Unblock asks first; then they see each other again.
  await bride.goto('/user/blocked');
  await expect(
    bride.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blocked members' }),
  ).toBeVisible();
  await bride
    .getByRole('article', { name: SAFETY.blocked.fullName })
    .getByRole('button', { name: 'Unblock' })
    .click();
  const confirm = bride.getByRole('dialog', { name: `Unblock ${SAFETY.blocked.fullName}?` });
  await expect(confirm.getByText(/will see each other again/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(bride.getByText('You have not blocked anyone.')).toBeVisible();
  expect((await groom.goto(`/user/matches/${brideId}`))?.status()).toBe(200);
  expect(await matchNames(bride)).toEqual(
    expect.arrayContaining([expect.stringContaining(SAFETY.blocked.fullName)]),
  );
});

test("the recipient reports an interest's note from its card; the administrator reads the note as sent", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const witnessId = await profileIdOf(SAFETY.witness);
  const note = 'Please transfer 10000 rupees to see my full horoscope.';
  const sender = await apiAs(SAFETY.blocked);
  const sent = await sender.post('/api/interests', {
    data: { to: `/api/profiles/${witnessId}`, note },
    headers: { 'Content-Type': 'application/ld+json' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', WIDE],
  ] as const) {
    const witness = await memberPage(browser, SAFETY.witness, viewport);
    await witness.goto('/user/interests/received');
    const card = witness.getByRole('article', { name: SAFETY.blocked.fullName });
    await expect(card.getByText(note)).toBeVisible();
    await card.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = witness.getByRole('dialog', { name: `Report ${SAFETY.blocked.fullName}` });
    const include = dialog.getByRole('checkbox', {
      name: `Report the note ${SAFETY.blocked.fullName} sent with the interest`,
    });
    await expect(include).toBeChecked();
    await expect(dialog.getByText(note)).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Reason/ }).click();
    await witness.getByRole('option', { name: 'Asks for money' }).click();
    await dialog.getByLabel(/^Details/).fill('His first message asks me for money.');
    await reviewShot(witness, { path: `${shots}/report-note-${label}.png` });
    if (label === '1280') {
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog).toBeHidden();
      await witness.goto('/user/reports');
      const report = witness.getByRole('article', { name: `Report on ${SAFETY.blocked.fullName}` });
      await expect(report).toContainText(`The reported note: “${note}”`);
      await reviewShot(witness, { path: `${shots}/my-reports-${label}.png`, fullPage: true });
    }
    await witness.context().close();
  }

  // The sender withdraws the interest; the administrator still reads the note as it was sent.
  const interest = await sent.json();
  const withdrawn = await sender.patch(interest['@id'], {
    data: { status: 'withdrawn' },
    headers: { 'Content-Type': 'application/merge-patch+json' },
  });
  expect(withdrawn.status()).toBe(200);
  await sender.dispose();
  const admin = await memberPage(browser, ACCOUNTS.admin);
  const modal = await openQueueItem(admin, SAFETY.blocked.fullName);
  await expect(modal.getByText(`Their note with the interest, as reported: “${note}”`)).toBeVisible();
  await reviewShot(admin, { path: `${shots}/moderation-note-1280.png` });
  await modal.getByRole('radio', { name: 'Dismiss' }).check();
  await modal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(modal).toBeHidden();
});
