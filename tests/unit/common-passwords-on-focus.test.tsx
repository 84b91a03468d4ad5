import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from '@/app/(public)/register/register-form';
import { isCommonPassword } from '@/lib/validation/common-passwords';
import { renderForm } from '../helpers/render-form';
import { registerProps } from '../helpers/light-props';

jest.mock('@/app/(public)/register/actions', () => ({ register: jest.fn() }));

// The common-password list is most of the register page's JavaScript on a phone (issue 28): it is
// fetched when the member starts on a password, not with the page.
it('loads the common-password list on the password field’s first focus, not with the page', async () => {
  renderForm(<RegisterForm {...registerProps()} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), 'new@example.com');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(isCommonPassword('123456')).toBe(false);
  await user.click(screen.getByLabelText(/^Password/));
  await waitFor(() => expect(isCommonPassword('123456')).toBe(true));
});
