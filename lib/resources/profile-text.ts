/**
 * Every word the profile screens show, in one place, but the rules' messages, which the form and
 * the server share (lib/validation/profile.ts). Upload messages, the dashboard notices and 'Saved
 * Succssfully' are the spec's, word for word (sections 2, 5, 8). The field labels are in
 * ./profile-labels.ts: they come from the profile registry, which code that only needs a
 * message (the photo upload on the dashboard) should not carry into the browser.
 */

/** Section titles, in the spec's order. */
export const SECTIONS = {
  photo: 'Photo',
  caste: 'Select Sub Caste',
  personal: 'Personal',
  family: 'Family',
  horoscope: 'Horoscope',
  lookingFor: 'Looking For',
  general: 'General',
} as const;

export const UPLOAD_TEXT = {
  photoLabel: '(Only JPEG, JPG or PNG)',
  horoscopeLabel: 'Click or drag file to this area to upload(Only PDF)',
  invalidType: 'upload valid type',
  tooLarge: 'upload file less than 10MB',
  uploading: 'Uploading...',
  remove: 'Remove',
} as const;

export const PROFILE_TEXT = {
  saved: 'Saved Succssfully',
  noProfile: 'Please update your profile to continue',
  updateProfile: 'Update Profile',
  waitForCall:
    'Please wait for a phone call from our team to verify your mobile number. After verification, you can find your match.',
  verified: 'Your mobile number is verified.',
  // Issue 22 item 5: a member who changes a verified number is told first what follows.
  mobileChangeTitle: 'Change your verified mobile number?',
  mobileChange: 'The team will call to verify it again; matching pauses until then.',
  mobileChangeConfirm: 'Change the number',
  findMatch: 'Find your match',
  modalTitle: 'Profile',
  save: 'Save',
  anyChoice: 'Any',
  yes: 'Yes',
  no: 'No',
  networkFailed: 'Something went wrong!',
} as const;

/** Uploads larger than this are refused in the browser and again by the server (spec section 5). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export { PLACEHOLDERS } from './placeholders';
