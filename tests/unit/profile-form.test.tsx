import userEvent from '@testing-library/user-event';
import { ProfileForm } from '@/components/profile/profile-form';
import { REQUIRED_MESSAGES } from '@/lib/validation/profile';
import { fakeSave, LOOKUPS, savedToastShown, STORED_PROFILE } from '../helpers/profile-api';
import { renderForm } from '../helpers/render-form';
import { screen, within } from '@testing-library/react';

const group = (name: string) => screen.getByRole('group', { name });

/** The options a select offers once opened. */
async function optionsOf(user: ReturnType<typeof userEvent.setup>, field: HTMLElement) {
  await user.click(field);
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return options;
}

describe('the profile form', () => {
  it('shows every required-field message of the spec on an empty save, and sends nothing', async () => {
    const save = fakeSave();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={null} lookups={LOOKUPS} save={save} />);
    // Counts default to 0: emptied, they are "not entered".
    for (const label of ['Total Children', 'Total Brothers', 'Total Sisters'])
      await user.clear(screen.getByLabelText(label, { exact: false }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The two countries default to IN and cannot be emptied from the screen (see profile-schema tests).
    const shown = Object.entries(REQUIRED_MESSAGES).filter(([field]) => !field.endsWith('Country'));
    expect(shown).toHaveLength(26);
    for (const [, message] of shown) expect(await screen.findByText(message)).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  });

  it('marks a touched field red with its message when empty and green when valid', async () => {
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={null} lookups={LOOKUPS} save={fakeSave()} />);
    const fatherName = screen.getByRole('textbox', { name: 'Father Name' });
    await user.click(fatherName);
    await user.tab();
    expect(await screen.findByText('Enter Father Name!')).toBeVisible();
    expect(fatherName).toHaveAttribute('aria-invalid', 'true');
    await user.type(fatherName, 'Raman');
    expect(screen.queryByText('Enter Father Name!')).not.toBeInTheDocument();
    expect(fatherName).toHaveAttribute('aria-invalid', 'false');
    expect(fatherName.getAttribute('style')).toContain('--mantine-color-green-7');
  });

  it('offers ages 18 to 99 for age, from age and to age, and the ISO countries with IN first chosen', async () => {
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={null} lookups={LOOKUPS} save={fakeSave()} />);
    const ages = Array.from({ length: 82 }, (_, i) => String(18 + i));
    expect(await optionsOf(user, within(group('Personal')).getByRole('textbox', { name: 'Age' }))).toEqual(
      ages,
    );
    expect(await optionsOf(user, screen.getByRole('textbox', { name: 'From Age' }))).toEqual(ages);
    expect(await optionsOf(user, screen.getByRole('textbox', { name: 'To Age' }))).toEqual(ages);

    for (const name of ['Native Country', 'Living Country']) {
      const select = screen.getByRole('textbox', { name });
      expect(select).toHaveValue('India');
      const countries = await optionsOf(user, select);
      expect(countries.length).toBeGreaterThanOrEqual(249);
      expect(countries).toEqual(
        expect.arrayContaining(['Sri Lanka', 'Singapore', 'United Arab Emirates', 'Malaysia']),
      );
    }
  });

  it('offers only the stars of the chosen raasi and clears a star that no longer fits', async () => {
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={STORED_PROFILE} lookups={LOOKUPS} save={fakeSave()} />);
    const horoscope = group('Horoscope');
    expect(within(horoscope).getByRole('textbox', { name: 'Star' })).toHaveValue('Bharani');
    expect(await optionsOf(user, within(horoscope).getByRole('textbox', { name: 'Star' }))).toEqual([
      'Ashwini',
      'Bharani',
      'Karthigai',
    ]);
    await user.click(within(horoscope).getByRole('textbox', { name: 'Raasi' }));
    await user.click(screen.getByRole('option', { name: 'Rishabam' }));
    expect(within(horoscope).getByRole('textbox', { name: 'Star' })).toHaveValue('');
    expect(await optionsOf(user, within(horoscope).getByRole('textbox', { name: 'Star' }))).toEqual([
      'Karthigai',
      'Rohini',
      'Mirugasirisham',
    ]);
  });

  it('hides the General section from members and shows it to administrators', async () => {
    const { unmount } = renderForm(<ProfileForm profile={null} lookups={LOOKUPS} save={fakeSave()} />);
    expect(screen.queryByRole('group', { name: 'General' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile Verified')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Members Plan')).not.toBeInTheDocument();
    unmount();

    renderForm(<ProfileForm profile={null} showGeneral lookups={LOOKUPS} save={fakeSave()} />);
    const general = group('General');
    expect(within(general).getByRole('checkbox', { name: 'Mobile Verified' })).not.toBeChecked();
    expect(within(general).getByRole('checkbox', { name: 'Status' })).toBeChecked();
    expect(within(general).getByRole('textbox', { name: 'Members Plan' })).toBeInTheDocument();
    expect(within(general).getByLabelText('Expiry')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  });

  it("fills Expiry with today + the chosen plan's validity, and leaves it editable (issue 25)", async () => {
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={null} showGeneral lookups={LOOKUPS} save={fakeSave()} />);
    const general = group('General');
    await user.click(within(general).getByRole('textbox', { name: 'Members Plan' }));
    await user.click(screen.getByRole('option', { name: 'Gold' }));
    const day = new Date();
    day.setDate(day.getDate() + 90);
    const shown = [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
    const expiry = within(general).getByLabelText('Expiry');
    expect(expiry).toHaveValue(`${shown}/${day.getFullYear()}`);
    await user.clear(expiry);
    await user.type(expiry, '31/12/2030');
    expect(expiry).toHaveValue('31/12/2030');
  });

  it("saves a member's edit in one call without the General fields, then says 'Saved Succssfully'", async () => {
    const save = fakeSave();
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={STORED_PROFILE} lookups={LOOKUPS} save={save} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await savedToastShown();
    expect(onSaved).toHaveBeenCalledWith(STORED_PROFILE);
    expect(save).toHaveBeenCalledTimes(1);
    const [payload, id] = save.mock.calls[0];
    expect(id).toBe(7);
    expect(payload).toMatchObject({
      fullName: 'Kavya Raman',
      mobile: '+919876543210',
      height: '/api/heights/2',
      age: 27,
      livingCountry: 'SG',
      caste: '/api/castes/1',
      star: '/api/stars/2',
      photo: '/media/abc/kavya.jpg',
      horoscope: null,
      lqualification: '/api/qualifications/2',
      lchevvaiDhosam: false,
      loccupation: null, // an unchosen preference is cleared on update
      lfromAge: 26,
      ltoAge: 32,
    });
    for (const field of ['mobileVerified', 'membersPlan', 'expiry', 'status', 'otp'])
      expect(payload).not.toHaveProperty(field);
  });

  it("keeps the form and its values, shows the server's message and puts a field's under the field when the save is refused", async () => {
    const save = fakeSave({
      ok: false,
      message: 'mobile: This mobile number is already used by another profile.',
      fieldErrors: { mobile: 'This mobile number is already used by another profile.' },
    });
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={STORED_PROFILE} lookups={LOOKUPS} save={save} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('mobile: This mobile number is already used by another profile.'),
    ).toBeVisible();
    expect(screen.getByText('This mobile number is already used by another profile.')).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Kavya Raman');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
