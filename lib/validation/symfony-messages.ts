/**
 * Symfony's messages, which API Platform clients know, for rules the spec does not word. Client-safe,
 * so that a form shows the very words the server would answer with.
 */
export const SYMFONY_MESSAGES = {
  tooLong: (max: number) => `This value is too long. It should have ${max} characters or less.`,
  range: (min: number, max: number) => `This value should be between ${min} and ${max}.`,
  notNull: 'This value should not be null.',
};
