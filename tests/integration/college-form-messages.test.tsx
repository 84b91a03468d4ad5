/** @jest-environment node */
import userEvent from '@testing-library/user-event'; // its hooks are added on import, before tests run
import type { Actor } from '@/lib/auth/roles';
import { STUDENTS } from '@/lib/resources/college';
import { collegeFormFields } from '@/lib/resources/college-screens';
import { call } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { installDom } from '../helpers/dom-in-node';
import { createUser } from '../helpers/users';

/**
 * One schema per form, for the college forms (issue 13): the student form shows under each field
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

/** The browser's fetch: every call goes to the app's route handlers, signed in as the staff. */
function serveApiAsStaff() {
  const sent: { method: string; url: string }[] = [];
  global.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url: String(input) });
    const answer = await call(method, String(input), {
      as: staff,
      raw: init.body ?? undefined,
      headers: init.body ? { 'Content-Type': new Headers(init.headers).get('Content-Type')! } : {},
    });
    return new Response(answer.status === 204 ? null : answer.text, {
      status: answer.status,
      headers: answer.headers,
    });
  }) as typeof fetch;
  return sent;
}

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
  rtl.render(<MantineProvider env="test">{await element()}</MantineProvider>);
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
    await user.type(inputOf(/^Date/), '2026-01-15');
    await user.click(page().getByRole('button', { name: 'Save' }));
    const alert = await page().findByRole('alert');
    expect(alert.textContent).toBe(
      'The amount for Tuition Fee - Semester 1 is more than what is due: at most ₹12,000 can be paid.',
    );
    expect(messageUnder(/^Date/)).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
