import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { signIn } from './helpers';
import { grievanceLinkFor } from './mailbox';

// Issue 23, item 4: a complaint from filing (ticket at once, acknowledgement e-mail) to resolution
// (reply e-mail, the follow link shows it).
test('a complaint is filed, acknowledged, worked by an administrator and followed by its link', async ({
  page,
  browser,
}) => {
  const email = `complainant-${Date.now()}@example.com`;
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Grievance Officer' }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  await expect(page.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'grievance@thirumanam.local' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit complaint' }).click();
  await expect(page.getByText('Enter Name!')).toBeVisible();
  await expect(page.getByText('Select Subject!')).toBeVisible();

  await page.getByLabel(/^Your name/).fill('Lakshmi');
  await page.getByLabel(/^Your email/).fill(email);
  await page.getByRole('textbox', { name: /^Subject/ }).click();
  await page.getByRole('option', { name: 'Misuse of my photo' }).click();
  await page.getByLabel(/^Profile concerned/).fill('Profile 12');
  await page.getByLabel(/^Details/).fill('Profile 12 shows my photograph without my consent.');
  await page.getByRole('button', { name: 'Submit complaint' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your complaint has been received' });
  await expect(alert).toBeVisible();
  const ticket = /GRV-\d{4}-\d{5}/.exec((await alert.textContent()) ?? '')?.[0];
  expect(ticket).toBeTruthy();

  // The acknowledgement's link shows the ticket, no reply yet.
  const ackLink = await grievanceLinkFor(email);
  await page.goto(ackLink);
  await expect(page.getByRole('heading', { name: `Ticket ${ticket}` })).toBeVisible();
  await expect(page.getByText('Received', { exact: true })).toBeVisible();
  await expect(page.getByText('No reply yet.')).toBeVisible();

  // The administrator finds it, overdue or not, and resolves it with a reply.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin/dashboard');
  await expect(admin.getByText('Overdue grievances')).toBeVisible();
  await admin
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Grievances' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Grievances' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: ticket! });
  await expect(row).toContainText('left');
  await row.getByRole('button', { name: 'Edit' }).click();
  const modal = admin.getByRole('dialog');
  await expect(modal.getByText('Profile 12 shows my photograph without my consent.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Resolved' }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Tell the complainant the outcome in a reply.')).toBeVisible();
  await modal
    .getByLabel(/^Reply to the complainant/)
    .fill('The photograph has been removed from profile 12.');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Saved Succssfully')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: ticket! })).toContainText('resolved');
  await admin.context().close();

  // The reply e-mail's link, and the first one, show the outcome.
  const replyLink = await grievanceLinkFor(email, 2);
  expect(replyLink).not.toBe(ackLink);
  for (const link of [replyLink, ackLink]) {
    await page.goto(link);
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('The photograph has been removed from profile 12.')).toBeVisible();
  }
  await page.goto('/grievance/ticket?token=guessed');
  await expect(page.getByText('This link is not valid')).toBeVisible();
});
