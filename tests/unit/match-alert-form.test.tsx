import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MatchAlertForm } from '@/components/account/match-alert-form';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

/** /user/account's choice of match alert e-mails (issue 26 item 3): daily, weekly or off, saved at once. */
describe('MatchAlertForm', () => {
  it('shows the current choice and saves another with PATCH /api/me', async () => {
    const calls = mockFetch(() => jsonResponse({ matchAlerts: 'daily' }));
    renderWithMantine(<MatchAlertForm frequency="weekly" />);
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await userEvent.setup().click(screen.getByText('Daily'));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls).toMatchObject([{ url: '/api/me', method: 'PATCH', body: { matchAlerts: 'daily' } }]);
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
  });

  it('goes back to the saved choice and says so when saving fails', async () => {
    mockFetch(() => jsonResponse({ 'hydra:description': 'Server away' }, 500));
    renderWithMantine(<MatchAlertForm frequency="weekly" />);
    await userEvent.setup().click(screen.getByText('Off'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save. Please try again.');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked());
  });

  it('speaks Tamil', () => {
    mockFetch(() => jsonResponse({}));
    renderWithMantine(<MatchAlertForm frequency="off" />, { locale: 'ta' });
    expect(screen.getByText('எத்தனை முறை')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'வேண்டாம்' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'தினமும்' })).not.toBeChecked();
  });
});
