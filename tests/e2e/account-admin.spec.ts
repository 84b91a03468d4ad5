import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { suspendedFromProfile as MEMBER } from './account-admin-accounts';
import { reviewShot, signIn } from './helpers';
import { messagesTo } from './mailbox';
import { apiAs } from './moderation-helpers';
import { decodeQuotedPrintable } from '../helpers/mail-text';

/**
 * Issue 25 item 3 and the audit leftovers in the browser: the administrator reads a member's
 * account on the profile form (sign-in e-mail, live sessions), suspends it with a reason (the
 * member signed out everywhere, told by e-mail), restores it from the same form (the moderation
 * queue says restored); and the audit log shows a master-data write, a profile edit, a suspension
 * and a verification outcome with the fields changed.
 */
test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shots = 'test-results/account-admin';

async function pageAs(browser: Browser, account: { email: string; password: string }, viewport = WIDE) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, account);
  return page;
}

/** The member's profile form, opened from the list filtered by name; its account panel. */
async function openAccount(admin: Page) {
  await admin.goto(`/admin/profile?fullName=${encodeURIComponent(MEMBER.fullName)}`);
  const row = admin.getByRole('row').filter({ hasText: MEMBER.fullName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Edit' }).click();
  const panel = admin.getByRole('region', { name: 'Member account' });
  await expect(panel).toBeVisible();
  return panel;
}

const mailed = (text: string) =>
  expect
    .poll(() =>
      messagesTo(MEMBER.email)
        .map(decodeQuotedPrintable)
        .some((m) => m.includes(text)),
    )
    .toBe(true);

test('suspend from the profile: signed out everywhere, told by e-mail; restore from the same form', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const laptop = await pageAs(browser, MEMBER);
  const phone = await pageAs(browser, MEMBER, PHONE);
  for (const page of [laptop, phone]) {
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/user\/dashboard/);
  }

  // The account as the administrator reads it, at both widths; the sign-in e-mail is a list column.
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', WIDE],
  ] as const) {
    const admin = await pageAs(browser, ACCOUNTS.admin, viewport);
    const panel = await openAccount(admin);
    await expect(panel.getByTestId('account-email')).toHaveText(MEMBER.email);
    await expect(panel.getByText('Activated', { exact: true })).toBeVisible();
    expect(Number(await panel.getByTestId('account-sessions').textContent())).toBeGreaterThanOrEqual(2);
    await reviewShot(admin, { path: `${shots}/account-${label}.png` });
    if (label === '1280') {
      await panel.getByRole('button', { name: 'Suspend', exact: true }).click();
      const submit = panel.getByRole('button', { name: 'Suspend', exact: true }).last();
      await submit.click();
      await expect(panel.getByText('Enter Reason!')).toBeVisible();
      await panel.getByLabel(/^Reason: Suspend/).fill('Asked two members for money.');
      await submit.click();
      await expect(panel.getByText(/signed out everywhere at once/)).toBeVisible();
      await reviewShot(admin, { path: `${shots}/suspend-confirm-${label}.png` });
      await panel.getByRole('button', { name: 'Yes, suspend' }).click();
      await expect(panel.getByText('Account suspended')).toBeVisible();
      await expect(panel.getByTestId('account-sessions')).toHaveText('0');
    }
    await admin.context().close();
  }

  // Both of the member's sessions are over; signing in again is refused with the reason why.
  for (const page of [laptop, phone]) {
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login/);
  }
  await mailed('Asked two members for money.');

  // The suspension is in the moderation queue; restored from the profile form, it says restored.
  const admin = await pageAs(browser, ACCOUNTS.admin);
  await admin.goto('/admin/moderation?status=suspended');
  const queued = admin.getByRole('row').filter({ hasText: MEMBER.fullName });
  await expect(queued).toContainText('suspended');
  const panel = await openAccount(admin);
  await panel.getByRole('button', { name: 'Restore', exact: true }).click();
  await panel.getByLabel(/^Reason: Restore/).fill('Cleared after a call with the family.');
  await panel.getByRole('button', { name: 'Restore', exact: true }).last().click();
  await expect(panel.getByText(/can sign in again/)).toBeVisible();
  await panel.getByRole('button', { name: 'Yes, restore' }).click();
  await expect(panel.getByText('Account suspended')).toBeHidden();
  await admin.goto('/admin/moderation?status=suspended');
  await expect(admin.getByRole('row').filter({ hasText: MEMBER.fullName })).toContainText('restored');
  await reviewShot(admin, { path: `${shots}/moderation-restored-1280.png` });
  await mailed('Cleared after a call with the family.');

  // The member signs in again.
  const back = await pageAs(browser, MEMBER);
  await back.goto('/user/dashboard');
  await expect(back).toHaveURL(/\/user\/dashboard/);
  await back.context().close();
  await admin.context().close();
});

test('the audit log shows a master-data write, a profile edit, a suspension and a verification outcome', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(ACCOUNTS.admin);
  const caste = await api.post('/api/castes', {
    data: { caste: 'Audit E2E Caste' },
    headers: { 'Content-Type': 'application/ld+json' },
  });
  expect(caste.status()).toBe(201);
  const profileId = (
    await (await api.get(`/api/profiles?fullName=${encodeURIComponent(MEMBER.fullName)}`)).json()
  )['hydra:member'][0].id;
  const edited = await api.patch(`/api/profiles/${profileId}`, {
    data: { mobileVerified: false },
    headers: { 'Content-Type': 'application/merge-patch+json' },
  });
  expect(edited.status()).toBe(200);
  const called = await api.post('/api/verification_calls', {
    data: { profile: `/api/profiles/${profileId}`, outcome: 'verified', note: 'Audit e2e call' },
    headers: { 'Content-Type': 'application/ld+json' },
  });
  expect(called.status()).toBe(201);
  await api.dispose();

  const admin = await pageAs(browser, ACCOUNTS.admin);
  const log = admin.getByRole('table', { name: 'Audit log' });
  const expectEntry = async (entity: string, action: string, change: RegExp) => {
    await admin.goto(`/admin/audit?entity=${entity}`);
    await expect(
      log.getByRole('row').filter({ hasText: action }).filter({ hasText: change }).first(),
    ).toBeVisible();
  };
  await expectEntry('castes', 'create', /caste: \(empty\) → Audit E2E Caste/);
  await expectEntry('profiles', 'update', /mobileVerified: true → false/);
  await expectEntry('moderation_items', 'decide', /status: pending → suspended/);
  await expectEntry('moderation_items', 'restore', /restoreReason: \(empty\) → Cleared after a call/);
  await expectEntry('verification_calls', 'create', /outcome: \(empty\) → verified/);
  await reviewShot(admin, { path: `${shots}/audit-1280.png`, fullPage: true });
  await admin.context().close();
});
