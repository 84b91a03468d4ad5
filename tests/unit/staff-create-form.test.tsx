import userEvent from '@testing-library/user-event';
import { StaffCreateForm } from '@/app/(app)/admin/staff/staff-create-form';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { renderWithMantine, screen, waitFor } from '../helpers/render';

/** The staff screen's create form on the form kit, with its server action played by a stub. */
function open(answer: ActionAnswer) {
  const action = jest.fn(async () => answer);
  const onCreated = jest.fn();
  renderWithMantine(<StaffCreateForm action={action} onCreated={onCreated} />);
  return { action, onCreated, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox', { name: /Email/ });
const create = () => screen.getByRole('button', { name: 'Create' });

describe('the staff create form', () => {
  it('refuses an empty e-mail with the schema message, without calling the server', async () => {
    const { action, user } = open({ result: true });
    await user.click(create());
    expect(await screen.findByText('Enter Email!')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('shows an e-mail already registered (the 422 on email) under the field and in a warning', async () => {
    const { action, onCreated, user } = open({
      result: false,
      formerror: 'Email already registered!',
      violations: [{ propertyPath: 'email', message: 'Email already registered!' }],
    });
    await user.type(email(), 'clerk@college.example');
    await user.click(create());
    expect(await screen.findAllByText('Email already registered!')).toHaveLength(2); // toast and field
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue('clerk@college.example');
    expect(action).toHaveBeenCalledWith({ email: 'clerk@college.example', name: '', role: 'ROLE_COLLEGE' });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says where the link went, clears the form and refreshes the list', async () => {
    const { onCreated, user } = open({ result: true });
    await user.type(email(), 'new@college.example');
    await user.click(create());
    expect(
      await screen.findByText('A set-password e-mail was sent to new@college.example.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(email()).toHaveValue('');
  });
});
