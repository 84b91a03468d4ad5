import userEvent from '@testing-library/user-event';
import { ProfileForm } from '@/components/profile/profile-form';
import { REQUIRED_MESSAGES } from '@/components/profile/profile-text';
import { apiCalls, mockApi, STORED_PROFILE } from '../helpers/profile-api';
import { renderForm } from '../helpers/render-form';
import { screen, waitFor, within } from '@testing-library/react';

const group = (name: string) => screen.getByRole('group', { name });
const ready = () => waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());

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
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={null} onSaved={jest.fn()} />);
    await ready();
    // Counts default to 0: emptied, they are "not entered".
    for (const label of ['Total Children', 'Total Brothers', 'Total Sisters'])
      await user.clear(screen.getByLabelText(label, { exact: false }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The two countries default to IN and cannot be emptied from the screen (see profile-schema tests).
    const shown = Object.entries(REQUIRED_MESSAGES).filter(([field]) => !field.endsWith('Country'));
    expect(shown).toHaveLength(26);
    for (const [, message] of shown) expect(await screen.findByText(message)).toBeVisible();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('marks a touched field red with its message when empty and green when valid', async () => {
    mockApi();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={null} onSaved={jest.fn()} />);
    await ready();
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
    mockApi();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={null} onSaved={jest.fn()} />);
    await ready();
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
    mockApi();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={STORED_PROFILE} onSaved={jest.fn()} />);
    await ready();
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
    const fetchMock = mockApi();
    const { unmount } = renderForm(<ProfileForm profile={null} onSaved={jest.fn()} />);
    await ready();
    expect(screen.queryByRole('group', { name: 'General' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile Verified')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Members Plan')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/membersplans?pagination=false&status=true',
    );
    unmount();

    renderForm(<ProfileForm profile={null} showGeneral onSaved={jest.fn()} />);
    await ready();
    const general = group('General');
    expect(within(general).getByRole('checkbox', { name: 'Mobile Verified' })).not.toBeChecked();
    expect(within(general).getByRole('checkbox', { name: 'Status' })).toBeChecked();
    expect(within(general).getByRole('textbox', { name: 'Members Plan' })).toBeInTheDocument();
    expect(within(general).getByLabelText('Expiry')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  });

  it("saves a member's edit as a merge-patch without the General fields, then says 'Saved Succssfully'", async () => {
    const fetchMock = mockApi((url, init) =>
      url === '/api/profiles/7' && init.method === 'PATCH'
        ? { status: 200, body: STORED_PROFILE }
        : undefined,
    );
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={STORED_PROFILE} onSaved={onSaved} />);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved Succssfully')).toBeVisible();
    expect(onSaved).toHaveBeenCalledWith(STORED_PROFILE);
    const [call] = apiCalls(fetchMock);
    expect(call).toMatchObject({
      url: '/api/profiles/7',
      method: 'PATCH',
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(call.body).toMatchObject({
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
      expect(call.body).not.toHaveProperty(field);
  });

  it("keeps the form and its values and shows the server's hydra:description when the save is refused", async () => {
    mockApi((url) =>
      url === '/api/profiles/7'
        ? {
            status: 422,
            body: {
              'hydra:description': 'mobile: This mobile number is already used by another profile.',
              violations: [
                { propertyPath: 'mobile', message: 'This mobile number is already used by another profile.' },
              ],
            },
          }
        : undefined,
    );
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={STORED_PROFILE} onSaved={onSaved} />);
    await ready();
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
