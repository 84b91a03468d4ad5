import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/app/(public)/contact/contact-form';
import { LoginForm } from '@/app/(public)/login/login-form';
import { loginTexts } from '@/app/(public)/login/texts';
import { RegisterForm } from '@/app/(public)/register/register-form';
import { MemberPassword } from '@/components/account/member-password';
import { PAGE_MESSAGES } from '@/lib/i18n/catalogues';
import { specTextsOf } from '@/lib/i18n/spec-say';
import { renderForm } from '../helpers/render-form';
import { registerProps } from '../helpers/light-props';
import { contactProps } from '../helpers/public-form-props';

// The light login form takes its words from the page (English here).
const english = PAGE_MESSAGES.en as unknown as Record<string, Record<string, string>>;
const loginProps = {
  texts: loginTexts(
    (key) => english.auth[key],
    (key) => english.form[key],
  ),
  spec: specTextsOf(english),
};

// The server actions are never reached here: these tests only focus, leave and type.
jest.mock('@/app/(public)/login/actions', () => ({ login: jest.fn() }));
jest.mock('@/app/(public)/register/actions', () => ({ register: jest.fn() }));
jest.mock('@/app/(public)/contact/actions', () => ({ sendEnquiry: jest.fn() }));

/**
 * Spec section 5: once touched, an input is red with its message on error and green when valid.
 * Left empty it turns red; filled with a valid value it turns green (data-valid and a green border).
 */
async function expectRedThenGreen(label: RegExp, message: string, valid: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  expect(input).not.toHaveAttribute('data-valid'); // neutral before it is touched
  await user.click(input);
  expect(input).not.toHaveAttribute('data-valid'); // focused but empty: not green yet
  await user.tab();
  // The message under this field (leaving it to type in another may make that one red too).
  const field = within(input.closest<HTMLElement>('.mantine-InputWrapper-root')!);
  expect(await field.findByText(message)).toBeInTheDocument();
  // The drawn box: the input itself, or for a password the wrapper round it and its eye button.
  const box = input.closest('.mantine-Input-input')!;
  expect(box).toHaveAttribute('data-error', 'true');
  expect(input).not.toHaveAttribute('data-valid');

  await user.type(input, valid);
  await user.tab();
  await waitFor(() => expect(input).toHaveAttribute('data-valid', 'true'));
  expect(field.queryByText(message)).not.toBeInTheDocument();
  expect(box).not.toHaveAttribute('data-error');
  expect(box).toHaveStyle({ borderColor: 'var(--mantine-color-green-7)' });
}

describe('green and red input states once touched', () => {
  it('on sign-in', async () => {
    renderForm(<LoginForm {...loginProps} />);
    await expectRedThenGreen(/^Email/, 'Enter Email!', 'asha@example.com');
    await expectRedThenGreen(/^Password/, 'Enter Password!', 'secret1');
  });

  it('on registration', async () => {
    renderForm(<RegisterForm {...registerProps()} />);
    await expectRedThenGreen(/^Email/, 'Enter Email!', 'asha@example.com');
  });

  it('on the contact form', async () => {
    renderForm(<ContactForm {...contactProps()} />);
    await expectRedThenGreen(/^Name/, 'Enter Name!', 'Asha');
    await expectRedThenGreen(/^Your email/, 'Enter Email!', 'asha@example.com');
    await expectRedThenGreen(/^Phone/, 'Enter Phone!', '9876543210');
    await expectRedThenGreen(/^Message/, 'Enter Message!', 'Hello');
  });

  it('on change password', async () => {
    renderForm(<MemberPassword action={jest.fn()} />);
    await expectRedThenGreen(/^Current Password/, 'Required', 'oldpass1');
  });
});
