/**
 * The master-data screens' own words. Spec strings are copied word for word (including the
 * spelling of 'Saved Succssfully'); the others cover cases the spec does not name. The form's
 * field messages come with its schema (lib/validation/master-data.ts), the server's own.
 */
export const MESSAGES = {
  saved: 'Saved Succssfully',
  // The spec's text for a request that got no answer at all (used by its contact form).
  unreachable: 'Something went wrong!',
  search: 'Search',
  selectOne: 'Select One',
  total: (n: number) => `Total: ${n}`,
  exported: (n: number) => `Exported ${n} ${n === 1 ? 'row' : 'rows'}`,
} as const;
