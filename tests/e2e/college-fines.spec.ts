import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { reviewShot, seriousViolations, signIn } from './helpers';

/**
 * Late fees, their waiver and refunds in Chromium (issue 27 item 3), as the college staff account:
 * the fee form's late fee, the ledger's late fee line changing what is due once the grace period is
 * over, "Waive" with a reason and a confirmation, and "Refund" from a receipt reducing what was
 * paid. The course, fee, student and payment are made through the API (college.spec.ts walks
 * their screens).
 */
const run = Date.now().toString(36).slice(-5);
const feeType = `Late Fee Type ${run}`;
const rollNo = `LF${run}`.toUpperCase();
const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });
const figure = (page: Page, label: string) => page.getByTestId(label);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function post(page: Page, url: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await page.request.post(url, { data, headers: { 'Content-Type': 'application/ld+json' } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

test('a late fee falls due after its grace period, is waived; a refund reduces what was paid', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.college);
  const iri = async (url: string, data: unknown) => String((await post(page, url, data))['@id']);
  const course = await iri('/api/courses', { course: `Late Course ${run}` });
  const semester = await iri('/api/semesters', { semester: `Late Sem ${run}`, number: 1 });
  const batch = await iri('/api/batches', { batch: `Late Batch ${run}` });
  const type = await iri('/api/feetypes', { feeType });
  // A fee of 10,000 that fell due 30 days ago.
  await iri('/api/fees', { course, semester, feeType: type, amount: 10000, dueDate: daysAgo(30) });
  const student = await iri('/api/students', { name: 'Meena Late', rollNo, course, batch, semester });
  const ledgerUrl = `/college/student/${student.split('/').pop()}`;

  // The fee form: a flat late fee of 500 after 40 days' grace (not over yet).
  await page.goto('/college/fee');
  await page
    .getByRole('row', { name: new RegExp(feeType) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const lateFee = dialog(page).getByRole('form', { name: 'Late fee' });
  await expect(lateFee).toBeVisible();
  await lateFee.getByRole('textbox', { name: 'Grace Days' }).fill('40');
  await lateFee.getByRole('textbox', { name: 'Fine (Rs)' }).fill('500');
  await lateFee.getByRole('button', { name: 'Add late fee' }).click();
  await expect(toast(page, 'Late fee saved').first()).toBeVisible();

  await page.goto(ledgerUrl);
  await expect(figure(page, 'Due to date')).toHaveText('₹10,000');
  await expect(page.getByRole('table', { name: 'Late fees' })).toHaveCount(0);

  // Ten days' grace instead: the period is over, the late fee is due and shown as its own line.
  await page.goto('/college/fee');
  await page
    .getByRole('row', { name: new RegExp(feeType) })
    .getByRole('button', { name: 'Edit' })
    .click();
  await dialog(page)
    .getByRole('form', { name: 'Late fee' })
    .getByRole('textbox', { name: 'Grace Days' })
    .fill('10');
  await dialog(page).getByRole('button', { name: 'Save late fee' }).click();
  await expect(toast(page, 'Late fee saved').first()).toBeVisible();
  await page.goto(ledgerUrl);
  const fines = page.getByRole('table', { name: 'Late fees' });
  await expect(fines).toContainText(`Late fee: ${feeType}`);
  await expect(fines).toContainText('₹500');
  await expect(figure(page, 'Due to date')).toHaveText('₹10,500');
  await expect(figure(page, 'Balance')).toHaveText('₹10,500');
  await page.goto(`/college/dashboard`);
  await expect(page.getByRole('row', { name: new RegExp(rollNo) })).toContainText('10,500');
  // On a phone the dues list shows name and balance only, and fits without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const duesRow = page.getByRole('row').filter({ hasText: rollNo });
  await expect(duesRow).toContainText('10,500');
  await expect(duesRow.getByRole('cell', { name: rollNo })).toBeHidden();
  const dues = page.getByRole('table').filter({ has: duesRow });
  // Polled: the menu's collapse animates the frame's width for a moment after the resize.
  await expect
    .poll(() => dues.evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0)))
    .toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, { path: test.info().outputPath('dues-390.png'), fullPage: true });

  // At 1280 px beside the open menu, a long name and a long course wrap: the list fits its frame
  // and Due, Paid and Balance are in view without scrolling sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  const longCourse = await iri('/api/courses', {
    course: `B.Sc. Computer Science with Data Analytics ${run}`,
  });
  const longRoll = `LN${run}`.toUpperCase();
  await iri('/api/students', {
    name: 'Venkatasubramanian Ramakrishnan Srinivasaraghavan',
    rollNo: longRoll,
    course: longCourse,
    batch,
    semester,
    guardianPhone: '+919812345678',
  });
  await iri('/api/fees', {
    course: longCourse,
    semester,
    feeType: type,
    amount: 125000,
    dueDate: daysAgo(5),
  });
  await page.goto(`/college/dashboard?q=${longRoll}`);
  const longRow = page.getByRole('row').filter({ hasText: longRoll });
  await expect(longRow).toContainText('1,25,000');
  await expect(page.locator('.mantine-AppShell-navbar')).toBeVisible();
  const wide = page.getByRole('table').filter({ has: longRow });
  await expect
    .poll(() => wide.evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0)))
    .toBeLessThanOrEqual(0);
  // Balance, the last column, ends inside the table's frame (the page scrolls down to it, never sideways).
  const balance = await longRow.getByRole('cell').last().boundingBox();
  const frame = await wide.evaluate((table) => table.parentElement!.getBoundingClientRect().toJSON());
  await expect(longRow.getByRole('cell').last()).toHaveText('1,25,000');
  expect(balance!.x + balance!.width).toBeLessThanOrEqual(frame.right + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await reviewShot(page, { path: test.info().outputPath('dues-1280.png'), fullPage: true });
  // The course filter opens from its heading and is the address's, as the inputs under the headings were.
  await page
    .getByRole('columnheader', { name: /Course/ })
    .locator('.mrt-table-head-cell-filter-label-icon')
    .click();
  await page.getByRole('textbox', { name: 'Filter by Course' }).fill(`Data Analytics ${run}`);
  await page.getByRole('option', { name: new RegExp(`Data Analytics ${run}`) }).click();
  await expect(page).toHaveURL(/[?&]course/);
  await expect(longRow).toBeVisible();
  await reviewShot(page, { path: test.info().outputPath('dues-1280-filter.png') });

  // Waive: the reason, then a confirmation that says what follows.
  await page.goto(ledgerUrl);
  await page.getByRole('button', { name: `Waive the late fee on ${feeType}` }).click();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page)).toContainText('Enter the reason for waiving the late fee!');
  await dialog(page).getByRole('textbox', { name: 'Reason' }).fill('Hospitalised');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page)).toContainText('will no longer be due');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Waive ₹500' }).click();
  await expect(toast(page, 'Late fee waived').first()).toBeVisible();
  await expect(figure(page, 'Due to date')).toHaveText('₹10,000');
  await expect(page.getByRole('table', { name: 'Late fees' })).toContainText('Waived');

  // A payment of 4,000, then a refund of 1,500 from its receipt.
  const modes = await (
    await page.request.get('/api/paymentmodes', { headers: { Accept: 'application/ld+json' } })
  ).json();
  const receipt = await post(page, '/api/receipts', {
    student,
    paidOn: daysAgo(0),
    paymentMode: modes['hydra:member'][0]['@id'],
    items: [
      {
        fee: (await (await page.request.get(`/api/feedues?student=${encodeURIComponent(student)}`)).json())[
          'hydra:member'
        ][0].fee,
        amount: 4000,
      },
    ],
  });
  await page.goto(ledgerUrl);
  await expect(figure(page, 'Paid')).toHaveText('₹4,000');
  await page.getByRole('button', { name: `Refund from receipt ${String(receipt.receiptNo)}` }).click();
  await dialog(page).getByRole('textbox', { name: 'Amount (Rs)' }).fill('1500');
  await dialog(page).getByRole('textbox', { name: 'Reason' }).fill('Hostel not taken');
  await dialog(page).getByRole('textbox', { name: 'Payment Mode' }).click();
  await page.getByRole('option').first().click();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page)).toContainText('no longer counts as paid');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Refund ₹1,500' }).click();
  await expect(toast(page, /^Refund R\d{4}\/\d{5} saved$/).first()).toBeVisible();
  await expect(figure(page, 'Paid')).toHaveText('₹2,500');
  await expect(figure(page, 'Balance')).toHaveText('₹7,500');
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText(String(receipt.receiptNo));
  await expect(refunds).toContainText('Hostel not taken');
  await expect(refunds).toContainText('₹1,500');
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('₹1,500');

  // The refund slip, printable as the receipt is: the college, the refund, the receipt it came from.
  const refundLink = refunds.getByRole('link', { name: /^R\d{4}\/\d{5}$/ });
  const refundNo = (await refundLink.textContent())!;
  await refundLink.click();
  const slip = page.getByRole('article', { name: 'Refund Slip' });
  await expect(slip).toContainText(`Refund No ${refundNo}`);
  await expect(slip).toContainText(String(receipt.receiptNo));
  await expect(slip).toContainText('Hostel not taken');
  await expect(slip).toContainText('₹1,500');
  await expect(slip).toContainText('One Thousand Five Hundred');
  // The student as the receipt shows them: course and semester (and batch).
  await expect(slip.getByRole('row', { name: `Course Late Course ${run}` })).toBeVisible();
  await expect(slip.getByRole('row', { name: `Semester Late Sem ${run}` })).toBeVisible();
  await expect(slip).toContainText(`Late Batch ${run}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(slip).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Today's day-book: the refund as money out, the day's net below what was collected.
  await page.goto('/college/daybook');
  const out = page.getByRole('table', { name: 'Refunds' });
  await expect(out.getByRole('row', { name: new RegExp(refundNo.replace('/', '\\/')) })).toContainText(
    '−₹1,500',
  );
  const collected = Number(
    (await page.getByTestId('daybook-collected').textContent())!.replace(/[^\d]/g, ''),
  );
  const refunded = Number((await page.getByTestId('daybook-refunded').textContent())!.replace(/[^\d]/g, ''));
  await expect(page.getByTestId('daybook-total')).toHaveText(
    `₹${(collected - refunded).toLocaleString('en-IN')}`,
  );
});
