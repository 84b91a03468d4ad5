import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fileGrievanceAction } from '@/app/(public)/grievance/actions';
import { GrievanceForm } from '@/app/(public)/grievance/grievance-form';
import { renderForm } from '../helpers/render-form';
import { grievanceProps } from '../helpers/public-form-props';

jest.mock('@/app/(public)/grievance/actions', () => ({ fileGrievanceAction: jest.fn() }));
const action = jest.mocked(fileGrievanceAction);

beforeEach(() => action.mockReset());

const submit = () => screen.getByRole('button', { name: 'Submit complaint' });
const subject = () => screen.getByRole('textbox', { name: /^Subject/ });

/** The complaint form, light since issue 28: its checks, its subject list and its result, as before. */
describe('GrievanceForm', () => {
  it('shows the messages for an empty form, each linked to its field, and sends nothing', async () => {
    renderForm(<GrievanceForm {...grievanceProps()} />);
    const user = userEvent.setup();
    await user.click(submit());
    for (const [label, message] of [
      [/^Your name/, 'Enter Name!'],
      [/^Your email/, 'Enter Email!'],
      [/^Subject/, 'Select Subject!'],
      [/^Details/, 'Enter Details!'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    // The first bad field takes the focus; the optional profile has no message.
    expect(screen.getByLabelText(/^Your name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Profile concerned/)).toHaveAttribute('aria-invalid', 'false');
    expect(action).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, and clears the message as the field is corrected', async () => {
    renderForm(<GrievanceForm {...grievanceProps()} />);
    const user = userEvent.setup();
    const details = screen.getByLabelText(/^Details/);
    await user.type(details, 'Too short');
    await user.tab();
    expect(
      await screen.findByText('Please describe the complaint (at least 10 characters).'),
    ).toBeInTheDocument();
    await user.type(details, ' still');
    expect(
      screen.queryByText('Please describe the complaint (at least 10 characters).'),
    ).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(details).toHaveAttribute('data-valid', 'true'));
  });

  it('chooses a subject from the list, with the mouse or the keyboard', async () => {
    renderForm(<GrievanceForm {...grievanceProps()} />);
    const user = userEvent.setup();
    await user.click(subject());
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Impersonation (a fake profile)',
      'Misuse of my photo',
      'Harassment',
      'My personal data',
      'Other',
    ]);
    await user.click(within(list).getByRole('option', { name: 'Harassment' }));
    expect(subject()).toHaveValue('Harassment');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(subject()).toHaveValue('My personal data');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: 'My personal data' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^Your name/), 'Lakshmi');
    await user.type(screen.getByLabelText(/^Your email/), 'lakshmi@example.com');
    await user.click(subject());
    await user.click(screen.getByRole('option', { name: 'Misuse of my photo' }));
    await user.type(screen.getByLabelText(/^Profile concerned/), 'Profile 12');
    await user.type(screen.getByLabelText(/^Details/), 'Profile 12 shows my photograph.');
    await user.click(submit());
  }

  it('shows the ticket at once and clears the form after a filing', async () => {
    action.mockResolvedValue({ ok: true, ticket: 'GRV-2026-00042', email: 'lakshmi@example.com' });
    renderForm(<GrievanceForm {...grievanceProps()} />);
    const user = userEvent.setup();
    await fillIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAccessibleName('Ticket GRV-2026-00042');
    expect(alert).toHaveTextContent(
      'Your complaint has been received. Its ticket number is GRV-2026-00042. We have e-mailed an acknowledgement to lakshmi@example.com, with a link to follow your ticket.',
    );
    expect(action).toHaveBeenCalledWith({
      name: 'Lakshmi',
      email: 'lakshmi@example.com',
      subject: 'photo_misuse',
      details: 'Profile 12 shows my photograph.',
      profile: 'Profile 12',
    });
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');
    expect(subject()).toHaveValue('');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's refusal under its field and in the alert, and keeps the values", async () => {
    action.mockResolvedValueOnce({
      ok: false,
      error: 'Enter Valid Email!',
      violations: [{ propertyPath: 'email', message: 'Enter Valid Email!' }],
    });
    renderForm(<GrievanceForm {...grievanceProps()} />);
    const user = userEvent.setup();
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter Valid Email!');
    expect(screen.getByLabelText(/^Your email/)).toHaveAccessibleDescription('Enter Valid Email!');
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Lakshmi');
    action.mockRejectedValueOnce(new Error('offline'));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('reads in Tamil: labels, subjects and messages', async () => {
    renderForm(<GrievanceForm {...grievanceProps('ta')} />, { locale: 'ta' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'புகாரைச் சமர்ப்பி' }));
    expect(await screen.findByText('விவரங்களை உள்ளிடுங்கள்!')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /^பொருள்/ }));
    expect(screen.getByRole('option', { name: 'என் புகைப்படத்தின் தவறான பயன்பாடு' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Enter |Select Subject|Misuse/);
  });
});
