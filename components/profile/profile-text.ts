/**
 * Every word the profile screens show, in one place. Required-field messages, upload messages,
 * the dashboard notices and 'Saved Succssfully' are the spec's, word for word (sections 2, 5, 8).
 */

/** Message shown when a required field is empty (spec section 5, "Profile form required fields"). */
export const REQUIRED_MESSAGES = {
  fullName: 'Enter Full Name!',
  mobile: 'Enter Mobile!',
  height: 'Select Height!',
  weight: 'Select Weight!',
  age: 'Select Age!',
  qualification: 'Select Qualification!',
  occupation: 'Select Occupation!',
  annualIncome: 'Select Annual Income!',
  gender: 'Select Gender!',
  maritalStatus: 'Select Marital Status!',
  totalChildren: 'Enter Total Children!',
  nativeCity: 'Enter Native City!',
  nativeCountry: 'Select Native Country!',
  livingCity: 'Enter Living City!',
  livingCountry: 'Select Living Country!',
  diet: 'Select Diet!',
  fatherName: 'Enter Father Name!',
  fatherOccupation: 'Select Father Occupation!',
  motherName: 'Enter mother Name!',
  motherOccupation: 'Select mother Occupation!',
  caste: 'Select Sub Caste!',
  totalBrothers: 'Enter Total Brothers!',
  totalSisters: 'Enter Total Sisters!',
  motherTongue: 'Select Mother Tongue!',
  raasi: 'Select Raasi!',
  star: 'Select Star!',
  lfromAge: 'Enter From Age!',
  ltoAge: 'Enter To Age!',
} as const;

/** Messages the spec leaves open: the server's words where it has them (lib/data/profile-schema.ts). */
export const OTHER_MESSAGES = {
  invalidMobile: 'Enter Valid Mobile!',
  tooLong: 'This value is too long. It should have 100 characters or less.',
  invalidCount: 'This value should be between 0 and 99.',
  invalidExpiry: 'This value is not a valid date.',
  starNotInRaasi: 'The star does not fall in the selected raasi.',
} as const;

/** Field labels: the admin list's column headings (spec section 2); caste reads Sub Caste in the form. */
export const LABELS = {
  fullName: 'Full Name',
  mobile: 'Mobile',
  height: 'Height',
  weight: 'Weight',
  age: 'Age',
  qualification: 'Qualification',
  occupation: 'Occupation',
  annualIncome: 'Annual Income',
  gender: 'Gender',
  maritalStatus: 'Marital Status',
  totalChildren: 'Total Children',
  nativeCity: 'Native City',
  nativeCountry: 'Native Country',
  livingCity: 'Living City',
  livingCountry: 'Living Country',
  diet: 'Diet',
  physicallyChallenged: 'Physically Challenged',
  photo: 'Photo',
  fatherName: 'Father Name',
  fatherOccupation: 'Father Occupation',
  motherName: 'Mother Name',
  motherOccupation: 'Mother Occupation',
  caste: 'Sub Caste',
  totalBrothers: 'Total Brothers',
  totalSisters: 'Total Sisters',
  kothram: 'Kothram',
  motherTongue: 'Mother Tongue',
  chevvaiDhosam: 'Chevvai Dhosam',
  raasi: 'Raasi',
  star: 'Star',
  horoscope: 'Horoscope',
  fromAge: 'From Age',
  toAge: 'To Age',
  mobileVerified: 'Mobile Verified',
  membersPlan: 'Members Plan',
  expiry: 'Expiry',
  status: 'Status',
} as const;

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
  findMatch: 'Find your match',
  modalTitle: 'Profile',
  save: 'Save',
  anyChoice: 'Any',
  yes: 'Yes',
  no: 'No',
  networkFailed: 'Something went wrong!',
  lookupsFailed: 'Could not load the choices. Close the form and try again.',
} as const;

/** Uploads larger than this are refused in the browser and again by the server (spec section 5). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Shown when a profile has no photo or horoscope yet (the files ship in public/). */
export const PLACEHOLDERS = { photo: '/no-image.webp', horoscope: '/no-horoscope.pdf' } as const;
