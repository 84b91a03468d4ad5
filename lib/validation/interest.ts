import { z } from 'zod';

/**
 * The personal note a member may send with an interest (issue 22 item 5): optional, at most
 * INTEREST_NOTE_MAX characters, counted as the reader counts them (code points, as PostgreSQL's
 * char_length, so a Tamil or emoji note gets the same limit in the browser and the database).
 * Shared by the send dialog and the data layer.
 */
export const INTEREST_NOTE_MAX = 500;

export const INTEREST_NOTE_MESSAGES = {
  tooLong: `A note can be at most ${INTEREST_NOTE_MAX} characters.`,
  notText: 'The note must be text.',
} as const;

/** Characters as members count them (one per code point). */
export const noteLength = (note: string) => [...note].length;

/** The note, trimmed; blank is no note (null). */
export const interestNoteSchema = z
  .string({ error: INTEREST_NOTE_MESSAGES.notText })
  .nullish()
  .transform((note) => note?.trim() || null)
  .refine((note) => note === null || noteLength(note) <= INTEREST_NOTE_MAX, INTEREST_NOTE_MESSAGES.tooLong);
