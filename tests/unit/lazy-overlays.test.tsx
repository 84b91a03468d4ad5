import userEvent from '@testing-library/user-event';
import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LazyOverlays, openConfirm, showToast } from '@/components/shell/overlays';
import { theme } from '@/components/theme';

/*
 * Issue 28 item 3: the signed-in layout's toasts and confirm dialogs download on first use. A toast
 * or dialog asked for before its host has loaded still shows, and later ones show directly.
 */
const loaded = { toasts: false, confirms: false };
jest.mock('@/components/shell/toast-host', () => {
  loaded.toasts = true;
  return jest.requireActual('@/components/shell/toast-host');
});
jest.mock('@/components/shell/confirm-host', () => {
  loaded.confirms = true;
  return jest.requireActual('@/components/shell/confirm-host');
});

const renderLayout = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <LazyOverlays />
      <p>page</p>
    </MantineProvider>,
  );

afterEach(() => act(() => notifications.clean()));

describe('toasts and confirm dialogs downloaded on first use', () => {
  it('loads neither host until asked; the first toast, shown before its host loaded, appears, and the next', async () => {
    renderLayout();
    await act(async () => {});
    expect(loaded).toEqual({ toasts: false, confirms: false });
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => showToast({ color: 'green', message: 'Saved.' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(loaded).toEqual({ toasts: true, confirms: false });
    act(() => showToast({ color: 'yellow', message: 'Second.' }));
    expect(await screen.findByText('Second.')).toBeInTheDocument();
  });

  it('opens the confirm dialog on the first call; Confirm runs its action', async () => {
    renderLayout();
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    act(() =>
      openConfirm({
        title: 'Remove this photo?',
        children: <Text size="sm">It goes from your profile.</Text>,
        labels: { confirm: 'Remove', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this photo?' });
    expect(within(dialog).getByText('It goes from your profile.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
