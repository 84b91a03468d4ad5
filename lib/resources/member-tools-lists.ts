import type { ListField } from './list';

/** Who viewed me (issue 26 item 4): GET /api/profile_views, the signed-in member's own, newest first (no filters). */
export const PROFILE_VISIT_COLLECTION = 'profile_views';
export const profileVisitListFields: ListField[] = [];

/** Saved searches (issue 26 item 4): GET /api/saved_searches, the signed-in member's own, by name (no filters). */
export const SAVED_SEARCH_COLLECTION = 'saved_searches';
export const savedSearchListFields: ListField[] = [];
