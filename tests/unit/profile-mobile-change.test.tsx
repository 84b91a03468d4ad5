import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { MyProfile } from '@/components/profile/my-profile';
import { LABELS } from '@/lib/resources/profile-labels';
import { fakeSave, LOOKUPS, STORED_PROFILE } from '../helpers/profile-api';
import { renderForm } from '../helpers/render-form';

/*
 * Issue 22 item 5: a member who changes a mobile number the team verified is asked first (the team
 * will call again; matching pauses until then). Nothing is saved unless they confirm; the same
 * number written differently, or an unverified one, saves without asking.
 */
const ASK = 'The team will call to verify it again; matching pauses until then.';

async function openForm(profile: typeof STORED_PROFILE) {
  const save = fakeSave();
  const user = userEvent.setup();
  renderForm(<MyProfile profile={profile} loadLookups={async () => LOOKUPS} save={save} />);
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  const modal = await screen.findByRole('dialog', { name: 'Profile' });
  await waitFor(() => expect(within(modal).getByRole('button', { name: 'Save' })).toBeEnabled());
  const mobile = within(modal).getByRole('textbox', { name: LABELS.mobile });
  return { save, user, modal, mobile };
}

describe('changing a verified mobile number', () => {
  it('asks first; Cancel saves nothing, "Change the number" saves', async () => {
    const { save, user, modal, mobile } = await openForm({ ...STORED_PROFILE, mobileVerified: true });
    await user.clear(mobile);
    await user.type(mobile, '9123456789');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Change your verified mobile number?' });
    expect(within(ask).getByText(ASK)).toBeVisible();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(save).not.toHaveBeenCalled();

    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Change your verified mobile number?' });
    await user.click(within(again).getByRole('button', { name: 'Change the number' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(String(save.mock.calls[0][0].mobile).replace(/\D/g, '')).toBe('919123456789');
  });

  it('does not ask when the verified number is unchanged', async () => {
    const verified = await openForm({ ...STORED_PROFILE, mobileVerified: true });
    await verified.user.click(within(verified.modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(verified.save).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
  });

  it('does not ask for a number the team has not verified yet', async () => {
    const { save, user, modal, mobile } = await openForm({ ...STORED_PROFILE, mobileVerified: false });
    await user.clear(mobile);
    await user.type(mobile, '9123456789');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
  });
});
