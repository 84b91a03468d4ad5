/** Saved searches (issue 26 item 4): the server's words and the input it takes, shared by the pages and the API. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
export const SAVED_SEARCH_QUERY_MAX = 1000;

export const SAVED_SEARCH_TEXT = {
  nameRequired: 'Enter a name for the search.',
  nameTooLong: 'Name: at most 60 characters.',
  nameTaken: 'You already have a saved search with this name.',
  queryRequired: 'The search is missing.',
  queryTooLong: 'The search is too long: at most 1000 characters.',
  tooMany: 'You can keep at most 20 saved searches. Delete one to save another.',
  alertChoice: 'Choose true or false.',
  saved: 'The search is saved.',
  deleted: 'The saved search is deleted.',
  deleteExplain:
    'The search is removed from your saved searches and no longer feeds your match alert e-mail. The members it found are not told, and your interests and shortlist stay as they are.',
} as const;
