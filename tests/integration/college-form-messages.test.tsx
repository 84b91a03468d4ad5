/** @jest-environment node */
import en from '@/lib/i18n/messages/en.json';
import userEvent from '@testing-library/user-event'; // its hooks are added on import, before tests run
import type { Actor } from '@/lib/auth/roles';
import { STUDENTS } from '@/lib/resources/college';
import { collegeFormFields } from '@/lib/resources/college-screens';
import { call } from '../helpers/api';
import { messageUnder as messageOf, serveApiAs, type SentRequest } from '../helpers/api-in-page';
import { closeDb, resetDatabase } from '../helpers/db';
import { installDom } from '../helpers/dom-in-node';
import { createUser } from '../helpers/users';

/**
 * The college forms on the form kit (issue 20 item 4), with one schema per form (issue 13): the student form shows under each field
 * the message the students API answers for the same input, and the payment form shows the
 * server's own refusal (overpaying, which only the server can see) and a date's rule as the API
 * words them. The forms are rendered in a jsdom page; the server is the real route handler on the
 * test database, reached by the page's fetch as the college staff.
 */
type Rtl = typeof import('@testing-library/react/pure');
let rtl: Rtl;
let staff: Actor;
const ids: Record<string, string> = {};

async function post(url: string, body: unknown, as = staff) {
  const response = await call('POST', url, { as, body });
  if (response.status !== 201) throw new Error(`${url}: ${response.status} ${response.text}`);
  return response.body['@id'] as string;
}

beforeAll(async () => {
  await resetDatabase();
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  ids.course = await post('/api/courses', { course: 'B.Sc Physics' });
  ids.semester = await post('/api/semesters', { semester: 'Semester 1', number: 1 });
  ids.batch = await post('/api/batches', { batch: '2025-2028' });
  ids.feeType = await post('/api/feetypes', { feeType: 'Tuition Fee' });
  ids.fee = await post('/api/fees', {
    course: ids.course,
    semester: ids.semester,
    feeType: ids.feeType,
    amount: 12000,
    dueDate: '2025-07-01',
  });
  ids.student = await post('/api/students', {
    name: 'Kavya Ramesh',
    rollNo: 'PHY25001',
    course: ids.course,
    batch: ids.batch,
    semester: ids.semester,
  });
  // Payment modes are the administrator's settings.
  ids.mode = await post(
    '/api/paymentmodes',
    { paymentMode: 'Test Cheque' },
    await createUser({ roles: ['ROLE_ADMIN'] }),
  );
  installDom();
  rtl = await import('@testing-library/react/pure'); // its hooks cannot be added once tests run
});
afterEach(() => rtl.cleanup());
afterAll(() => closeDb());

/** The page's queries (screen was bound when there was no document yet). */
const page = () => rtl.within(document.body);

const serveApiAsStaff = () => serveApiAs(staff);

/** The input a label names (a select's list of options is labelled by it too). */
const inputOf = (label: RegExp) => page().getByLabelText(label, { selector: 'input' });

/** The text under a field (Mantine links the input to its error through aria-describedby). */
function messageUnder(label: RegExp): string | null {
  const input = inputOf(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0])?.textContent ?? null) : null;
}

/** The server's message for each field of a refused write. */
async function apiViolations(url: string, body: Record<string, unknown>) {
  const answer = await call('POST', url, { as: staff, body });
  expect(answer.status).toBe(422);
  return Object.fromEntries(
    (answer.body.violations as { propertyPath: string; message: string }[]).map((v) => [
      v.propertyPath,
      v.message,
    ]),
  );
}

async function render(element: () => Promise<React.ReactElement>) {
  const { MantineProvider } = await import('@mantine/core');
  const { NextIntlClientProvider } = await import('next-intl');
  rtl.render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
      <MantineProvider env="test">{await element()}</MantineProvider>
    </NextIntlClientProvider>,
  );
  return userEvent.setup({ document });
}

describe('the student form and the students API', () => {
  it('say the same under Name, Course, Batch, Semester and Email', async () => {
    const sent = serveApiAsStaff();
    const user = await render(async () => {
      const { RecordFormModal } = await import('@/components/college/record-form-modal');
      return (
        <RecordFormModal
          entity={STUDENTS}
          fields={collegeFormFields(STUDENTS)}
          opened
          id={null}
          onClose={() => {}}
          onSaved={() => {}}
        />
      );
    });
    await user.type(page().getByLabelText(/^Roll No/), 'PHY25002');
    await user.type(page().getByLabelText(/^Email/), 'not-an-email');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(messageUnder(/^Course/)).not.toBeNull());

    // What the form would have sent: emptied references as null, as it sends them.
    const server = await apiViolations('/api/students', {
      name: '',
      rollNo: 'PHY25002',
      course: null,
      batch: null,
      semester: null,
      phone: null,
      email: 'not-an-email',
      guardianName: '',
      status: true,
    });
    expect(server).toEqual({
      name: 'Enter Name!',
      course: 'Select Course!',
      batch: 'Select Batch!',
      semester: 'Select Semester!',
      email: 'Enter a valid e-mail!',
    });
    expect(messageUnder(/^Name/)).toBe(server.name);
    expect(messageUnder(/^Course/)).toBe(server.course);
    expect(messageUnder(/^Batch/)).toBe(server.batch);
    expect(messageUnder(/^Semester/)).toBe(server.semester);
    expect(messageUnder(/^Email/)).toBe(server.email);
    expect(messageUnder(/^Roll No/)).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0); // the form never sent it
  });
});

describe('the payment form and the receipts API', () => {
  it("shows the date's rule as the API words it, and the server's overpay refusal in the alert", async () => {
    const sent = serveApiAsStaff();
    const user = await render(async () => {
      const { PaymentForm } = await import('@/components/college/payment-form');
      return <PaymentForm onSaved={() => {}} onCancel={() => {}} />;
    });
    await user.click(inputOf(/^Student/));
    await user.click(await page().findByRole('option', { name: 'PHY25001 - Kavya Ramesh' }));
    await user.click(inputOf(/^Payment Mode/));
    await user.click(await page().findByRole('option', { name: 'Test Cheque' }));
    const amount = await page().findByLabelText('Amount for Tuition Fee - Semester 1');
    await user.type(amount, '13000');
    await user.clear(inputOf(/^Date/));
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(messageUnder(/^Date/)).not.toBeNull());
    const dateRule = await apiViolations('/api/receipts', {
      student: ids.student,
      paidOn: null,
      paymentMode: ids.mode,
      items: [{ fee: ids.fee, amount: 13000 }],
    });
    expect(dateRule).toEqual({ paidOn: 'Enter Date!' });
    expect(messageUnder(/^Date/)).toBe(dateRule.paidOn);
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    // A valid receipt the server alone refuses: its message, as it words it, and nothing saved.
    await user.type(inputOf(/^Date/), '15/01/2026');
    await user.click(page().getByRole('button', { name: 'Save' }));
    const alert = await page().findByRole('alert');
    expect(alert.textContent).toBe(
      'The amount for Tuition Fee - Semester 1 is more than what is due: at most ₹12,000 can be paid.',
    );
    expect(messageUnder(/^Date/)).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

const receiptPosts = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'POST' && r.url === '/api/receipts');

describe('the payment form and a retried payment', () => {
  it('sends one Idempotency-Key per attempt: kept for a retry, new after an edit; one receipt recorded', async () => {
    const sent = serveApiAsStaff();
    const server = global.fetch;
    // Attempt 1 never reaches the server (no network); attempt 2 is recorded but its answer lost (503).
    let posts = 0;
    global.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.method !== 'POST') return server(input, init);
      posts += 1;
      if (posts === 1) {
        sent.push({
          method: 'POST',
          url: String(input),
          headers: { ...(init.headers as Record<string, string>) },
        });
        throw new TypeError('Failed to fetch');
      }
      const answer = await server(input, init);
      return posts === 2 ? new Response('{}', { status: 503 }) : answer;
    }) as typeof fetch;
    const saved: number[] = [];
    const user = await render(async () => {
      const { PaymentForm } = await import('@/components/college/payment-form');
      return <PaymentForm onSaved={(id) => saved.push(id)} onCancel={() => {}} />;
    });
    await user.click(inputOf(/^Student/));
    await user.click(await page().findByRole('option', { name: 'PHY25001 - Kavya Ramesh' }));
    await user.click(inputOf(/^Payment Mode/));
    await user.click(await page().findByRole('option', { name: 'Test Cheque' }));
    const amount = await page().findByLabelText('Amount for Tuition Fee - Semester 1');
    await user.type(amount, '500');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await page().findByRole('alert');
    await user.clear(amount);
    await user.type(amount, '600');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(receiptPosts(sent)).toHaveLength(2));
    await page().findByRole('alert');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(saved).toHaveLength(1));

    const keys = receiptPosts(sent).map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]); // the cashier edited the amount: another attempt
    expect(keys[2]).toBe(keys[1]); // the same receipt sent again: the same attempt
    const receipts = (await call('GET', `/api/receipts?rollNo=PHY25001`, { as: staff })).body['hydra:member'];
    expect(receipts.map((r: { total: number }) => r.total)).toEqual([600]);
    expect(saved[0]).toBe(receipts[0].id);
  });
});

describe('cancelling a receipt', () => {
  it('asks for the reason, then says what follows, and sends only once confirmed', async () => {
    const [receipt] = (await call('GET', '/api/receipts?rollNo=PHY25001', { as: staff })).body[
      'hydra:member'
    ];
    const sent = serveApiAsStaff();
    const patches = () => sent.filter((r) => r.method === 'PATCH');
    // The list behind the modal is told at once (it reloads without the modal closing).
    let listReloads = 0;
    const user = await render(async () => {
      const { ReceiptModal } = await import('@/components/college/receipt-modal');
      return <ReceiptModal opened id={receipt.id} onClose={() => {}} onChanged={() => listReloads++} />;
    });
    await page().findByText(`Receipt No ${receipt.receiptNo}`);
    await user.click(page().getByRole('button', { name: 'Cancel Receipt' }));
    await rtl.waitFor(() =>
      expect(messageOf(page().getByLabelText(/^Reason for cancelling/))).toBe(
        'Enter the reason for cancelling!',
      ),
    );
    await user.type(page().getByLabelText(/^Reason for cancelling/), 'Cheque bounced');
    await user.click(page().getByRole('button', { name: 'Cancel Receipt' }));
    const warning = await page().findByText(/will no longer count as paid/);
    expect(warning.textContent).toContain('₹600');
    expect(warning.textContent).toContain('Kavya Ramesh owes it again');
    await user.click(page().getByRole('button', { name: 'Keep Receipt' }));
    expect(page().queryByText(/will no longer count as paid/)).toBeNull();
    expect(patches()).toHaveLength(0);
    await user.click(page().getByRole('button', { name: 'Cancel Receipt' }));
    await user.click(await page().findByRole('button', { name: 'Confirm Cancellation' }));
    await page().findByText('Cancelled: Cheque bounced');
    expect(patches()).toHaveLength(1);
    expect(listReloads).toBe(1);
    expect((await call('GET', receipt['@id'], { as: staff })).body.cancelled).toBe(true);
  });
});
