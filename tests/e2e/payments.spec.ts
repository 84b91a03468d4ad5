import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import Papa from 'papaparse';
import { indianDay } from '@/lib/format';
import { ACCOUNTS } from './accounts';
import { expectFitsWindow, reviewShot, seriousViolations, signIn } from './helpers';
import { apiAs } from './moderation-helpers';
import { planPayer as MEMBER } from './payment-accounts';

/**
 * Issue 25 item 2 in the browser: an administrator records a member's plan payment at
 * /admin/payments; the member's plan is active until paid on + validity, with the contacts the plan
 * includes; the GST invoice (numbered INV/yyyy-yy/nnnnn, the organisation's GSTIN, CGST and SGST
 * inside the amount, the amount in words) is on the member's dashboard and prints without the
 * app around it. And item 5: the profile CSV carries the member's sign-in e-mail.
 */
test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shots = 'test-results/payments';
const run = Date.now().toString(36);
const PLAN = `E2E Gold ${run}`;
const MODE = `E2E UPI ${run}`;
const GSTIN = '33AAACT1234A1Z5';
const ADDRESS = '12 Temple Street, Madurai 625001';

const shown = (day: string) => day.split('-').reverse().join('/');
const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function pageAs(
  browser: Browser,
  account: { email: string; password: string },
  viewport = WIDE,
  timezoneId?: string,
) {
  const page = await (await browser.newContext({ viewport, timezoneId })).newPage();
  await signIn(page, account);
  return page;
}

/** Kiritimati (UTC+14) is a day ahead of UTC from 10:00, India from 18:30; Pago Pago (UTC-11) a day behind until 11:00. */
function zoneOnAnotherDay(now = new Date()): string {
  const hour = now.getUTCHours() + now.getUTCMinutes() / 60;
  return hour >= 10 && hour < 18.5 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

const json = { 'Content-Type': 'application/ld+json', Accept: 'application/ld+json' };

test('an administrator records a plan payment: plan and expiry set, GST invoice on the dashboard, printed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(ACCOUNTS.admin);
  // The organisation's GSTIN and address go on the invoice (restored afterwards: other specs read them).
  const before = (await (await api.get('/api/settings')).json()).organisation;
  const setOrganisation = (organisation: Record<string, string>) =>
    api.patch('/api/settings', {
      data: { organisation, billing: { gstRate: 18 } },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
  expect((await setOrganisation({ address: ADDRESS, gstin: GSTIN })).status()).toBe(200);
  try {
    const plan = await api.post('/api/membersplans', {
      headers: json,
      data: { planName: PLAN, amount: 11800, validity: 90, contacts: 40, status: true },
    });
    expect(plan.status()).toBe(201);
    const mode = await api.post('/api/paymentmodes', {
      headers: json,
      data: { paymentMode: MODE, status: true },
    });
    expect(mode.status()).toBe(201);

    // Record payment at 1280 px: member, plan (the amount follows), mode, reference, paid on.
    // The administrator's browser keeps a time zone whose day is not India's now: Paid On still
    // starts at India's day, the one the server counts the expiry from.
    const admin = await pageAs(browser, ACCOUNTS.admin, WIDE, zoneOnAnotherDay());
    await admin.goto('/admin/payments');
    await admin.getByRole('button', { name: 'Record payment' }).click();
    const form = admin.getByRole('dialog', { name: 'Record payment' });
    await form.getByRole('textbox', { name: 'Member', exact: true }).fill(MEMBER.fullName);
    await admin.getByRole('option', { name: new RegExp(MEMBER.fullName) }).click();
    await form.getByRole('textbox', { name: 'Members Plan', exact: true }).click();
    await admin.getByRole('option', { name: PLAN }).click();
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('₹11,800');
    await form.getByRole('textbox', { name: 'Payment Mode', exact: true }).click();
    await admin.getByRole('option', { name: MODE }).click();
    await form.getByRole('textbox', { name: 'Reference No' }).fill(`UPI-${run}`);
    const paidOn = await form.getByLabel('Paid On').inputValue();
    expect(paidOn).toBe(indianDay());
    const validUntil = plusDays(paidOn, 90);
    await expect(form).toContainText(`The plan will be valid until ${shown(validUntil)}.`);
    expect(await seriousViolations(admin)).toEqual([]);
    await reviewShot(admin, { path: `${shots}/record-1280.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText(/^Payment recorded\. Invoice INV\/\d{4}-\d{2}\/\d{5}$/)).toBeVisible();
    await expect(form).toBeHidden();
    const row = admin
      .getByRole('table', { name: 'Payments' })
      .getByRole('row')
      .filter({ hasText: `UPI-${run}` });
    await expect(row).toContainText(MEMBER.fullName);
    await expect(row).toContainText('₹11,800');
    await expect(row).toContainText(shown(validUntil));
    const number = (await row.getByRole('link', { name: /^INV\// }).textContent())!;
    expect(number).toMatch(/^INV\/\d{4}-\d{2}\/\d{5}$/);
    await reviewShot(admin, { path: `${shots}/payments-1280.png` });

    // Through the API: the member's plan and expiry, and the invoice.
    const profile = (
      await (await api.get(`/api/profiles?fullName=${encodeURIComponent(MEMBER.fullName)}`)).json()
    )['hydra:member'][0];
    expect(profile.membersPlan).toBe((await plan.json())['@id']);
    expect(profile.expiry).toBe(validUntil);
    const invoices = (await (await api.get(`/api/invoices?itemsPerPage=1000`)).json())['hydra:member'];
    const invoice = invoices.find((i: { number: string }) => i.number === number);
    expect(invoice).toMatchObject({
      amount: 11800,
      gstRate: 18,
      taxableValue: 10000,
      cgst: 900,
      sgst: 900,
      sellerGstin: GSTIN,
      buyerName: MEMBER.fullName,
      amountInWords: 'Eleven Thousand Eight Hundred Rupees Only',
      validUntil,
      cancelled: false,
    });

    // The member's dashboard at 390 px: the plan until its expiry, its contacts, the invoice.
    const member = await pageAs(browser, MEMBER, PHONE);
    await member.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await member.goto('/user/dashboard');
    const planCard = member.getByTestId('plan');
    await expect(planCard).toContainText(PLAN);
    await expect(planCard).toContainText(`Valid until ${shown(validUntil)}`);
    await expect(planCard).toContainText('40 of 40 contacts left');
    const invoiceLink = member
      .getByTestId('invoices')
      .getByRole('link', { name: `View and print: ${number}` });
    await expect(invoiceLink).toBeVisible();
    await expectFitsWindow(member, 'dashboard with a plan at 390 px');
    await reviewShot(member, { path: `${shots}/dashboard-390.png`, fullPage: true });

    // The invoice: seller, GSTIN, GST inside the amount as CGST + SGST, the amount in words.
    await invoiceLink.click();
    const paper = member.getByRole('article', { name: 'Tax Invoice' });
    await expect(paper).toContainText(`Invoice No ${number}`);
    await expect(paper).toContainText(ADDRESS);
    await expect(paper).toContainText(`GSTIN ${GSTIN}`);
    await expect(paper).toContainText(MEMBER.fullName);
    await expect(paper).toContainText(`Members plan: ${PLAN}, valid until ${shown(validUntil)}`);
    await expect(paper.getByRole('row', { name: /Taxable value/ })).toContainText('₹10,000.00');
    await expect(paper.getByRole('row', { name: /CGST @ 9%/ })).toContainText('₹900.00');
    await expect(paper.getByRole('row', { name: /SGST @ 9%/ })).toContainText('₹900.00');
    await expect(paper.getByRole('row', { name: /Total \(GST included\)/ })).toContainText('₹11,800');
    await expect(paper).toContainText('Amount in words: Eleven Thousand Eight Hundred Rupees Only');
    await expect(paper).toContainText(`Paid by ${MODE} · Reference No UPI-${run}`);
    await expectFitsWindow(member, 'invoice at 390 px');
    await reviewShot(member, { path: `${shots}/invoice-390.png`, fullPage: true });
    await member.getByRole('button', { name: 'Print' }).click();
    expect(await member.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await member.emulateMedia({ media: 'print' });
    await expect(member.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(paper).toBeVisible();
    await member.emulateMedia({ media: 'screen' });
    // In Tamil the amount in words is Tamil too, in the Indian system (lib/money-ta.ts), and fits a phone.
    await member.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ta', url: member.url() }]);
    await member.reload();
    const tamilPaper = member.getByRole('article', { name: 'வரி விலைப்பட்டியல் (Tax Invoice)' });
    await expect(tamilPaper).toContainText('தொகை எழுத்தில்: பதினோராயிரத்து எண்ணூறு ரூபாய்');
    await expectFitsWindow(member, 'invoice in Tamil at 390 px');
    await reviewShot(member, { path: `${shots}/invoice-ta-390.png`, fullPage: true });
    await member.context().close();

    // The administrator opens the same invoice from the payments list, and prints it at 1280 px.
    await row.getByRole('link', { name: number }).click();
    await expect(admin.getByRole('article', { name: 'Tax Invoice' })).toContainText(`Invoice No ${number}`);
    await admin.emulateMedia({ media: 'print' });
    await expect(admin.locator('.mantine-AppShell-navbar')).toBeHidden();
    await expect(admin.locator('footer')).toBeHidden();
    await reviewShot(admin, { path: `${shots}/invoice-print-1280.png`, fullPage: true });
    await admin.emulateMedia({ media: 'screen' });

    // Item 5: the profile list's CSV has the plan, the expiry as on screen, and the sign-in e-mail.
    await admin.goto(`/admin/profile?fullName=${encodeURIComponent(MEMBER.fullName)}`);
    await expect(admin.getByRole('row').filter({ hasText: MEMBER.fullName })).toHaveCount(1);
    await expect(admin.getByRole('columnheader', { name: 'Sign-in E-mail' })).toHaveCount(0);
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export' }).click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8').replace(/^\uFEFF/, '');
    const [headings, line] = Papa.parse<string[]>(csv.trim()).data;
    expect(headings.at(-1)).toBe('Sign-in E-mail');
    expect(line.at(-1)).toBe(MEMBER.email);
    expect(line[headings.indexOf('Members Plan')]).toBe(PLAN);
    expect(line[headings.indexOf('Expiry')]).toBe(shown(validUntil));
    await admin.context().close();
  } finally {
    await setOrganisation({ address: before.address, gstin: before.gstin });
    await api.dispose();
  }
});
