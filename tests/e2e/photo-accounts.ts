import type { InterestMember } from './interest-accounts';

/**
 * tests/e2e/photos.spec.ts only: twelve verified brides aged 45 (no other fixture is) who upload a
 * photo each, and a groom who finds them with `ageFrom=45&ageTo=45`.
 */
export const GALLERY_AGE = 45;

export const photoViewer: InterestMember = {
  email: 'photo-viewer@e2e.test',
  password: 'viewer-pass-1',
  fullName: 'Photo Viewer',
  mobile: '+919840030000',
  gender: 'Male',
  plan: false,
  age: 46,
};

export const galleryMembers: InterestMember[] = Array.from({ length: 12 }, (_, i) => ({
  email: `gallery-${i + 1}@e2e.test`,
  password: 'gallery-pass-1',
  fullName: `Gallery Bride ${i + 1}`,
  mobile: `+9198400301${i + 10}`,
  gender: 'Female',
  plan: false,
  age: GALLERY_AGE,
}));
