import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { ReportMessage } from '@/components/messages/report-message';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

/**
 * Report on a message in a conversation: the button is there from the start, the dialog (Mantine's
 * Modal and Select) loads on the first click (issue 28), takes the focus and gives it back, asks
 * for a reason and what happened, and sends the report.
 */
describe('ReportMessage', () => {
  it('opens the question on the first click and gives the focus back on Cancel', async () => {
    const calls = mockFetch(() => jsonResponse(null, 201));
    const user = userEvent.setup();
    renderWithMantine(<ReportMessage conversationId={4} messageId={9} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Report' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(
      within(dialog).getByText('The team will see this message and the messages around it.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('asks for a reason and ten characters, then sends the report and thanks the member', async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    renderWithMantine(<ReportMessage conversationId={4} messageId={9} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Select Reason!')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter Details!')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /What happened\?/ }), 'Rude.');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(
      within(dialog).getByText('Please describe what happened (at least 10 characters).'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /What happened\?/ }));

    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Harassment' }));
    await user.type(within(dialog).getByRole('textbox', { name: /What happened\?/ }), 'He asks for money.');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => [`${c.method} ${c.url}`, c.body])).toEqual([
      [
        'POST /api/conversations/4/messages/9/report',
        { reason: 'harassment', details: 'He asks for money.' },
      ],
    ]);
    expect(await screen.findByText('Thank you. The team will look into it.')).toBeInTheDocument();
  });

  it('says which field is missing: the reason alone, or the details alone', async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    renderWithMantine(<ReportMessage conversationId={4} messageId={9} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    const details = within(dialog).getByRole('textbox', { name: /What happened\?/ });
    const short = 'Please describe what happened (at least 10 characters).';

    // Details written, no reason: the reason's own message, on the reason, nothing on the details.
    await user.type(details, 'He keeps asking for money.');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Select Reason!')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(details).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(short)).not.toBeInTheDocument();

    // Choosing a reason takes its message away; then the details are the missing field.
    await user.click(reason);
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    expect(within(dialog).queryByText('Select Reason!')).not.toBeInTheDocument();
    await user.clear(details);
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Enter Details!')).toBeInTheDocument();
    expect(within(dialog).queryByText('Select Reason!')).not.toBeInTheDocument();
    expect(reason).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(details, 'x');
    expect(within(dialog).queryByText('Enter Details!')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'the server fails',
      () => jsonResponse({ 'hydra:description': 'Internal Server Error' }, 500),
      'The report could not be sent. Please try again.',
    ],
    [
      'the network is down',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'The report could not be sent. Please try again.',
    ],
    [
      'the conversation has ended',
      () => jsonResponse({ 'hydra:description': 'Not Found' }, 404),
      'This conversation has ended.',
    ],
  ])(
    'keeps the dialog open and says why when %s, not that a message was not sent',
    async (_, answer, why) => {
      const calls = mockFetch(answer);
      const user = userEvent.setup();
      renderWithMantine(<ReportMessage conversationId={4} messageId={9} />);
      await user.click(screen.getByRole('button', { name: 'Report' }));
      const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
      await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
      await user.click(await screen.findByRole('option', { name: 'Harassment' }));
      await user.type(within(dialog).getByRole('textbox', { name: /What happened\?/ }), 'He asks for money.');
      await user.click(within(dialog).getByRole('button', { name: 'Report' }));
      expect(await within(dialog).findByText(why)).toBeInTheDocument();
      expect(within(dialog).queryByText(/The message could not be sent/)).not.toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /What happened\?/ })).toHaveValue(
        'He asks for money.',
      );
      expect(calls).toHaveLength(1);
    },
  );

  it('says so in Tamil', async () => {
    mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    renderWithMantine(<ReportMessage conversationId={4} messageId={9} />, { locale: 'ta' });
    await user.click(screen.getByRole('button', { name: 'புகார் செய்' }));
    const dialog = await screen.findByRole('dialog', { name: 'இந்தச் செய்தியைப் பற்றிப் புகார் செய்யுங்கள்' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /என்ன நடந்தது/ }),
      'He keeps asking for money.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'புகார் செய்' }));
    expect(within(dialog).getByText('காரணத்தைத் தேர்ந்தெடுங்கள்!')).toBeInTheDocument();
    expect(
      within(dialog).queryByText('என்ன நடந்தது என்று விவரியுங்கள் (குறைந்தது 10 எழுத்துகள்).'),
    ).not.toBeInTheDocument();
  });
});
