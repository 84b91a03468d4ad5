import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS } from './accounts';
import { seriousViolations, signIn } from './helpers';

/**
 * College fee management in Chromium (issue 12), as the college staff account of prepare-db.ts:
 * the settings lists, a fee, a student, a payment, its printed receipt, cancelling it, and the
 * balance and dashboard following along.
 */
const run = Date.now().toString(36).slice(-5);
const names = {
  course: `E2E Course ${run}`,
  semester: `E2E Sem ${run}`,
  batch: `E2E Batch ${run}`,
  feeType: `E2E Fee ${run}`,
};
const rollNo = `E2E${run}`.toUpperCase();
const college = `Sri Ram College ${run}`;

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });

async function choose(page: Page, label: string, option: string | RegExp) {
  await dialog(page).getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function addSetting(page: Page, path: string, label: string, value: string, number?: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'New' }).click();
  await dialog(page).getByRole('textbox', { name: label, exact: true }).fill(value);
  // A semester's number (a course's length starts at 6 semesters).
  if (number) await dialog(page).getByRole('textbox', { name: 'Number' }).fill(number);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Succssfully').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: value })).toBeVisible();
}

const figure = (page: Page, label: string) => page.getByTestId(label);

test('staff set up a fee, add a student, take a payment, print and cancel it', async ({ page }) => {
  // Four settings, a fee, a student, a payment, a print and a cancel: minutes on a loaded CI machine.
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.college);
  // Other specs take payments today too (the day-book, late fees): count on top of what is there.
  await page.goto('/college/dashboard');
  const collectedBefore = Number((await figure(page, 'Collected Today').innerText()).replace(/[^\d]/g, ''));
  const collected = (amount: number) => `₹${(collectedBefore + amount).toLocaleString('en-IN')}`;

  // The institution (issue 27): its name in the header instead of the matrimony brand, its logo
  // through the photos' upload, and both on the printed receipt.
  await page.goto('/college/settings');
  await page.getByRole('textbox', { name: 'College Name' }).fill(college);
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Temple Road\nMadurai 625001');
  await page.getByRole('textbox', { name: 'Registration / GSTIN' }).fill('GSTIN 33ABCDE1234F1Z5');
  await page.getByRole('textbox', { name: 'Receipt footer' }).fill('Fees once paid are not refundable.');
  const crest = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1e6b30' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: crest });
  await expect(page.locator('img[src^="/media/"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Succssfully').first()).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(college);
  await expect(page.getByRole('banner')).not.toContainText('Thirumanam');
  await expect(page).toHaveTitle(new RegExp(college));

  await addSetting(page, '/college/course', 'Courses', names.course);
  await addSetting(page, '/college/semester', 'Semester', names.semester, '1');
  await addSetting(page, '/college/batch', 'Batch', names.batch);
  await addSetting(page, '/college/feetype', 'Fee Type', names.feeType);

  // A fee of 12,000 that fell due in the past.
  await page.goto('/college/fee');
  await page.getByRole('button', { name: 'New' }).click();
  await choose(page, 'Course', names.course);
  await choose(page, 'Semester', names.semester);
  await choose(page, 'Fee Type', names.feeType);
  await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('12000');
  await dialog(page).getByLabel('Due Date').fill('15/01/2025');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Succssfully').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '12,000' })).toBeVisible();

  // A student, phone entered in the Indian default.
  await page.goto('/college/student');
  await page.getByRole('button', { name: 'New' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Kavya Ramesh');
  await dialog(page).getByRole('textbox', { name: 'Roll No' }).fill(rollNo);
  await choose(page, 'Course', names.course);
  await choose(page, 'Batch', names.batch);
  await choose(page, 'Semester', names.semester);
  await dialog(page).getByRole('textbox', { name: 'Phone', exact: true }).fill('98765 43210');
  await dialog(page).getByRole('textbox', { name: 'Guardian Name' }).fill('Ramesh K');
  await dialog(page).getByRole('textbox', { name: 'Guardian Phone' }).fill('98123 45678');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Succssfully').first()).toBeVisible();
  const studentRow = page.getByRole('row', { name: new RegExp(rollNo) });
  await expect(studentRow).toContainText('+919876543210');
  await expect(studentRow).toContainText('12,000');

  // A payment of 5,000: overpaying first is refused with the amount that may be paid.
  await page.goto('/college/paymenthistory');
  await page.getByRole('button', { name: 'New' }).click();
  await dialog(page).getByRole('textbox', { name: 'Student' }).fill(rollNo);
  await page.getByRole('option', { name: new RegExp(rollNo) }).click();
  await choose(page, 'Payment Mode', /.+/);
  const amount = dialog(page).getByRole('textbox', {
    name: `Amount for ${names.feeType} - ${names.semester}`,
  });
  await amount.fill('13000');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText('at most ₹12,000 can be paid');
  await amount.fill('5000');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText(/^Receipt No \d{4}\/\d{5}$/)).toBeVisible();
  // The list behind the modal shows the new receipt without a reload.
  await expect(page.getByRole('row', { name: new RegExp(rollNo) }).first()).toBeVisible();
  const receiptNo = (await dialog(page)
    .getByText(/^Receipt No /)
    .textContent())!.replace('Receipt No ', '');
  expect(await seriousViolations(page)).toEqual([]);

  // The printable receipt: Indian grouping, amount in words, no menu on paper.
  const printLink = dialog(page).getByRole('link', { name: 'Print' });
  const href = await printLink.getAttribute('href');
  await page.goto(href!);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText(`Receipt No ${receiptNo}`);
  await expect(receipt).toContainText('₹5,000');
  await expect(receipt).toContainText('Five Thousand Rupees Only');
  await expect(receipt).toContainText(college);
  await expect(receipt).toContainText('GSTIN 33ABCDE1234F1Z5');
  await expect(receipt).toContainText('Fees once paid are not refundable.');
  await expect(receipt.locator('img[src^="/media/"]')).toBeVisible();
  await expect(receipt).toContainText(names.course);
  await expect(receipt).toContainText(names.semester);
  await expect(receipt).toContainText(names.batch);
  await expect(receipt).toContainText('Balance after this payment: ₹7,000');
  await expect(receipt).toContainText(/Received by: \S+/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('.mantine-AppShell-navbar')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Balance and dashboard follow the payment.
  await page.goto('/college/dashboard');
  await expect(figure(page, 'Collected Today')).toHaveText(collected(5000));
  await expect(page.getByRole('row', { name: new RegExp(rollNo) })).toContainText('7,000');

  // Cancelling (with a reason) takes the payment back out; the receipt keeps its number.
  await page.goto('/college/paymenthistory');
  await page
    .getByRole('row', { name: new RegExp(receiptNo) })
    .getByRole('button', { name: 'Edit' })
    .click();
  await dialog(page).getByRole('button', { name: 'Cancel Receipt' }).click();
  await expect(dialog(page).getByText('Enter the reason for cancelling!')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Reason for cancelling' }).fill('Cheque bounced');
  await dialog(page).getByRole('button', { name: 'Cancel Receipt' }).click();
  // Nothing is cancelled before the confirmation that says what follows.
  await expect(dialog(page).getByText(/₹5,000 will no longer count as paid/)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog(page).getByText('Cancelled: Cheque bounced')).toBeVisible();
  await page.goto('/college/dashboard');
  await expect(figure(page, 'Collected Today')).toHaveText(collected(0));
  const dueRow = page.getByRole('row', { name: new RegExp(rollNo) });
  await expect(dueRow).toContainText('12,000');
  await expect(dueRow).toContainText('+919812345678');

  // The student's ledger, from the list: fees, the cancelled payment, and "Collect fee".
  await dueRow.getByRole('link', { name: 'Kavya Ramesh' }).click();
  await expect(page.getByRole('heading', { name: `Kavya Ramesh (${rollNo})` })).toBeVisible();
  await expect(figure(page, 'Balance')).toHaveText('₹12,000');
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('Cancelled');
  await page.getByRole('button', { name: 'Collect fee' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Student', exact: true })).toHaveValue(
    new RegExp(rollNo),
  );
  await choose(page, 'Payment Mode', /.+/);
  await dialog(page)
    .getByRole('textbox', { name: `Amount for ${names.feeType} - ${names.semester}` })
    .fill('2000');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText(/^Receipt No \d{4}\/\d{5}$/)).toBeVisible();
  await expect(dialog(page)).toContainText(/\d{2}\/\d{2}\/\d{4}/); // dd/mm/yyyy
  await page.keyboard.press('Escape');
  await expect(figure(page, 'Balance')).toHaveText('₹10,000');

  // A concession of 10% (₹1,200 of the ₹12,000 fee) changes what is due, here and in the dues list.
  await page.getByRole('button', { name: 'Add concession' }).click();
  await choose(page, 'Fee', `${names.feeType} - ${names.semester}`);
  await dialog(page).getByRole('textbox', { name: 'Value (%)' }).fill('10');
  await dialog(page).getByRole('textbox', { name: 'Reason' }).fill('Merit scholarship');
  await dialog(page).getByRole('textbox', { name: 'Approved By' }).fill('Principal');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Succssfully').first()).toBeVisible();
  await expect(figure(page, 'Balance')).toHaveText('₹8,800');
  await expect(page.getByRole('table', { name: 'Fees by semester' })).toContainText('₹1,200');
  await page.goto('/college/dashboard');
  await expect(page.getByRole('row', { name: new RegExp(rollNo) })).toContainText('8,800');
});

test('members are refused the college screens and API', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  const response = await page.goto('/college/dashboard');
  expect(response?.status()).toBe(403);
  expect(
    (await page.request.get('/api/receipts', { headers: { Accept: 'application/ld+json' } })).status(),
  ).toBe(403);
});
