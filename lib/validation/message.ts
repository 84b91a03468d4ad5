import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './message-limits';

/** The API's words for refused conversations and messages (the screens show the catalogue's). */
export const MESSAGE_ERRORS = {
  profileRequired: 'Choose the member to message.',
  notAccepted: 'You can message a member once an interest between you has been accepted.',
  text: 'Write a message.',
  textLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  notTheirs: 'You can report only a message the other member sent.',
} as const;

export const messageSchema = z.object({
  text: z
    .string({ error: MESSAGE_ERRORS.text })
    .trim()
    .min(1, MESSAGE_ERRORS.text)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.textLong),
});
