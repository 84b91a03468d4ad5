/** Where the matches live in the API: /api/matches and /api/matches/{profileId}, typed Match. */
export const MATCH_COLLECTION = 'matches';
export const MATCH_SHORT_NAME = 'Match';
