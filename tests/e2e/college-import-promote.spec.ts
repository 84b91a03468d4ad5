import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { seriousViolations, signIn } from './helpers';

/**
 * The college's bulk tools in Chromium, as the college staff account (issue 27 items 4 and 5): a
 * students CSV with one bad row is refused whole (nothing saved), the corrected file imports every
 * row; "Send reminders" says how many before sending; "Promote batch" moves the imported batch to
 * the next semester after its confirmation.
 */
const run = Date.now().toString(36).slice(-5);
const JSONLD = { 'Content-Type': 'application/ld+json' };
const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });

async function created(page: Page, url: string, data: unknown): Promise<string> {
  const response = await page.request.post(url, { data, headers: JSONLD });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json())['@id'];
}

test('a CSV with a bad row saves nothing, the corrected one imports; reminders and a promotion confirm first', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.college);
  const courseName = `Import Course ${run}`;
  const batchName = `Import Batch ${run}`;
  const course = await created(page, '/api/courses', { course: courseName, semesters: 2 });
  await created(page, '/api/batches', { batch: batchName });
  // Semesters 1 and 2 of this run (the next semester is found by its number).
  const first = { '@id': '', semester: `Import Sem ${run} 1` };
  first['@id'] = await created(page, '/api/semesters', { semester: first.semester, number: 1 });
  const second = await created(page, '/api/semesters', { semester: `Import Sem ${run} 2`, number: 2 });
  // A fee due already, so the imported students owe something.
  const feeType = await created(page, '/api/feetypes', { feeType: `Import Fee ${run}` });
  await created(page, '/api/fees', {
    course,
    semester: first['@id'],
    feeType,
    amount: 1000,
    dueDate: '2025-06-01',
  });

  const roll = (n: number) => `IM${run}${n}`.toUpperCase();
  const header = 'Name,Roll No,Course,Batch,Semester,Phone,Email,Guardian Name,Guardian Phone';
  const row = (n: number, courseCell = courseName) =>
    `Student ${n} ${run},${roll(n)},${courseCell},${batchName},${first.semester},,s${n}.${run}@example.com,,`;
  const bad = [header, row(1), row(2, 'No Such Course'), row(3)].join('\n');
  const good = [header, row(1), row(2), row(3)].join('\n');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/college/student');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Download template' })).toBeVisible();
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog(page).getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('Students template.csv');

  const file = dialog(page).locator('input[type=file]');
  await file.setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(dialog(page).getByTestId('import-summary')).toContainText(
    '3 students in the file, 1 row with errors',
  );
  const errors = dialog(page).getByRole('table', { name: 'Rows with errors' });
  await expect(errors).toContainText(roll(2));
  await expect(errors).toContainText('No course is named "No Such Course".');
  await expect(dialog(page).getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing was saved.
  const none = await (await page.request.get(`/api/students?rollNo=${roll(1)}`)).json();
  expect(none['hydra:totalItems']).toBe(0);

  await file.setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(dialog(page).getByTestId('import-summary')).toContainText(
    '3 students in the file, all correct.',
  );
  await dialog(page).getByRole('button', { name: 'Import 3 students' }).click();
  await expect(toast(page, '3 students imported.').first()).toBeVisible();
  const batch = await (await page.request.get(`/api/students?course=${encodeURIComponent(course)}`)).json();
  expect(batch['hydra:totalItems']).toBe(3);

  // Reminders: the confirmation counts them before anything is sent.
  await page.goto('/college/dashboard');
  await page.getByRole('button', { name: 'Send reminders', exact: true }).click();
  await expect(dialog(page).getByTestId('reminder-counts')).toContainText(/Send reminders to \d+ students?/);
  const send = dialog(page).getByRole('button', { name: /^Send \d+ reminders?$/ });
  await send.click();
  await expect(
    toast(
      page,
      /^Reminders sent to \d+ students?: \d+ e-mails?, \d+ SMS\. Skipped: \d+ students?\.$/,
    ).first(),
  ).toBeVisible();
  // Sent today: the imported students are not counted again.
  await page.getByRole('button', { name: 'Send reminders', exact: true }).click();
  await expect(dialog(page)).toContainText(
    /No student has fees due that were not reminded today\.|Send reminders to/,
  );
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // Promotion: what it would do, then Promote.
  await page.goto('/college/student');
  await page.getByRole('button', { name: 'Promote batch' }).click();
  await dialog(page).getByRole('textbox', { name: 'Course' }).click();
  await page.getByRole('option', { name: courseName }).click();
  await dialog(page).getByRole('textbox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: batchName }).click();
  await expect(dialog(page).getByTestId('promotion-plan')).toContainText('Promote 3 active students');
  await dialog(page).getByRole('button', { name: 'Promote' }).click();
  await expect(toast(page, '3 students promoted.').first()).toBeVisible();
  const promoted = (
    await (await page.request.get(`/api/students?course=${encodeURIComponent(course)}`)).json()
  )['hydra:member'] as { semester: string }[];
  expect(promoted.map((s) => s.semester)).toEqual([second, second, second]);
  // The course has two semesters: promoting again would pass its last, so Promote stays off.
  await page.getByRole('button', { name: 'Promote batch' }).click();
  await dialog(page).getByRole('textbox', { name: 'Course' }).click();
  await page.getByRole('option', { name: courseName }).click();
  await dialog(page).getByRole('textbox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: batchName }).click();
  await expect(dialog(page).getByRole('alert')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Promote' })).toBeDisabled();
});
