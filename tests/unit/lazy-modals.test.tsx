import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { PhotoZoom } from '@/components/matches/photo-zoom';
import { SafetyActions } from '@/components/safety/safety-actions';
import { UnblockButton } from '@/components/safety/unblock-button';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/**
 * The modals that load on their first opening (next/dynamic): the trigger is there from the
 * start, the first click opens the dialog, the focus moves into it and comes back to the trigger.
 */
describe('modals loaded on first use', () => {
  it('PhotoZoom opens the full photo on the first click, and gives the focus back on closing', async () => {
    const user = userEvent.setup();
    renderWithMantine(<PhotoZoom src="/media/a.webp" alt="Photo of Kavya" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /Photo of Kavya/ });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Photo of Kavya' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('img', { name: 'Photo of Kavya' })).toHaveAttribute(
      'src',
      '/media/a.webp',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('UnblockButton asks first on the first click; Cancel closes, Unblock deletes the block', async () => {
    const calls = mockFetch(() => jsonResponse(null, 204));
    const user = userEvent.setup();
    renderWithMantine(<UnblockButton blockId={7} name="Kavya Raman" />);
    const trigger = screen.getByRole('button', { name: 'Unblock' });
    await user.click(trigger);
    let dialog = await screen.findByRole('dialog', { name: 'Unblock Kavya Raman?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(calls).toHaveLength(0);

    await user.click(trigger);
    dialog = await screen.findByRole('dialog', { name: 'Unblock Kavya Raman?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/blocks/7']);
    expect(refresh).toHaveBeenCalled();
  });

  it('Report and Block open on the first click and give the focus back to their button', async () => {
    const user = userEvent.setup();
    renderWithMantine(<SafetyActions profileId={3} name="Kavya Raman" />);
    for (const [button, title] of [
      ['Report', 'Report Kavya Raman'],
      ['Block', 'Block Kavya Raman?'],
    ]) {
      const trigger = screen.getByRole('button', { name: button });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: title });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    }
  });
});
