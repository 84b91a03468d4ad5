import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HideProfile } from '@/components/account/hide-profile';
import { MarkMarried } from '@/components/account/mark-married';
import { PrivateBrowsing } from '@/components/account/private-browsing';
import { setBrowsePrivately, setHidden, setMarried } from '@/components/account/account-api';
import { ApiError } from '@/components/crud/api-client';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { renderWithMantine } from '../helpers/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/components/account/account-api', () => ({
  setHidden: jest.fn(),
  setMarried: jest.fn(),
  setBrowsePrivately: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

describe('the account page switches (one action hook and one confirm dialog)', () => {
  it('Hide my profile says what follows, Cancel changes nothing, the second click hides', async () => {
    const user = userEvent.setup();
    jest.mocked(setHidden).mockResolvedValue(null);
    renderWithMantine(<HideProfile hidden={false} />);
    await user.click(screen.getByRole('button', { name: 'Hide my profile' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MEMBER_ACCOUNT_TEXT.hideExplain);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(setHidden).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Hide my profile' }));
    const confirm = await screen.findAllByRole('button', { name: 'Hide my profile' });
    await user.click(confirm[confirm.length - 1]);
    expect(await screen.findByText(MEMBER_ACCOUNT_TEXT.hidden)).toBeInTheDocument();
    expect(setHidden).toHaveBeenCalledWith(true);
    expect(refresh).toHaveBeenCalled();
  });

  it('Mark as married shows a refusal inside the dialog, which stays open, and refreshes nothing', async () => {
    const user = userEvent.setup();
    jest.mocked(setMarried).mockRejectedValue(new ApiError(422, MEMBER_ACCOUNT_TEXT.partnerNotCandidate));
    renderWithMantine(
      <MarkMarried married={false} candidates={[{ iri: '/api/profiles/7', fullName: 'Kavya' }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Mark as married' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MEMBER_ACCOUNT_TEXT.marriedExplain);
    const confirm = await screen.findAllByRole('button', { name: 'Mark as married' });
    await user.click(confirm[confirm.length - 1]);
    expect(await screen.findByRole('alert')).toHaveTextContent(MEMBER_ACCOUNT_TEXT.partnerNotCandidate);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(setMarried).toHaveBeenCalledWith(true, null);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('Browse privately applies at once and stays off when the server refuses', async () => {
    const user = userEvent.setup();
    jest.mocked(setBrowsePrivately).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithMantine(<PrivateBrowsing on={false} />);
    const toggle = screen.getByRole('switch', { name: 'Browse privately' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    expect(toggle).not.toBeChecked();

    jest.mocked(setBrowsePrivately).mockResolvedValueOnce(null);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    // the refusal is gone; the only alert left is the green notice
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Private browsing is on/);
    expect(setBrowsePrivately).toHaveBeenLastCalledWith(true);
  });
});
