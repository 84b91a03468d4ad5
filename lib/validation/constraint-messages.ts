/**
 * Symfony's messages, which API Platform clients know, for rules the spec does not word. Shared by
 * the server and the forms, so both say the same.
 */
export const CONSTRAINT_MESSAGES = {
  tooLong: (max: number) => `This value is too long. It should have ${max} characters or less.`,
  range: (min: number, max: number) => `This value should be between ${min} and ${max}.`,
  notNull: 'This value should not be null.',
  wholeNumber: 'This value should be of type int.',
  // UniqueEntity's: a value another row already has (answered 422 on that field).
  unique: 'This value is already used.',
};
