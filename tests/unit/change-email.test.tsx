import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeEmail } from '@/components/account/change-email';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
beforeEach(() => refresh.mockReset());

/**
 * /user/account's change of the sign-in e-mail, a light form (no form kit, no zod in the browser):
 * the rules of changeEmailSchema on leaving a field and on submit, the server's refusal under the
 * field it names and in the red alert, the link's message in the green one and the form cleared.
 */
describe('ChangeEmail', () => {
  const form = () => screen.getByRole('form', { name: 'Change the sign-in e-mail' });
  const email = () => within(form()).getByLabelText(/^New e-mail/);
  const password = () => within(form()).getByLabelText(/^Password/);

  it('checks both fields before sending anything', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderWithMantine(<ChangeEmail />);
    await user.type(email(), 'not-an-address');
    await user.tab();
    expect(await within(form()).findByText('Enter Valid Email!')).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Send the link' }));
    expect(await within(form()).findByText(MEMBER_ACCOUNT_TEXT.passwordRequired)).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('shows the refusal under the password and in the alert, keeping what was typed', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          'hydra:description': MEMBER_ACCOUNT_TEXT.passwordWrong,
          violations: [{ propertyPath: 'password', message: MEMBER_ACCOUNT_TEXT.passwordWrong }],
        },
        422,
      ),
    );
    const user = userEvent.setup();
    renderWithMantine(<ChangeEmail />);
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'not-my-password');
    await user.click(within(form()).getByRole('button', { name: 'Send the link' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(MEMBER_ACCOUNT_TEXT.passwordWrong);
    await waitFor(() => expect(password()).toHaveAccessibleDescription(MEMBER_ACCOUNT_TEXT.passwordWrong));
    expect(email()).toHaveValue('new@example.com');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('sends both with PATCH /api/me, says the link is sent, clears the form and refreshes the page', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderWithMantine(<ChangeEmail />);
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'my-password');
    await user.click(within(form()).getByRole('button', { name: 'Send the link' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(MEMBER_ACCOUNT_TEXT.emailLinkSent);
    expect(calls).toMatchObject([
      { url: '/api/me', method: 'PATCH', body: { email: 'new@example.com', password: 'my-password' } },
    ]);
    expect(email()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(refresh).toHaveBeenCalled();
  });
});
