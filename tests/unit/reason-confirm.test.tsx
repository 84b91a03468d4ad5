import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonConfirm } from '@/components/forms/reason-confirm';
import { ApiError } from '@/components/crud/api-client';
import { renderWithMantine } from '../helpers/render';

const send = jest.fn();
beforeEach(() => send.mockReset());

const renderIt = () =>
  renderWithMantine(
    <ReasonConfirm
      label="Suspend"
      reasonLabel="Reason: Suspend"
      description="Kept in the audit log."
      follows="The member is signed out everywhere."
      reasonRequired="Give a reason."
      cancelLabel="Cancel"
      onCancel={() => {}}
      send={send}
    />,
  );

describe('ReasonConfirm (an administrator decision with a reason and a second click)', () => {
  it('asks for a reason, then shows what follows, and sends only on the second click', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue(undefined);
    renderIt();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Give a reason.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Reason: Suspend/ }), '  fake photos  ');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(screen.getByText('The member is signed out everywhere.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, suspend' }));
    expect(send).toHaveBeenCalledWith('fake photos');
  });

  it("a refusal puts the server's reason message under the field and asks again", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(
      new ApiError(422, 'reason: Too long.', [{ propertyPath: 'reason', message: 'Too long.' }]),
    );
    renderIt();
    await user.type(screen.getByRole('textbox', { name: /Reason: Suspend/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.click(screen.getByRole('button', { name: 'Yes, suspend' }));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByText('The member is signed out everywhere.')).not.toBeInTheDocument();
  });
});
