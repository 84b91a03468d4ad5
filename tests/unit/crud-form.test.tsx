import userEvent from '@testing-library/user-event';
import { ResourceFormModal } from '@/components/crud/resource-form-modal';
import { describeResource } from '@/lib/resources/describe';
import { findMasterResourceByKey } from '@/lib/resources/master-data';
import { jsonResponse, mockFetch, renderWithMantine, screen, waitFor } from '../helpers/render';

const caste = describeResource(findMasterResourceByKey('caste')!);
const plan = describeResource(findMasterResourceByKey('membersplan')!);
const income = describeResource(findMasterResourceByKey('annualincome')!);

function open(resource = caste, id: number | null = null) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithMantine(
    <ResourceFormModal resource={resource} opened id={id} onClose={onClose} onSaved={onSaved} />,
  );
  return { onSaved, onClose, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('the master-data form', () => {
  it('opens empty in create mode with Status on, in a modal titled for the list', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'New Caste' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Caste/ })).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Status' })).toBeChecked();
  });

  it('marks the name field required with an asterisk', () => {
    open();
    const label = screen.getByText('Caste', { selector: 'label' });
    expect(label.querySelector('.mantine-InputWrapper-required')).toHaveTextContent('*');
  });

  it('shows the spec message in red once the empty field is left, and green once it is filled', async () => {
    const { user } = open();
    const input = screen.getByRole('textbox', { name: /Caste/ });
    expect(screen.queryByText('Enter Caste!')).not.toBeInTheDocument(); // not before it is touched
    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Enter Caste!')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('data-valid');

    await user.type(input, 'Pillai');
    await waitFor(() => expect(screen.queryByText('Enter Caste!')).not.toBeInTheDocument());
    expect(input).toHaveAttribute('data-valid', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it("refuses to save an empty plan with each field's spec message, without calling the server", async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const { user } = open(plan);
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.click(save());
    expect(await screen.findByText('Enter Plan Name!')).toBeInTheDocument();
    expect(screen.getByText('Enter Amount!')).toBeInTheDocument();
    expect(screen.getByText('Enter Validity in days!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('starts a new plan with amount 0 (spec defaults), the other fields empty', () => {
    open(plan);
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: /Plan Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Validity/ })).toHaveValue('');
  });

  it('creates with POST application/ld+json, then toasts, reloads and closes', async () => {
    const calls = mockFetch(() =>
      jsonResponse({ id: 9, planName: 'Gold', amount: 100000, validity: 90, status: true }, 201),
    );
    const { user, onSaved } = open(plan);
    await user.type(screen.getByRole('textbox', { name: /Plan Name/ }), '  Gold ');
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100000');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('1,00,000');
    await user.type(screen.getByRole('textbox', { name: /Validity/ }), '90');
    await user.click(screen.getByRole('switch', { name: 'Status' }));
    await user.click(save());

    expect(await screen.findByText('Saved Succssfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      {
        url: '/api/membersplans',
        method: 'POST',
        headers: expect.objectContaining({ 'Content-Type': 'application/ld+json' }),
        body: { planName: 'Gold', amount: 100000, validity: 90, contacts: 0, nameTa: null, status: false },
      },
    ]);
  });

  it('in edit mode fills the form from the fetched record and sends a merge-patch', async () => {
    const calls = mockFetch((call) =>
      call.method === 'GET'
        ? jsonResponse({ '@id': '/api/castes/3', id: 3, caste: 'Pillai', status: false })
        : jsonResponse({ id: 3, caste: 'Pillai Gounder', status: false }),
    );
    const { user, onSaved } = open(caste, 3);
    expect(screen.getByRole('dialog', { name: 'Edit Caste' })).toBeInTheDocument();
    const input = await screen.findByRole('textbox', { name: /Caste/ });
    expect(input).toHaveValue('Pillai');
    expect(screen.getByRole('switch', { name: 'Status' })).not.toBeChecked();

    await user.type(input, ' Gounder');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0].url).toBe('/api/castes/3');
    expect(calls[1]).toMatchObject({
      url: '/api/castes/3',
      method: 'PATCH',
      headers: { 'Content-Type': 'application/merge-patch+json' },
      body: { caste: 'Pillai Gounder', status: false },
    });
  });

  it('has an optional Name in Tamil after the spec fields: sent trimmed, and cleared (null) when emptied', async () => {
    const calls = mockFetch((call) =>
      call.method === 'GET'
        ? jsonResponse({
            '@id': '/api/stars/4',
            id: 4,
            star: 'Rohini',
            number: 4,
            nameTa: 'ரோகிணி',
            status: true,
          })
        : jsonResponse({ id: 4, star: 'Rohini', number: 4, nameTa: null, status: true }),
    );
    const star = describeResource(findMasterResourceByKey('star')!);
    const { user, onSaved } = open(star, 4);
    const tamil = await screen.findByRole('textbox', { name: 'Name in Tamil' });
    expect(tamil).toHaveValue('ரோகிணி');
    // The spec's fields first, in their order; no asterisk on the optional one.
    expect(
      screen
        .getAllByRole('textbox')
        .map((input) => input.closest('.mantine-InputWrapper-root')?.querySelector('label')?.textContent),
    ).toEqual(['Star *', 'Number', 'Name in Tamil']);
    expect(tamil).toHaveAttribute('maxLength', '100');

    await user.clear(tamil);
    await user.type(tamil, '  ரோஹிணி ');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls[1]).toMatchObject({
      method: 'PATCH',
      body: { star: 'Rohini', number: 4, nameTa: 'ரோஹிணி', status: true },
    });

    await user.clear(tamil);
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(calls[2]).toMatchObject({
      method: 'PATCH',
      body: { star: 'Rohini', number: 4, nameTa: null, status: true },
    });
  });

  it('replaces an annual income with PUT, as the spec screen does', async () => {
    const calls = mockFetch((call) =>
      jsonResponse({ id: 1, annualIncome: 'Below 1 Lakh', status: true }, call.method === 'POST' ? 201 : 200),
    );
    const { user, onSaved } = open(income, 1);
    await screen.findByDisplayValue('Below 1 Lakh');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[1]).toMatchObject({
      url: '/api/annualincomes/1',
      method: 'PUT',
      body: { annualIncome: 'Below 1 Lakh', status: true },
    });
  });

  it("keeps the form open with its values and shows the server's description when the save fails", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          '@type': 'ConstraintViolationList',
          'hydra:description': 'caste: This caste already exists.',
          violations: [{ propertyPath: 'caste', message: 'This caste already exists.' }],
        },
        422,
      ),
    );
    const { user, onSaved } = open();
    const input = screen.getByRole('textbox', { name: /Caste/ });
    await user.type(input, 'pillai');
    await user.click(save());
    expect(await screen.findByText('caste: This caste already exists.')).toBeInTheDocument(); // the toast
    expect(screen.getByText('This caste already exists.')).toBeInTheDocument(); // under the field
    expect(onSaved).not.toHaveBeenCalled();
    expect(input).toHaveValue('pillai');
    expect(save()).not.toHaveAttribute('data-loading');
    expect(save()).toBeEnabled();
  });

  it("tells a failed request's reason in a warning, the form open with its values", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, onSaved } = open();
    await user.type(screen.getByRole('textbox', { name: /Caste/ }), 'Pillai');
    await user.click(save());
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Caste/ })).toHaveValue('Pillai');
    expect(screen.getByRole('textbox', { name: /Caste/ })).toHaveAttribute('aria-invalid', 'false');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a spinner on Save while the server answers', async () => {
    let answer: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = open();
    await user.type(screen.getByRole('textbox', { name: /Caste/ }), 'Mudaliar');
    await user.click(save());
    await waitFor(() => expect(save()).toHaveAttribute('data-loading', 'true'));
    answer(jsonResponse({ id: 1, caste: 'Mudaliar', status: true }, 201));
    expect(await screen.findByText('Saved Succssfully')).toBeInTheDocument();
  });
});
