import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { register } from '@/app/(public)/register/actions';
import { RegisterForm } from '@/app/(public)/register/register-form';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { COMMON_PASSWORD_MESSAGE, ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { CONSENT_LABEL, CONSENT_REQUIRED } from '@/lib/validation/consent';
import { renderForm } from '../helpers/render-form';
import { registerProps } from '../helpers/light-props';

jest.mock('@/app/(public)/register/actions', () => ({ register: jest.fn() }));
const action = jest.mocked(register);

beforeEach(() => action.mockReset());

async function fill(email: string, password: string, consent = true) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  if (consent) await user.click(screen.getByRole('checkbox', { name: CONSENT_LABEL }));
  await user.click(screen.getByRole('button', { name: 'Register FREE' }));
  return user;
}

describe('Register', () => {
  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    renderForm(<RegisterForm {...registerProps()} />);
    await fill('', '', false);
    expect(await screen.findByText('Enter Email!')).toBeInTheDocument();
    expect(screen.getByText('Enter Password!')).toBeInTheDocument();
    await fill('not-an-email', '12345', false);
    expect(await screen.findByText('Enter Valid Email!')).toBeInTheDocument();
    expect(screen.getByText('Too Short!')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('sends nothing until the Terms and Privacy Policy are agreed to', async () => {
    renderForm(<RegisterForm {...registerProps()} />);
    await fill('new@example.com', 'mango-tree7', false);
    expect(await screen.findByText(CONSENT_REQUIRED)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('refuses one of the most common passwords before sending anything', async () => {
    renderForm(<RegisterForm {...registerProps()} />);
    await ensureCommonPasswords(); // the form starts loading the list on the field's first focus; wait for it here
    await fill('new@example.com', 'qwerty123');
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('shows the green success message and clears the form', async () => {
    action.mockResolvedValue({ result: true });
    renderForm(<RegisterForm {...registerProps()} />);
    await fill('new@example.com', 'mango-tree7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCOUNT_MESSAGES.registered);
    expect(alert.getAttribute('style')).toContain('green');
    expect(action).toHaveBeenCalledWith({ email: 'new@example.com', password: 'mango-tree7', consent: true });
    expect(screen.getByRole('checkbox', { name: CONSENT_LABEL })).not.toBeChecked(); // cleared too
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it("shows the server's formerror in a red alert that can be dismissed", async () => {
    action.mockResolvedValue({ result: false, formerror: ACCOUNT_MESSAGES.emailTaken });
    renderForm(<RegisterForm {...registerProps()} />);
    const user = await fill('taken@example.com', 'mango-tree7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email already registered!');
    expect(alert.getAttribute('style')).toContain('red');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows a field the server refused under that field as well, after the form's reset", async () => {
    // The server's answer while the browser has not loaded the common-password list yet.
    action.mockResolvedValue({
      result: false,
      formerror: COMMON_PASSWORD_MESSAGE,
      violations: [{ propertyPath: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
    renderForm(<RegisterForm {...registerProps()} />);
    await fill('new@example.com', 'mango-tree7');
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_PASSWORD_MESSAGE);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(`${COMMON_PASSWORD_MESSAGE} 6 to 20 characters`); // message, then hint
  });

  it("says 'Email already registered!' when the request fails, as the spec's client does", async () => {
    action.mockRejectedValue(new Error('network'));
    renderForm(<RegisterForm {...registerProps()} />);
    await fill('x@example.com', 'mango-tree7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered!');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
  });
});

describe('Register in Tamil', () => {
  it("shows the form, the spec's messages and the server's answer in Tamil", async () => {
    action.mockResolvedValue({ result: false, formerror: ACCOUNT_MESSAGES.emailTaken });
    renderForm(<RegisterForm {...registerProps('ta')} />, { locale: 'ta' });
    expect(screen.getByRole('heading', { name: 'பதிவு' })).toBeInTheDocument();
    // The password's eye button is named, in Tamil too.
    expect(screen.getByRole('button', { name: 'கடவுச்சொல்லைக் காட்டு', pressed: false })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'இலவசமாகப் பதிவு செய்' }));
    expect(await screen.findByText('மின்னஞ்சலை உள்ளிடுங்கள்!')).toBeInTheDocument();
    expect(screen.getByText('கடவுச்சொல்லை உள்ளிடுங்கள்!')).toBeInTheDocument();
    expect(screen.getByText('விதிமுறைகளையும் தனியுரிமைக் கொள்கையையும் ஏற்றுக்கொள்ளுங்கள்!')).toBeInTheDocument();
    expect(screen.queryByText('Enter Email!')).not.toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/மின்னஞ்சல்/), 'taken@example.com');
    await user.type(screen.getByLabelText(/^கடவுச்சொல்/), 'mango-tree7');
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('link', { name: 'விதிமுறைகளையும்' })).toHaveAttribute('href', '/terms');
    await user.click(screen.getByRole('button', { name: 'இலவசமாகப் பதிவு செய்' }));
    // The server answered in the spec's English; the page reads it in Tamil.
    expect(await screen.findByRole('alert')).toHaveTextContent('இந்த மின்னஞ்சல் ஏற்கெனவே பதிவு செய்யப்பட்டுள்ளது!');
    expect(screen.getByRole('button', { name: 'மூடு' })).toBeInTheDocument();
  });
});
