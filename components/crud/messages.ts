/**
 * The master-data screens' own words. Spec strings are copied word for word (including the
 * spelling of 'Saved Succssfully'); the others cover cases the spec does not name.
 */
export const MESSAGES = {
  saved: 'Saved Succssfully',
  // The spec's text for a request that got no answer at all (used by its contact form).
  unreachable: 'Something went wrong!',
  search: 'Search',
  selectOne: 'Select One',
  total: (n: number) => `Total: ${n}`,
  exported: (n: number) => `Exported ${n} ${n === 1 ? 'row' : 'rows'}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
} as const;
