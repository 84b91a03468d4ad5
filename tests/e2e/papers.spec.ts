import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { pdfPngs, pdfText, visualOrder } from '../helpers/pdf';
import { reviewShot, signIn } from './helpers';
import { PAPERS, PAPERS_AGE } from './paper-accounts';

/**
 * Issue 24 item 3 in Chromium: the groom downloads his own biodata from the dashboard, the
 * bride's from her page (their interest is accepted) and the pair's porutham report from there and
 * from the calculator, in English and, after the language switch's cookie, in Tamil.
 */
const bytesOf = async (download: Download) => readFileSync((await download.path())!);

async function downloadFrom(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return { file: download.suggestedFilename(), bytes: await bytesOf(download) };
}

const flat = (bytes: Buffer) => pdfText(bytes).replace(/\s+/g, ' ');

test('a member downloads the biodata and the porutham report from the buttons, in English and Tamil', async ({
  page,
}, testInfo) => {
  await signIn(page, PAPERS.groom);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/user/dashboard');
  const own = await downloadFrom(page, 'Download my biodata');
  expect(own.file).toMatch(/^biodata-\d+\.pdf$/);
  expect(flat(own.bytes)).toContain(PAPERS.groom.fullName);
  expect(flat(own.bytes)).toContain(PAPERS.groom.mobile);
  await reviewShot(page, { path: testInfo.outputPath('dashboard-1280.png') });

  // The bride's page: found by the search, her biodata and the pair's report.
  await page.goto(`/user/matches?ageFrom=${PAPERS_AGE}&ageTo=${PAPERS_AGE}`);
  await page
    .getByRole('link', { name: `View ${PAPERS.bride.fullName}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: PAPERS.bride.fullName })).toBeVisible();
  const candidateUrl = page.url();
  // A contact counts against the plan once opened (issue 25), and only an opened one is printed.
  await page.getByRole('button', { name: 'Show contact details' }).click();
  await expect(page.getByText(PAPERS.bride.mobile).first()).toBeVisible();
  const hers = await downloadFrom(page, 'Download biodata');
  expect(flat(hers.bytes)).toContain(PAPERS.bride.fullName);
  expect(flat(hers.bytes)).toContain(PAPERS.bride.mobile);
  expect(flat(hers.bytes)).not.toContain(PAPERS.groom.mobile);
  const report = await downloadFrom(page, 'Download porutham report');
  expect(report.file).toMatch(/^porutham-\d+-\d+\.pdf$/);
  expect(flat(report.bytes)).toContain('Porutham report');
  expect(flat(report.bytes)).toContain("Astrologer's remarks");
  testInfo.attachments.push({
    name: 'porutham-en.png',
    contentType: 'image/png',
    body: pdfPngs(report.bytes, 60)[0],
  });
  await reviewShot(page, { path: testInfo.outputPath('candidate-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await reviewShot(page, { path: testInfo.outputPath('candidate-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The calculator's report, for the pair chosen there.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/user/porutham?brideStar=4&brideRaasi=2&groomStar=10&groomRaasi=5');
  const calculated = await downloadFrom(page, 'Download porutham report');
  expect(calculated.file).toBe('porutham-4-10.pdf');
  expect(flat(calculated.bytes)).toContain('Star: Rohini');
  expect(flat(calculated.bytes)).toContain('Star: Magam');

  // In Tamil: the language switch's cookie; the buttons and the papers speak Tamil.
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ta', url: origin }]);
  await page.goto(candidateUrl);
  const tamil = await downloadFrom(page, 'சுயவிவரத்தைப் பதிவிறக்கு');
  expect(pdfText(tamil.bytes)).toContain(visualOrder('திருமண சுயவிவரம்'));
  expect(pdfText(tamil.bytes)).toContain(PAPERS.bride.fullName);
  testInfo.attachments.push({
    name: 'biodata-ta.png',
    contentType: 'image/png',
    body: pdfPngs(tamil.bytes, 60)[0],
  });
  const tamilReport = await downloadFrom(page, 'பொருத்த அறிக்கையைப் பதிவிறக்கு');
  expect(pdfText(tamilReport.bytes)).toContain(visualOrder('பொருத்த அறிக்கை'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // Tamil words are long: the buttons wrap to their own row, nothing overflows.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, { path: testInfo.outputPath('candidate-ta-390.png'), fullPage: true });
  await page.goto('/user/dashboard');
  await expect(page.getByRole('link', { name: 'என் சுயவிவரத்தைப் பதிவிறக்கு' })).toBeVisible();
  await reviewShot(page, { path: testInfo.outputPath('dashboard-ta-390.png') });
});
