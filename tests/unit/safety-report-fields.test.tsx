import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { SafetyActions } from '@/components/safety/safety-actions';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const SHORT = 'Please describe what happened (at least 10 characters).';

/**
 * Report on a member (components/safety): each missing field gets its own message, under itself,
 * and "at least 10 characters" only when some details were written.
 */
describe('the Report dialog’s messages, field by field', () => {
  it('a missing reason, missing details and short details each say so', async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    renderWithMantine(<SafetyActions profileId={3} name="Kavya Raman" />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Kavya Raman' });
    const send = () => user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    const details = within(dialog).getByRole('textbox', { name: /Details/ });

    await send();
    expect(within(dialog).getByText('Select Reason!')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter Details!')).toBeInTheDocument();
    expect(within(dialog).queryByText(SHORT)).not.toBeInTheDocument();

    // Details written, no reason: only the reason is refused.
    await user.type(details, 'He keeps asking for money.');
    await send();
    expect(within(dialog).getByText('Select Reason!')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(details).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Enter Details!')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(SHORT)).not.toBeInTheDocument();

    // A reason, details too short: only the details are refused, for their length.
    await user.click(reason);
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.clear(details);
    await user.type(details, 'rude');
    await send();
    expect(within(dialog).getByText(SHORT)).toBeInTheDocument();
    expect(within(dialog).queryByText('Select Reason!')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a refusal shows under the details and as a warning, a failure as a warning; the dialog stays, busy no more', async () => {
    let answer = () =>
      jsonResponse(
        {
          'hydra:description': 'profile: You cannot report yourself.',
          violations: [{ propertyPath: 'profile', message: 'You cannot report yourself.' }],
        },
        422,
      );
    const calls = mockFetch(() => answer());
    const user = userEvent.setup();
    renderWithMantine(<SafetyActions profileId={3} name="Kavya Raman" />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Kavya Raman' });
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'He keeps asking for money.');
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    await user.click(send);
    expect(await within(dialog).findByText('You cannot report yourself.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('profile: You cannot report yourself.');
    expect(send).not.toHaveAttribute('data-loading');

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(send);
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Kavya Raman' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
