/** @jest-environment node */
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { db } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import {
  createEnquiry,
  listEnquiries,
  listEnquiriesForExport,
  setEnquiryHandled,
} from '@/lib/data/enquiries';
import { GET as exportCsv } from '@/app/(app)/admin/enquiries/export/route';
import { closeDb, resetDatabase } from '../helpers/db';

let sessionActor: Actor | null = null;
jest.mock('@/lib/auth/session', () => ({ getActor: async () => sessionActor }));

const admin: Actor = { id: 1, email: 'admin@example.com', roles: ['ROLE_ADMIN'] };
const member: Actor = { id: 2, email: 'member@example.com', roles: ['ROLE_MEMBER'] };
let ipCounter = 0;
const send = (input: Record<string, string>) => createEnquiry({ input, ip: `192.0.2.${++ipCounter}` });
const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  mobile: '+919876543210',
  message: `Message number ${n}`,
});

beforeAll(async () => {
  await resetDatabase({ seed: false });
  for (let n = 1; n <= 12; n += 1) {
    await send(enquiry(n));
  }
  // Distinct times, oldest first, so "newest first" is observable.
  await db.execute(sql`update enquiry set created_at = now() - (13 - id) * interval '1 minute'`);
});
afterAll(() => closeDb());

describe('createEnquiry', () => {
  it('is rate limited per address', async () => {
    process.env.RATE_LIMIT_CONTACT_IP = '1/3600';
    try {
      await createEnquiry({ input: enquiry(99), ip: '198.18.0.9' });
      await expect(createEnquiry({ input: enquiry(98), ip: '198.18.0.9' })).rejects.toMatchObject({
        status: 429,
      });
    } finally {
      delete process.env.RATE_LIMIT_CONTACT_IP;
      await db.execute(
        sql`delete from enquiry where email in ('visitor99@example.com', 'visitor98@example.com')`,
      );
    }
  });
});

describe('listEnquiries', () => {
  it('lists newest first, one page at a time, with the total', async () => {
    const first = await listEnquiries({ actor: admin, page: 1, pageSize: 10 });
    expect(first.total).toBe(12);
    expect(first.items.map((e) => e.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Visitor ${12 - i}`));
    const second = await listEnquiries({ actor: admin, page: 2, pageSize: 10 });
    expect(second.items.map((e) => e.name)).toEqual(['Visitor 2', 'Visitor 1']);
  });

  it('searches name, e-mail, mobile and message, with % and _ taken literally', async () => {
    expect((await listEnquiries({ actor: admin, search: 'visitor1' })).items.map((e) => e.name)).toEqual([
      'Visitor 12',
      'Visitor 11',
      'Visitor 10',
      'Visitor 1',
    ]);
    expect((await listEnquiries({ actor: admin, search: 'NUMBER 7' })).total).toBe(1);
    expect((await listEnquiries({ actor: admin, search: '%' })).total).toBe(0);
    expect((await listEnquiries({ actor: admin, search: '_' })).total).toBe(0);
  });

  it('is for administrators only', async () => {
    await expect(listEnquiries({ actor: member })).rejects.toMatchObject({ status: 403 });
    await expect(listEnquiries({ actor: null })).rejects.toMatchObject({ status: 401 });
    await expect(listEnquiriesForExport({ actor: member })).rejects.toMatchObject({ status: 403 });
  });
});

describe('setEnquiryHandled', () => {
  it('marks an enquiry handled and open again', async () => {
    const { items } = await listEnquiries({ actor: admin, search: 'Visitor 5' });
    expect(await setEnquiryHandled({ actor: admin, id: items[0].id, handled: true })).toMatchObject({
      handled: true,
    });
    expect((await listEnquiries({ actor: admin, handled: true })).items.map((e) => e.name)).toEqual([
      'Visitor 5',
    ]);
    expect(await setEnquiryHandled({ actor: admin, id: items[0].id, handled: false })).toMatchObject({
      handled: false,
    });
  });

  it('refuses members and unknown ids', async () => {
    await expect(setEnquiryHandled({ actor: member, id: 1, handled: true })).rejects.toMatchObject({
      status: 403,
    });
    await expect(setEnquiryHandled({ actor: admin, id: 9999, handled: true })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('CSV export', () => {
  it('downloads the matching enquiries, newest first, with formulas defused', async () => {
    await send({
      name: '=HYPERLINK("http://evil")',
      email: 'evil@example.com',
      mobile: '+919876543210',
      message: '@SUM(1)',
    });
    sessionActor = admin;
    const response = await exportCsv(new Request('http://localhost:3000/admin/enquiries/export?q=evil'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Enquiries.csv"');
    const { data } = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    expect(data[0]).toEqual(['Id', 'Date', 'Name', 'Email', 'Mobile', 'Message', 'Handled']);
    expect(data).toHaveLength(2);
    expect(data[1][2]).toBe(`'=HYPERLINK("http://evil")`);
    expect(data[1][5]).toBe(`'@SUM(1)`);
    // The mobile reads as written in a spreadsheet: a text formula, no apostrophe, no lost "+".
    expect(data[1][4]).toBe('="+919876543210"');
    expect(data[1][1]).toMatch(/^\d{2}\/\d{2}\/\d{4}/);

    const all = await exportCsv(new Request('http://localhost:3000/admin/enquiries/export'));
    const rows = Papa.parse<string[]>(await all.text(), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(14);
    expect(rows[1][3]).toBe('evil@example.com');
    expect(rows[2][2]).toBe('Visitor 12');
  });

  it('refuses members (403) and visitors (401)', async () => {
    sessionActor = member;
    expect((await exportCsv(new Request('http://localhost:3000/admin/enquiries/export'))).status).toBe(403);
    sessionActor = null;
    expect((await exportCsv(new Request('http://localhost:3000/admin/enquiries/export'))).status).toBe(401);
  });
});
