import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { reviewShot, seriousViolations, signIn } from './helpers';

/**
 * The college day-book (issue 27 item 4) in Chromium, as the college staff account: receipts on
 * two days in two payment modes (one cancelled), the day's closing totals per mode, the course
 * filter, the CSV and the printable view; the page fits 1280 and 390 px.
 */
const run = Date.now().toString(36).slice(-5);
const JSONLD = { 'Content-Type': 'application/ld+json' };

async function created(request: APIRequestContext, url: string, data: unknown): Promise<string> {
  const response = await request.post(url, { data, headers: JSONLD });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json())['@id'];
}

test('the day-book totals each day per payment mode, exports CSV and prints', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.college);
  const { request } = page;
  const course = await created(request, '/api/courses', { course: `Daybook Course ${run}` });
  const semester = await created(request, '/api/semesters', { semester: `Daybook Sem ${run}`, number: 1 });
  const batch = await created(request, '/api/batches', { batch: `Daybook Batch ${run}` });
  const feeType = await created(request, '/api/feetypes', { feeType: `Daybook Fee ${run}` });
  const fee = await created(request, '/api/fees', {
    course,
    semester,
    feeType,
    amount: 50000,
    dueDate: '2025-06-01',
  });
  const student = await created(request, '/api/students', {
    name: `Daybook Student ${run}`,
    rollNo: `DB${run}`.toUpperCase(),
    course,
    batch,
    semester,
  });
  const modes = (await (await request.get('/api/paymentmodes?order[id]=asc')).json())['hydra:member'];
  const [first, second] = modes.map((m: { '@id': string; paymentMode: string }) => m);
  const pay = (paidOn: string, mode: string, amount: number) =>
    created(request, '/api/receipts', { student, paidOn, paymentMode: mode, items: [{ fee, amount }] });
  await pay('2026-03-10', first['@id'], 1500);
  await pay('2026-03-10', second['@id'], 2500);
  await pay('2026-03-11', first['@id'], 4000);
  const cancelled = await pay('2026-03-11', second['@id'], 999);
  const cancel = await request.patch(cancelled, {
    data: { cancelReason: 'Entered twice' },
    headers: { 'Content-Type': 'application/merge-patch+json' },
  });
  expect(cancel.status()).toBe(200);

  const courseId = course.split('/').pop();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/college/daybook');
  await expect(page.getByRole('heading', { name: 'Day Book' })).toBeVisible();
  // The menu has it.
  await expect(page.getByRole('link', { name: 'Day Book' })).toBeVisible();

  await page.goto(`/college/daybook?from=2026-03-10&to=2026-03-11&course=${courseId}`);
  const closing = page.getByRole('table', { name: 'Closing totals by day and payment mode' });
  const day1 = closing.getByTestId('day-2026-03-10');
  await expect(day1).toContainText('10/03/2026');
  await expect(day1).toContainText('₹1,500');
  await expect(day1).toContainText('₹2,500');
  await expect(day1).toContainText('₹4,000');
  const day2 = closing.getByTestId('day-2026-03-11');
  await expect(day2).toContainText('₹4,000');
  await expect(day2).not.toContainText('999');
  await expect(page.getByTestId('daybook-total')).toHaveText('₹8,000');
  await expect(page.getByRole('table', { name: 'Receipts' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('daybook-range')).toContainText('3 receipts');
  expect(await seriousViolations(page)).toEqual([]);
  // Due, Paid... all on screen: nothing runs past the right edge at 1280 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await reviewShot(page, { path: test.info().outputPath('daybook-1280.png'), fullPage: true });

  // Only one payment mode.
  await page.goto(
    `/college/daybook?from=2026-03-10&to=2026-03-11&course=${courseId}&paymentMode=${second['@id'].split('/').pop()}`,
  );
  await expect(page.getByTestId('daybook-total')).toHaveText('₹2,500');

  // The CSV: the receipts as the table shows them.
  await page.goto(`/college/daybook?from=2026-03-10&to=2026-03-11&course=${courseId}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/Day Book 2026-03-10 to 2026-03-11\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Date,Receipt No,Student,Roll No,Course,Payment Mode,Received By,Amount(Rs)');
  expect(lines.slice(1).map((l) => [l.split(',')[0], l.split(',').pop()])).toEqual([
    ['10/03/2026', '1500'],
    ['10/03/2026', '2500'],
    ['11/03/2026', '4000'],
  ]);
  const [totals] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Totals CSV' }).click(),
  ]);
  const totalsCsv = await readFile((await totals.path())!, 'utf8');
  expect(totalsCsv).toContain('All days,Total,3,8000');

  // On paper: no menu, no filters, the college's name and the tables.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'From' })).toBeHidden();
  await expect(closing).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A phone: the tables scroll inside their cards, the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('daybook-total')).toHaveText('₹8,000');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, { path: test.info().outputPath('daybook-390.png'), fullPage: true });
});

test('a day-book of many receipts is shown a page at a time; its CSV and Print take them all', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.college);
  const { request } = page;
  const course = await created(request, '/api/courses', { course: `Paged Course ${run}` });
  const semester = await created(request, '/api/semesters', { semester: `Paged Sem ${run}`, number: 1 });
  const batch = await created(request, '/api/batches', { batch: `Paged Batch ${run}` });
  const feeType = await created(request, '/api/feetypes', { feeType: `Paged Fee ${run}` });
  const fee = await created(request, '/api/fees', {
    course,
    semester,
    feeType,
    amount: 500000,
    dueDate: '2025-06-01',
  });
  const student = await created(request, '/api/students', {
    name: `Paged Student ${run}`,
    rollNo: `PG${run}`.toUpperCase(),
    course,
    batch,
    semester,
  });
  const modes = (await (await request.get('/api/paymentmodes?order[id]=asc')).json())['hydra:member'];
  // 105 receipts of ₹1 to ₹105 on one day: two pages of 100.
  for (let amount = 1; amount <= 105; amount++) {
    await created(request, '/api/receipts', {
      student,
      paidOn: '2026-04-01',
      paymentMode: modes[0]['@id'],
      items: [{ fee, amount }],
    });
  }
  // Print is stubbed: it only records that it was asked for.
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  const url = `/college/daybook?from=2026-04-01&to=2026-04-01&course=${course.split('/').pop()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  const receipts = page.getByRole('table', { name: 'Receipts' });
  await expect(page.getByTestId('daybook-total')).toHaveText('₹5,565');
  await expect(page.getByTestId('daybook-page')).toHaveText('Receipts 1–100 of 105');
  await expect(receipts.locator('tbody tr')).toHaveCount(100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await reviewShot(page, { path: test.info().outputPath('daybook-paged-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('daybook-page')).toHaveText('Receipts 101–105 of 105');
  await expect(receipts.locator('tbody tr')).toHaveCount(5);
  await expect(page.getByTestId('daybook-total')).toHaveText('₹5,565');

  // The CSV holds every receipt, not the page's five.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV', exact: true }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(106);
  expect(lines.slice(1).map((l) => Number(l.split(',').pop()))).toEqual(
    Array.from({ length: 105 }, (_, i) => i + 1),
  );

  // Print opens the day-book with every receipt listed, then the print dialog.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(/all=1&print=1/);
  await expect(receipts.locator('tbody tr')).toHaveCount(105);
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await expect(page.getByTestId('daybook-page')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${url}&page=2`);
  await expect(page.getByTestId('daybook-page')).toHaveText('Receipts 101–105 of 105');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, { path: test.info().outputPath('daybook-paged-390.png'), fullPage: true });
});
