/**
 * The words of the photo gallery, its visibility and photo requests (issue 22; not in the spec,
 * whose screens know one `photo`): the server's messages and the screens' labels, in one place.
 */
export const MAX_PHOTOS = 5;

export const PHOTO_MESSAGES = {
  tooMany: `A profile has at most ${MAX_PHOTOS} photos.`,
  duplicate: 'Each photo can be added once.',
  mainNotInGallery: 'The main photo must be one of the photos.',
  notAList: 'The type of the "photos" attribute must be "array".',
  visibility: 'Choose who sees your photos: members, interest or request.',
  requestProfileRequired: 'Choose the profile whose photos you ask to see.',
  requestNotNeeded: 'This member shows the photos without a request.',
  requestOwn: 'These are your own photos.',
  requestTwice: 'You have already asked to see these photos.',
  requestStatus: 'Choose granted, declined or revoked.',
  requestNotYours: 'Only the member whose photos were asked for can answer this request.',
  requestMove: (from: string, to: string) => `A ${from} request cannot be ${to}.`,
} as const;

export const PHOTO_VISIBILITY_TEXT = {
  members: 'All members who see my profile',
  interest: 'Only members with an interest between us',
  request: 'Only members I allow, on request',
} as const;

export const PHOTO_TEXT = {
  title: 'Photos',
  main: 'Main photo',
  makeMain: 'Make main',
  moveLeft: 'Move earlier',
  moveRight: 'Move later',
  remove: 'Remove',
  add: 'Add photo',
  full: `At most ${MAX_PHOTOS} photos`,
  removeTitle: 'Remove this photo?',
  removeBody: 'The photo is taken off your profile and deleted; to show it again you upload it again.',
  visibilityLabel: 'Who sees my photos',
  saved: 'Saved Succssfully',
  requestPhoto: 'Request photo',
  requestSent: 'Photo request sent',
  requestDeclined: 'Your photo request was declined',
  requestRevoked: 'The member no longer shows you the photos',
  hidden: 'The photos are shown only to the members this member chooses.',
  hiddenInterest: 'Photos are shown once an interest is sent or received.',
  hiddenRequest: 'Photos are shown to members the member allows.',
  requestsTitle: 'Photo requests',
  grant: 'Grant',
  decline: 'Decline',
  revoke: 'Revoke',
  revokeTitle: 'Revoke access to your photos?',
  revokeBody: (name: string) =>
    `${name} will no longer see your photos, only a blurred placeholder. They cannot ask again.`,
  noRequests: 'No photo requests.',
  granted: 'Allowed to see your photos',
  asks: 'Asks to see your photos',
} as const;
