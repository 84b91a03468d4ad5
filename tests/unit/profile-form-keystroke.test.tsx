import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { ProfileForm } from '@/components/profile/profile-form';
import { fakeSave, LOOKUPS, STORED_PROFILE } from '../helpers/profile-api';
import { renderForm } from '../helpers/render-form';

/*
 * Issue 28 (phones): a key typed in one field of the profile form renders that field again, not
 * the form's other fields. Every field rendered again at each key: 190–270 ms a key in Chromium on
 * this machine, 500–800 ms at a phone's speed (4× slower CPU); 10–20 and 20–55 ms now.
 */
const mockRendered: string[] = [];
jest.mock('@mantine/core', () => {
  const actual = jest.requireActual('@mantine/core');
  const { createElement, forwardRef } = jest.requireActual('react');
  // Mantine's own component, noting the label of each render first.
  const noted = (name: 'Select' | 'TextInput' | 'NumberInput' | 'Checkbox') => {
    const Real = actual[name];
    const Noted = forwardRef((props: { label?: unknown }, ref: unknown) => {
      mockRendered.push(`${name} ${String(props.label)}`);
      return createElement(Real, { ...props, ref });
    });
    for (const key of Object.keys(Real)) if (key !== '$$typeof' && key !== 'render') Noted[key] = Real[key];
    return Noted;
  };
  return {
    ...actual,
    Select: noted('Select'),
    TextInput: noted('TextInput'),
    NumberInput: noted('NumberInput'),
    Checkbox: noted('Checkbox'),
  };
});

describe('typing in the profile form', () => {
  it('renders again only the field typed in, the others as they were', async () => {
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={STORED_PROFILE} lookups={LOOKUPS} save={fakeSave()} />);
    const fatherName = screen.getByRole('textbox', { name: 'Father Name' });
    // Every field drew once (the count shows the spy sees them all).
    expect(new Set(mockRendered).size).toBeGreaterThan(30);
    await user.click(fatherName);
    mockRendered.length = 0;

    await user.type(fatherName, 'an');
    expect(fatherName).toHaveValue(`${STORED_PROFILE.fatherName}an`);
    expect(new Set(mockRendered)).toEqual(new Set(['TextInput Father Name']));
  });

  it('still redraws a field whose value another field changed (a star outside the new raasi)', async () => {
    const user = userEvent.setup();
    renderForm(<ProfileForm profile={STORED_PROFILE} lookups={LOOKUPS} save={fakeSave()} />);
    const horoscope = screen.getByRole('group', { name: 'Horoscope' });
    const star = within(horoscope).getByRole('textbox', { name: 'Star' });
    expect(star).toHaveValue('Bharani');
    mockRendered.length = 0;
    await user.click(within(horoscope).getByRole('textbox', { name: 'Raasi' }));
    await user.click(screen.getByRole('option', { name: 'Rishabam' }));
    expect(star).toHaveValue('');
    expect(mockRendered).toContain('Select Star');
    expect(mockRendered).not.toContain('TextInput Father Name');
  });
});
