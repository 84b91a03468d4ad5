import userEvent from '@testing-library/user-event';
import { MyProfile } from '@/components/profile/my-profile';
import { formatPhone } from '@/lib/format-phone';
import { fakeSave, LOOKUPS, savedToastShown, STORED_PROFILE } from '../helpers/profile-api';
import { renderForm } from '../helpers/render-form';
import { screen, waitFor, within } from '@testing-library/react';

const WAIT =
  'Please wait for a phone call from our team to verify your mobile number. After verification, you can find your match.';

describe('MyProfile on the member dashboard', () => {
  it('invites a member without a profile to fill it in, in an empty form', async () => {
    const user = userEvent.setup();
    renderForm(<MyProfile profile={null} loadLookups={async () => LOOKUPS} save={fakeSave()} />);
    expect(screen.getByText('Please update your profile to continue')).toBeVisible();
    expect(screen.queryByText(WAIT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const modal = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(modal).getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(within(modal).getByRole('textbox', { name: 'Total Children' })).toHaveValue('0');
    const sections = within(modal)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(sections.filter(Boolean)).toEqual([
      'Photo',
      'Select Sub Caste',
      'Personal',
      'Family',
      'Horoscope',
      'Looking For',
    ]);
  });

  it('greets by name, tells an unverified member to wait for the call, and shows the placeholders', () => {
    renderForm(
      <MyProfile
        profile={{ ...STORED_PROFILE, photo: null }}
        loadLookups={async () => LOOKUPS}
        save={fakeSave()}
        mobileText={formatPhone(STORED_PROFILE.mobile)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hello Kavya Raman' })).toBeVisible();
    expect(screen.getByText(WAIT)).toBeVisible();
    expect(screen.getByText('Mobile: +91 98765 43210')).toBeVisible();
    expect(screen.queryByText('Please update your profile to continue')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo' })).toHaveAttribute('src', '/no-image.webp');
    expect(screen.getByRole('link', { name: 'no-horoscope.pdf' })).toHaveAttribute(
      'href',
      '/no-horoscope.pdf',
    );
  });

  it('leads a verified member to the matches instead', () => {
    renderForm(
      <MyProfile
        profile={{ ...STORED_PROFILE, mobileVerified: true }}
        loadLookups={async () => LOOKUPS}
        save={fakeSave()}
      />,
    );
    expect(screen.queryByText(WAIT)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your match' })).toHaveAttribute('href', '/user/matches');
  });

  it('opens the stored profile for editing, and after a save (one call) closes the form', async () => {
    const save = fakeSave();
    const user = userEvent.setup();
    renderForm(<MyProfile profile={STORED_PROFILE} loadLookups={async () => LOOKUPS} save={save} />);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    const modal = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(modal).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Kavya Raman');
    expect(within(modal).queryByRole('group', { name: 'General' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    await savedToastShown();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The save is a server action that answers with the page re-rendered: nothing else is asked for.
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][1]).toBe(7);
  });

  it("asks for the form's choices on the first Update only, and the form opens with them", async () => {
    const loadLookups = jest.fn(async () => LOOKUPS);
    const user = userEvent.setup();
    renderForm(<MyProfile profile={STORED_PROFILE} loadLookups={loadLookups} save={fakeSave()} />);
    expect(loadLookups).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    const modal = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(modal).getAllByRole('textbox', { name: 'Star' })[0]).toHaveValue('Bharani');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Profile' })).toBeVisible();
    expect(loadLookups).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to Update Profile when the form first opened is closed', async () => {
    const user = userEvent.setup();
    renderForm(<MyProfile profile={STORED_PROFILE} loadLookups={async () => LOOKUPS} save={fakeSave()} />);
    const update = screen.getByRole('button', { name: 'Update Profile' });
    await user.click(update);
    const modal = await screen.findByRole('dialog', { name: 'Profile' });
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(update).toHaveFocus());
  });
});
