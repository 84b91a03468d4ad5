import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEnquiry } from '@/app/(public)/contact/actions';
import { ContactForm } from '@/app/(public)/contact/contact-form';
import { renderForm } from '../helpers/render-form';
import { contactProps } from '../helpers/public-form-props';

jest.mock('@/app/(public)/contact/actions', () => ({ sendEnquiry: jest.fn() }));
const action = jest.mocked(sendEnquiry);

beforeEach(() => action.mockReset());

const phone = () => screen.getByLabelText(/^Phone/);

async function fillAndSubmit(values: { name?: string; email?: string; phone?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Your email/), values.email);
  if (values.phone) await user.type(phone(), values.phone);
  if (values.message) await user.type(screen.getByLabelText(/^Message/), values.message);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return user;
}

describe('ContactForm', () => {
  it('shows the spec messages for an empty form', async () => {
    renderForm(<ContactForm {...contactProps()} />);
    await fillAndSubmit({});
    for (const message of ['Enter Name!', 'Enter Email!', 'Enter Phone!', 'Enter Message!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(action).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail and an impossible phone number', async () => {
    renderForm(<ContactForm {...contactProps()} />);
    await fillAndSubmit({ name: 'Arun', email: 'arun@', phone: '123', message: 'Hello' });
    expect(await screen.findByText('Enter Valid Email!')).toBeInTheDocument();
    expect(screen.getByText('Enter Valid Phone!')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('has a 5-line message box and India as the default country', () => {
    renderForm(<ContactForm {...contactProps()} />);
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '5');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('India +91');
    expect(phone()).toHaveValue('+91');
  });

  it('sends the number in E.164, says Submitted Successfully and resets the form', async () => {
    action.mockResolvedValue({ result: true });
    renderForm(<ContactForm {...contactProps()} />);
    await fillAndSubmit({
      name: 'Arun',
      email: 'arun@example.com',
      phone: '98765 43210',
      message: 'Please call.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Submitted Successfully');
    expect(action).toHaveBeenCalledWith({
      name: 'Arun',
      email: 'arun@example.com',
      mobile: '+919876543210',
      message: 'Please call.',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('lets the visitor search the country list', async () => {
    action.mockResolvedValue({ result: true });
    renderForm(<ContactForm {...contactProps()} />);
    const user = userEvent.setup();
    const country = screen.getByRole('textbox', { name: 'Country' });
    await user.click(country);
    await user.clear(country);
    await user.type(country, 'united kin');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'United Kingdom +44' }));
    expect(phone()).toHaveValue('+44');
    await fillAndSubmit({ name: 'Jo', email: 'jo@example.com', phone: '7400 123456', message: 'Hi' });
    expect(action).toHaveBeenCalledWith(expect.objectContaining({ mobile: '+447400123456' }));
  });

  it("shows the server's formerror, and 'Something went wrong!' when the request fails", async () => {
    action.mockResolvedValueOnce({
      result: false,
      formerror: 'Too many attempts. Please try again in 1 hour.',
    });
    renderForm(<ContactForm {...contactProps()} />);
    const values = { name: 'Arun', email: 'arun@example.com', phone: '9876543210', message: 'Hello' };
    await fillAndSubmit(values);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 1 hour.',
    );
    action.mockRejectedValueOnce(new Error('offline'));
    await fillAndSubmit(values);
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('types the number after the calling code, wherever the caret was, and keeps the code', async () => {
    renderForm(<ContactForm {...contactProps()} />);
    const user = userEvent.setup();
    const input = phone() as HTMLInputElement;
    act(() => {
      input.focus();
      input.setSelectionRange(0, 0); // where a focus by script leaves it
    });
    await user.keyboard('98765');
    expect(input).toHaveValue('+91 98765');
    await user.clear(input);
    expect(input).toHaveValue('+91');
  });

  it('keeps the caret among the digits when a digit is typed or deleted inside the number', async () => {
    renderForm(<ContactForm {...contactProps()} />);
    const user = userEvent.setup();
    const input = phone() as HTMLInputElement;
    await user.type(input, '9876543210');
    await waitFor(() => expect(input).toHaveValue('+91 98765 43210'));
    // Backspace after "98" takes the 8 out; the number is formatted again and the caret stays after "9".
    await user.type(input, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('+91 97654 3210');
    expect(input.selectionStart).toBe(5);
    // An 8 typed there puts it back, and the caret follows it.
    await user.keyboard('8');
    expect(input).toHaveValue('+91 98765 43210');
    expect(input.selectionStart).toBe(6);
  });

  it('reads in Tamil: its labels and the spec messages', async () => {
    renderForm(<ContactForm {...contactProps('ta')} />, { locale: 'ta' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'அனுப்பு' }));
    for (const [label, message] of [
      [/^பெயர்/, 'பெயரை உள்ளிடுங்கள்!'],
      [/^உங்கள் மின்னஞ்சல்/, 'மின்னஞ்சலை உள்ளிடுங்கள்!'],
      [/^தொலைபேசி/, 'தொலைபேசி எண்ணை உள்ளிடுங்கள்!'],
      [/^செய்தி/, 'செய்தியை உள்ளிடுங்கள்!'],
    ] as const)
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(message);
    expect(document.body.textContent).not.toMatch(/Enter /);
    expect(screen.getByRole('textbox', { name: 'நாடு' })).toHaveValue('India +91');
    expect(action).not.toHaveBeenCalled();
  });
});
