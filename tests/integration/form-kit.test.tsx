/** @jest-environment node */
import en from '@/lib/i18n/messages/en.json';
import userEvent from '@testing-library/user-event'; // its hooks are added on import, before tests run
import type { Actor } from '@/lib/auth/roles';
import { call } from '../helpers/api';
import { messageUnder as messageUnderInput, serveApiAs } from '../helpers/api-in-page';
import { closeDb, resetDatabase } from '../helpers/db';
import { installDom } from '../helpers/dom-in-node';
import { createUser } from '../helpers/users';

/**
 * The client form kit (components/forms): a form built on useSubmitForm inside FormModal, sending
 * through api-client.ts to the real route handlers on the test database. What a user sees: the
 * server's 422 under the field it names, a failed request's reason in the form's alert, the values
 * kept for another try; a success in green with the form cleared.
 */
type Rtl = typeof import('@testing-library/react/pure');
let rtl: Rtl;
let admin: Actor;
let member: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  member = await createUser();
  await call('GET', '/api/castes', { as: admin }); // the server side loads before the page exists
  installDom();
  rtl = await import('@testing-library/react/pure');
});
afterEach(() => rtl.cleanup());
afterAll(() => closeDb());

const page = () => rtl.within(document.body);

/** The text under the field labelled so. */
const messageUnder = (label: RegExp) => messageUnderInput(page().getByLabelText(label));

/** A caste form as a screen would write one with the kit: the API's schema, one call, the alert. */
async function openCasteForm(id: number | null = null, reset?: 'never') {
  const { MantineProvider, TextInput } = await import('@mantine/core');
  const { NextIntlClientProvider } = await import('next-intl');
  const { fetchItem, sendWrite } = await import('@/components/crud/api-client');
  const { FormModal, SubmitForm } = await import('@/components/forms/form-modal');
  const { useSubmitForm } = await import('@/components/forms/use-submit-form');
  const { masterSchema } = await import('@/lib/validation/master-data');
  const { findMasterResourceByKey } = await import('@/lib/resources/master-data');
  const saved: unknown[] = [];
  let attempt = 0;

  function CasteForm() {
    const kit = useSubmitForm({
      initialValues: { caste: '', status: true },
      load:
        id === null
          ? undefined
          : async (signal) => {
              const row = await fetchItem('castes', id, signal);
              return { caste: String(row.caste), status: row.status };
            },
      schema: masterSchema(findMasterResourceByKey('caste')!.fields),
      payload: (values) => ({ ...values, caste: values.caste.trim() }),
      send: (payload) =>
        id === null
          ? sendWrite('POST', '/api/castes', payload, { headers: { 'Idempotency-Key': `try-${++attempt}` } })
          : sendWrite('PATCH', `/api/castes/${id}`, payload),
      success: 'Saved Succssfully',
      onSuccess: (answer) => saved.push(answer),
      reset,
    });
    return (
      <SubmitForm kit={kit}>
        <TextInput label="Caste" withAsterisk {...kit.form.getInputProps('caste')} />
      </SubmitForm>
    );
  }

  rtl.render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
      <MantineProvider env="test">
        <FormModal opened onClose={() => {}} title="New Caste">
          <CasteForm />
        </FormModal>
      </MantineProvider>
    </NextIntlClientProvider>,
  );
  return { user: userEvent.setup({ document }), saved };
}

const alertText = () => page().getByRole('alert').textContent;

describe('a form built on the kit', () => {
  it('puts a 422 under the field it names, tells the description in the alert, and keeps the values', async () => {
    const sent = serveApiAs(admin);
    expect((await call('POST', '/api/castes', { as: admin, body: { caste: 'Kit Taken' } })).status).toBe(201);
    const { user, saved } = await openCasteForm();
    await user.type(page().getByLabelText(/^Caste/), 'kit TAKEN');
    await user.click(page().getByRole('button', { name: 'Save' }));

    await rtl.waitFor(() => expect(messageUnder(/^Caste/)).toBe('This value is already used.'));
    expect(alertText()).toBe('caste: This value is already used.');
    expect(page().getByLabelText(/^Caste/)).toHaveProperty('value', 'kit TAKEN');
    expect(saved).toEqual([]);
    // The caller's own header went with the write (the college payment form's Idempotency-Key).
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.headers['Idempotency-Key'])).toEqual([
      'try-1',
    ]);
  });

  it("shows a refused request's message (403, no field named) in the alert, under no field", async () => {
    serveApiAs(member);
    const { user, saved } = await openCasteForm();
    await user.type(page().getByLabelText(/^Caste/), 'Not Mine');
    await user.click(page().getByRole('button', { name: 'Save' }));

    await rtl.waitFor(() => expect(alertText()).toBe('Access Denied.'));
    expect(messageUnder(/^Caste/)).toBeNull();
    expect(page().getByLabelText(/^Caste/)).toHaveProperty('value', 'Not Mine');
    expect(saved).toEqual([]);
  });

  it('says "Something went wrong!" when the request gets no answer at all', async () => {
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const { user } = await openCasteForm();
    await user.type(page().getByLabelText(/^Caste/), 'Offline');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(alertText()).toBe('Something went wrong!'));
  });

  it("refuses with the schema's message before sending, the field focused", async () => {
    const sent = serveApiAs(admin);
    const { user } = await openCasteForm();
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(messageUnder(/^Caste/)).toBe('Enter Caste!'));
    expect(document.activeElement).toBe(page().getByLabelText(/^Caste/));
    expect(sent).toEqual([]);
  });

  it('saves: green alert, the form cleared, the answer handed on', async () => {
    serveApiAs(admin);
    const { user, saved } = await openCasteForm();
    await user.type(page().getByLabelText(/^Caste/), '  Kit Fresh ');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(alertText()).toBe('Saved Succssfully'));
    expect(saved).toEqual([expect.objectContaining({ caste: 'Kit Fresh', status: true })]);
    expect(page().getByLabelText(/^Caste/)).toHaveProperty('value', '');
  });

  it("keeps what was saved with reset: 'never' (the settings forms)", async () => {
    serveApiAs(admin);
    const { user, saved } = await openCasteForm(null, 'never');
    await user.type(page().getByLabelText(/^Caste/), 'Kit Kept');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(alertText()).toBe('Saved Succssfully'));
    expect(saved).toEqual([expect.objectContaining({ caste: 'Kit Kept' })]);
    expect(page().getByLabelText(/^Caste/)).toHaveProperty('value', 'Kit Kept');
  });

  it('edits: opens on the loaded record, or tells why it could not load it', async () => {
    serveApiAs(admin);
    const created = await call('POST', '/api/castes', { as: admin, body: { caste: 'Kit Edit' } });
    let { user, saved } = await openCasteForm(created.body.id);
    await rtl.waitFor(() => expect(page().getByLabelText(/^Caste/)).toHaveProperty('value', 'Kit Edit'));
    await user.type(page().getByLabelText(/^Caste/), 'ed');
    await user.click(page().getByRole('button', { name: 'Save' }));
    await rtl.waitFor(() => expect(saved).toEqual([expect.objectContaining({ caste: 'Kit Edited' })]));
    rtl.cleanup();

    ({ user, saved } = await openCasteForm(999_999));
    await rtl.waitFor(() => expect(alertText()).toBe('Not Found'));
    expect(page().queryByLabelText(/^Caste/)).toBeNull();
  });
});
