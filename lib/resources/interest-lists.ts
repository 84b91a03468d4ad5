import type { ListField } from './list';

export const INTEREST_COLLECTION = 'interests';
export const SHORTLIST_COLLECTION = 'shortlists';

/** What GET /api/interests filters on: direction=received|sent, status=..., profile=IRI (either party). */
export const interestListFields: ListField[] = [
  { name: 'direction', kind: 'exact' },
  { name: 'status', kind: 'exact' },
  { name: 'profile', kind: 'relation', collection: 'profiles' },
];

/** What GET /api/shortlists filters on: profile=IRI (is this member in my shortlist?). */
export const shortlistListFields: ListField[] = [
  { name: 'profile', kind: 'relation', collection: 'profiles' },
];

export const PHOTO_REQUEST_COLLECTION = 'photo_requests';

/** What GET /api/photo_requests filters on: direction=received|sent, status=..., profile=IRI (either party). */
export const photoRequestListFields: ListField[] = [
  { name: 'direction', kind: 'exact' },
  { name: 'status', kind: 'exact' },
  { name: 'profile', kind: 'relation', collection: 'profiles' },
];
