import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expectFitsWindow, reviewShot, seriousViolations, signIn } from './helpers';
import { noticePeople, type InterestMember } from './interest-accounts';

/**
 * Issue 26 item 2: the notification centre. A bride's bell counts the interests she receives
 * while her page is open (live, no reload); she reads them under the bell and on
 * /user/notifications, one at a time and then all at once; at desk and phone width.
 */
const { bride, grooms } = noticePeople;
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications: / });

async function profileIdOf(page: Page, member: InterestMember): Promise<number> {
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, ACCOUNTS.admin);
  const response = await adminPage.request.get(
    `/api/profiles?fullName=${encodeURIComponent(member.fullName)}`,
  );
  const [profile] = (await response.json())['hydra:member'] as { id: number }[];
  await admin.close();
  return profile.id;
}

test('the bell counts interests received; notices are read one by one, then all at once', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const hers = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const she = await hers.newPage();
  await signIn(she, bride);
  await she.goto('/user/dashboard');
  await expect(bell(she)).toHaveAccessibleName('Notifications: none unread');
  const brideId = await profileIdOf(she, bride);

  // Two grooms send her an interest (the sending itself is interests.spec.ts's story).
  for (const groom of grooms) {
    const his = await browser.newContext();
    const he = await his.newPage();
    await signIn(he, groom);
    const sent = await he.request.post('/api/interests', {
      data: { to: `/api/profiles/${brideId}` },
      headers: { 'Content-Type': 'application/ld+json' },
    });
    expect(sent.status()).toBe(201);
    await his.close();
  }
  // Her open page hears of them without a reload.
  await expect(bell(she)).toHaveAccessibleName('Notifications: 2 unread', { timeout: 30_000 });
  await expect(she.getByTestId('bell-count')).toContainText('2');

  // Under the bell: the latest first.
  await bell(she).click();
  const dropdown = she.getByRole('list', { name: 'Notifications' });
  await expect(dropdown.getByText(`${grooms[1].fullName} sent you an interest.`)).toBeVisible();
  await expect(dropdown.getByText(`${grooms[0].fullName} sent you an interest.`)).toBeVisible();
  await reviewShot(she, { path: testInfo.outputPath('notifications-bell-1280.png') });
  await she.getByRole('link', { name: 'See all notifications' }).click();

  await expect(she).toHaveURL(/\/user\/notifications$/);
  await expect(she.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const page = she.getByRole('list', { name: 'Notifications' });
  const item = (groom: InterestMember) =>
    page.getByRole('listitem').filter({ hasText: `${groom.fullName} sent you an interest.` });
  await expect(item(grooms[0])).toHaveAttribute('data-read', 'false');
  await expect(item(grooms[1])).toHaveAttribute('data-read', 'false');
  expect(await seriousViolations(she)).toEqual([]);
  await reviewShot(she, { path: testInfo.outputPath('notifications-page-1280.png'), fullPage: true });

  // Mark one as read: it loses its mark, the other keeps it, the bell says 1.
  await item(grooms[0]).getByRole('button', { name: 'Mark as read' }).click();
  await expect(item(grooms[0])).toHaveAttribute('data-read', 'true');
  await expect(item(grooms[1])).toHaveAttribute('data-read', 'false');
  await expect(bell(she)).toHaveAccessibleName('Notifications: 1 unread', { timeout: 30_000 });

  // At phone width, then mark all as read.
  await she.setViewportSize({ width: 390, height: 844 });
  await expectFitsWindow(she, '/user/notifications at 390 px');
  await reviewShot(she, { path: testInfo.outputPath('notifications-page-390.png'), fullPage: true });
  await she.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(item(grooms[1])).toHaveAttribute('data-read', 'true');
  await expect(she.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(bell(she)).toHaveAccessibleName('Notifications: none unread', { timeout: 30_000 });

  // The read marks are kept: after a reload nothing is unread, and the notices stay listed.
  await she.reload();
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await expect(page.locator('li[data-read=false]')).toHaveCount(0);
  await bell(she).click();
  const dropdownAt390 = she.getByRole('dialog').getByRole('list', { name: 'Notifications' });
  await expect(dropdownAt390.getByRole('listitem')).toHaveCount(2);
  await expect(she.getByRole('link', { name: 'See all notifications' })).toBeVisible();
  await she.waitForTimeout(300); // the popover's opening transition
  await reviewShot(she, { path: testInfo.outputPath('notifications-bell-390.png') });
  await hers.close();
});
