/** @jest-environment node */
import { displayOf } from '@/lib/data/profiles/display';
import { closeDb, resetDatabase } from '../helpers/db';

/** A candidate's facts in the reader's language (issue 24): country names as the reader writes them. */
beforeAll(() => resetDatabase());
afterAll(() => closeDb());

it('names the countries in English or in Tamil', async () => {
  const view = { id: 1, nativeCountry: 'IN', livingCountry: 'SG', nativeCity: 'Madurai' };
  expect(await displayOf(view)).toMatchObject({
    nativeCountry: 'India',
    livingCountry: 'Singapore',
    nativeCity: 'Madurai',
  });
  const tamil = await displayOf(view, 'ta');
  expect(tamil.nativeCountry).toBe('இந்தியா');
  expect(tamil.livingCountry).toBe('சிங்கப்பூர்');
  expect(tamil.nativeCity).toBe('Madurai'); // what the member wrote stays as written
});

it('says yes and no in the reader language (a Tamil page showed English "No")', async () => {
  const view = { id: 1, physicallyChallenged: false, chevvaiDhosam: true };
  expect(await displayOf(view)).toMatchObject({ physicallyChallenged: 'No', chevvaiDhosam: 'Yes' });
  expect(await displayOf(view, 'ta')).toMatchObject({ physicallyChallenged: 'இல்லை', chevvaiDhosam: 'ஆம்' });
  // A language the site does not have reads as English, the default.
  expect(await displayOf(view, 'fr')).toMatchObject({ physicallyChallenged: 'No', chevvaiDhosam: 'Yes' });
});
