import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteAccount } from '@/components/account/delete-account';
import { HideProfile } from '@/components/account/hide-profile';
import { MarkMarried } from '@/components/account/mark-married';
import { DeleteSearch } from '@/components/searches/saved-search-actions';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { SAVED_SEARCH_TEXT } from '@/lib/validation/saved-searches';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

const refresh = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace }) }));
beforeEach(() => jest.clearAllMocks());

/**
 * The dialogs of My account and Saved searches load on their first opening (issue 28): the button
 * is there from the start, the first click opens the dialog with what follows, the focus moves
 * into it and comes back to the button on closing.
 */
describe('the account and saved-search dialogs, loaded on first use', () => {
  it.each([
    ['Hide my profile', <HideProfile key="h" hidden={false} />, MEMBER_ACCOUNT_TEXT.hideExplain],
    ['Delete my account', <DeleteAccount key="d" />, MEMBER_ACCOUNT_TEXT.deleteExplain],
    [
      'Mark as married',
      <MarkMarried key="m" married={false} candidates={[{ iri: '/api/profiles/7', fullName: 'Kavya' }]} />,
      MEMBER_ACCOUNT_TEXT.marriedExplain,
    ],
  ])('%s says what follows on the first click and gives the focus back', async (name, element, follows) => {
    const user = userEvent.setup();
    renderWithMantine(element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name });
    expect(dialog).toHaveTextContent(follows);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Delete my account wants the password, shows the refusal, and leaves for the home page once deleted', async () => {
    let answer = jsonResponse(
      {
        'hydra:description': MEMBER_ACCOUNT_TEXT.passwordWrong,
        violations: [{ propertyPath: 'password', message: MEMBER_ACCOUNT_TEXT.passwordWrong }],
      },
      422,
    );
    const calls = mockFetch(() => answer);
    const user = userEvent.setup();
    renderWithMantine(<DeleteAccount />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(MEMBER_ACCOUNT_TEXT.passwordRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Password/), 'not-mine');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MEMBER_ACCOUNT_TEXT.passwordWrong);
    expect(replace).not.toHaveBeenCalled();

    answer = jsonResponse(null, 204);
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/me', 'DELETE /api/me']);
    expect(calls[1].body).toEqual({ password: 'my-password' });
  });

  it.each([
    ['en', 'Delete my account', /^Password/, 'Show password', MEMBER_ACCOUNT_TEXT.passwordRequired],
    ['ta', 'என் கணக்கை நீக்கு', /^கடவுச்சொல்/, 'கடவுச்சொல்லைக் காட்டு', 'கடவுச்சொல்லை உள்ளிடுங்கள்!'],
  ] as const)(
    'Delete my account (%s): the eye button is named, says whether the password shows, and the refused field takes the focus',
    async (locale, title, label, toggle, required) => {
      const calls = mockFetch(() => jsonResponse(null, 204));
      const user = userEvent.setup();
      renderWithMantine(<DeleteAccount />, { locale });
      await user.click(screen.getByRole('button', { name: title }));
      const dialog = await screen.findByRole('dialog', { name: title });
      const password = within(dialog).getByLabelText(label);
      const eye = within(dialog).getByRole('button', { name: toggle });
      expect(eye).toHaveAttribute('aria-pressed', 'false');
      await user.click(within(dialog).getByRole('button', { name: title }));
      await waitFor(() => expect(password).toHaveFocus());
      // The refusal first, then the hint, as Mantine describes a field.
      expect(password.getAttribute('aria-describedby')).toMatch(/-error /);
      expect(within(dialog).getByText(required)).toBeInTheDocument();
      await user.type(password, 'secret');
      expect(password).toHaveAttribute('type', 'password');
      await user.click(eye);
      expect(eye).toHaveAttribute('aria-pressed', 'true');
      expect(password).toHaveAttribute('type', 'text');
      expect(password).toHaveValue('secret');
      expect(calls).toHaveLength(0);
    },
  );

  it('Delete (a saved search) asks first; Cancel changes nothing, Delete deletes it', async () => {
    const calls = mockFetch(() => jsonResponse(null, 204));
    const user = userEvent.setup();
    renderWithMantine(<DeleteSearch id={4} name="Near Madurai" />);
    const trigger = screen.getByRole('button', { name: 'Delete the search Near Madurai' });
    await user.click(trigger);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SAVED_SEARCH_TEXT.deleteExplain);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(calls).toHaveLength(0);

    await user.click(trigger);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SAVED_SEARCH_TEXT.deleted)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/saved_searches/4']);
    expect(refresh).toHaveBeenCalled();
  });
});
