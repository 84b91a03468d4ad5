/** @jest-environment node */
import en from '@/lib/i18n/messages/en.json';
import userEvent from '@testing-library/user-event'; // its hooks are added on import, before tests run
import type { Actor } from '@/lib/auth/roles';
import { describeResource, type ResourceDescription } from '@/lib/resources/describe';
import { findMasterResourceByKey } from '@/lib/resources/master-data';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { call } from '../helpers/api';
import { registerProps } from '../helpers/light-props';
import { messageUnder as messageUnderInput, serveApiAs } from '../helpers/api-in-page';
import { closeDb, resetDatabase } from '../helpers/db';
import { installDom } from '../helpers/dom-in-node';
import { createUser } from '../helpers/users';

/**
 * One schema per form (issue 13): the message a form shows under a field is the one the server
 * answers for the same input, and a refusal only the server can make lands under the field it
 * names. The forms are rendered in a jsdom page; the server is the real route handler or server
 * action on the test database.
 */
jest.mock('@/lib/auth/action-ip', () => ({
  actionIp: async () => '127.0.0.1',
  actionOrigin: async () => 'http://127.0.0.1:3000',
  actionLocale: async () => 'en',
}));

type Rtl = typeof import('@testing-library/react/pure');
let rtl: Rtl;
let admin: Actor;

const caste = describeResource(findMasterResourceByKey('caste')!);
const plan = describeResource(findMasterResourceByKey('membersplan')!);

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  // Load the server side before the page exists: nothing there may take the process for a browser.
  await call('GET', '/api/castes', { as: admin });
  await import('@/app/(public)/register/actions');
  installDom();
  rtl = await import('@testing-library/react/pure'); // its hooks cannot be added once tests run
});
afterEach(() => rtl.cleanup());
afterAll(() => closeDb());

/** The page's queries (screen was bound when there was no document yet). */
const page = () => rtl.within(document.body);

/** The browser's fetch: every call goes to the app's route handlers, signed in as the administrator. */
const serveApiAsAdmin = () => serveApiAs(admin);

/** The text under the field labelled so. */
const messageUnder = (label: RegExp) => messageUnderInput(page().getByLabelText(label));

/** The server's message for each field of a refused master-data write. */
async function apiViolations(collection: string, body: Record<string, unknown>) {
  const answer = await call('POST', `/api/${collection}`, { as: admin, body });
  expect(answer.status).toBe(422);
  return Object.fromEntries(
    (answer.body.violations as { propertyPath: string; message: string }[]).map((v) => [
      v.propertyPath,
      v.message,
    ]),
  );
}

async function openForm(resource: ResourceDescription) {
  const { MantineProvider } = await import('@mantine/core');
  const { NextIntlClientProvider } = await import('next-intl');
  const { ResourceFormModal } = await import('@/components/crud/resource-form-modal');
  rtl.render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
      <MantineProvider env="test">
        <ResourceFormModal resource={resource} opened id={null} onClose={() => {}} onSaved={() => {}} />
      </MantineProvider>
    </NextIntlClientProvider>,
  );
  return userEvent.setup({ document });
}

describe('a master-data form and the API', () => {
  it('say the same under each field of an empty caste and of an out-of-range plan', async () => {
    const sent = serveApiAsAdmin();
    let user = await openForm(caste);
    await user.click(page().getByRole('button', { name: 'Save' }));
    await page().findByText('Enter Caste!');
    const server = await apiViolations('castes', { caste: '', status: true });
    expect(messageUnder(/^Caste/)).toBe(server.caste);
    rtl.cleanup();

    user = await openForm(plan);
    await user.type(page().getByLabelText(/^Plan Name/), 'Gold');
    await user.clear(page().getByLabelText(/^Amount/));
    await user.type(page().getByLabelText(/^Amount/), '20000000');
    await user.type(page().getByLabelText(/^Validity/), '40000');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(messageUnder(/^Validity/)).not.toBeNull());
    const planServer = await apiViolations('membersplans', {
      planName: 'Gold',
      amount: 20_000_000,
      validity: 40000,
      status: true,
    });
    expect(planServer).toEqual({
      amount: 'This value should be between 0 and 10000000.',
      validity: 'This value should be between 0 and 36500.',
    });
    expect(messageUnder(/^Amount/)).toBe(planServer.amount);
    expect(messageUnder(/^Validity/)).toBe(planServer.validity);
    expect(messageUnder(/^Plan Name/)).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0); // the form never sent them
  });

  it("shows the server's 422 under the field it names, when the form's own rules let the value through", async () => {
    serveApiAsAdmin();
    // A form whose description lags behind the server: it no longer knows the name is required.
    const { requiredMessage, ...lenient } = caste.fields[0];
    expect(requiredMessage).toBe('Enter Caste!');
    const user = await openForm({ ...caste, fields: [lenient] });
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(messageUnder(/^Caste/)).toBe('Enter Caste!'));
  });

  it('shows a name already taken (422, any letter case) under the name field', async () => {
    serveApiAsAdmin();
    expect((await call('POST', '/api/castes', { as: admin, body: { caste: 'Taken Once' } })).status).toBe(
      201,
    );
    const user = await openForm(caste);
    await user.type(page().getByLabelText(/^Caste/), 'taken once');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(messageUnder(/^Caste/)).toBe('This value is already used.'));
  });
});

describe('the registration form and its server action', () => {
  async function submitRegistration(email: string, password: string) {
    const { MantineProvider } = await import('@mantine/core');
    const { NextIntlClientProvider } = await import('next-intl');
    const { RegisterForm } = await import('@/app/(public)/register/register-form');
    rtl.render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
        <MantineProvider env="test">
          <RegisterForm {...registerProps()} />
        </MantineProvider>
      </NextIntlClientProvider>,
    );
    const user = userEvent.setup({ document });
    if (email) await user.type(page().getByLabelText(/^Email/), email);
    if (password) await user.type(page().getByLabelText(/^Password/), password);
    await user.click(page().getByRole('button', { name: 'Register FREE' }));
    await rtl.waitFor(() => expect(messageUnder(/^Password/)).not.toBeNull());
    return { email: messageUnder(/^Email/), password: messageUnder(/^Password/) };
  }

  /** What the real action answers for the same input, field by field. */
  async function actionMessages(input: { email: string; password: string }) {
    const { register } = await import('@/app/(public)/register/actions');
    const answer = await register({ ...input, consent: false });
    expect(answer.result).toBe(false);
    return Object.fromEntries((answer.violations ?? []).map((v) => [v.propertyPath, v.message]));
  }

  it.each([
    ['', ''],
    ['not-an-email', '12345'],
    ['new@example.com', 'x'.repeat(21)],
    ['new@example.com', 'password123'],
  ])('say the same for %j / %j', async (email, password) => {
    const { ensureCommonPasswords } = await import('@/lib/validation/common-passwords');
    await ensureCommonPasswords(); // the form loads the list on mount; both sides have it here
    const shown = await submitRegistration(email, password);
    const server = await actionMessages({ email, password });
    expect(shown).toEqual({ email: server.email ?? null, password: server.password });
  });

  it("answers a valid registration's refusal (e-mail taken) in the alert, not under a field", async () => {
    await createUser({ email: 'taken@example.com' });
    const { register } = await import('@/app/(public)/register/actions');
    expect(await register({ email: 'taken@example.com', password: 'mango-tree7', consent: true })).toEqual({
      result: false,
      formerror: ACCOUNT_MESSAGES.emailTaken,
    });
  });
});
