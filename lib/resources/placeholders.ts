/**
 * Shown when a profile has no photo or horoscope yet (the files ship in public/). Apart from
 * profile-text.ts, which imports the whole field registry: a match card needs only the path.
 */
export const PLACEHOLDERS = { photo: '/no-image.webp', horoscope: '/no-horoscope.pdf' } as const;
