import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberPassword } from '@/components/account/member-password';
import { COMMON_PASSWORD_MESSAGE, ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { renderForm } from '../helpers/render-form';

const action = jest.fn();
beforeEach(() => action.mockReset());

async function submit(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
  for (const [label, value] of [
    ['Current Password', current],
    ['New Password', next],
    ['Confirm Password', confirm],
  ]) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('MemberPassword', () => {
  it('shows the spec messages for empty fields', async () => {
    renderForm(<MemberPassword action={action} />);
    await submit('', '', '');
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Please retype your password.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('checks the length of both passwords and that the retyped one matches', async () => {
    renderForm(<MemberPassword action={action} />);
    await submit('12345', 'x'.repeat(21), 'something-else');
    expect(await screen.findByText('Too Short!')).toBeInTheDocument();
    expect(screen.getByText('Too Long!')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('refuses a common new password, while a common current one is fine', async () => {
    renderForm(<MemberPassword action={action} />);
    await ensureCommonPasswords();
    await submit('password1', 'sunshine1', 'sunshine1');
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(COMMON_PASSWORD_MESSAGE)).toHaveLength(1);
    expect(action).not.toHaveBeenCalled();
  });

  it('sends current and new password, shows a green toast and clears the form', async () => {
    action.mockResolvedValue({ result: true });
    renderForm(<MemberPassword action={action} />);
    await submit('old-pass', 'new-pass', 'new-pass');
    expect(await screen.findByText('Password Changed Successfully!')).toBeInTheDocument();
    expect(action).toHaveBeenCalledWith({ currentpassword: 'old-pass', newpassword: 'new-pass' });
    expect(screen.getByLabelText(/^Current Password/)).toHaveValue('');
  });

  it("warns 'Current Password Wrong!' when the server says no", async () => {
    action.mockResolvedValue({ result: false });
    renderForm(<MemberPassword action={action} />);
    await submit('bad-pass', 'new-pass', 'new-pass');
    expect(await screen.findByText('Current Password Wrong!')).toBeInTheDocument();
  });

  it('also marks the field the server refused, with its message, and not green', async () => {
    action.mockResolvedValue({
      result: false,
      formerror: 'Current Password Wrong!',
      violations: [{ propertyPath: 'currentpassword', message: 'Current Password Wrong!' }],
    });
    renderForm(<MemberPassword action={action} />);
    await submit('bad-pass', 'new-pass', 'new-pass');
    const current = screen.getByLabelText(/^Current Password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current Password Wrong!'));
    expect(current).not.toHaveAttribute('data-valid');
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('data-valid', 'true');
  });

  it('only logs a network failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    action.mockRejectedValue(new Error('offline'));
    renderForm(<MemberPassword action={action} />);
    await submit('old-pass', 'new-pass', 'new-pass');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Current Password Wrong!')).not.toBeInTheDocument();
    expect(screen.queryByText('Password Changed Successfully!')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
