import { z } from 'zod';
import { emailField } from './account';

/**
 * Complaints to the grievance officer (issue 23, item 4): what the public form and POST
 * /api/grievances take, and what an administrator sends on a ticket. Shared by the browser forms
 * and the data layer.
 */
export const GRIEVANCE_SUBJECTS = {
  impersonation: 'Impersonation (a fake profile)',
  photo_misuse: 'Misuse of my photo',
  harassment: 'Harassment',
  data: 'My personal data',
  other: 'Other',
} as const;

export const GRIEVANCE_STATUSES = {
  received: 'Received',
  in_progress: 'In progress',
  resolved: 'Resolved',
  rejected: 'Rejected',
} as const;

export type GrievanceSubjectKey = keyof typeof GRIEVANCE_SUBJECTS;
export type GrievanceStatusKey = keyof typeof GRIEVANCE_STATUSES;

/** The IT Rules 2021 (rule 3): acknowledged within 24 hours, resolved within 15 days. */
export const ACKNOWLEDGE_WITHIN_HOURS = 24;
export const RESOLVE_WITHIN_DAYS = 15;

const subjectKeys = Object.keys(GRIEVANCE_SUBJECTS) as [GrievanceSubjectKey, ...GrievanceSubjectKey[]];
const statusKeys = Object.keys(GRIEVANCE_STATUSES) as [GrievanceStatusKey, ...GrievanceStatusKey[]];

export const grievanceSchema = z.object({
  name: z
    .string({ error: 'Enter Name!' })
    .trim()
    .min(1, 'Enter Name!')
    .max(100, 'Name: at most 100 characters.'),
  email: emailField,
  subject: z.enum(subjectKeys, { error: 'Select Subject!' }),
  details: z
    .string({ error: 'Enter Details!' })
    .trim()
    .min(1, 'Enter Details!')
    .min(10, 'Please describe the complaint (at least 10 characters).')
    .max(5000, 'Details: at most 5000 characters.'),
  /** The profile concerned, as the complainant knows it (its number, name or address); optional. */
  profile: z
    .string({ error: 'Profile: text expected.' })
    .trim()
    .max(200, 'Profile: at most 200 characters.')
    .nullish()
    .transform((v) => v || null),
});

/** An administrator's work on a ticket: a new status, a reply to the complainant, or both. */
export const grievanceUpdateSchema = z
  .object({
    status: z.enum(statusKeys, { error: 'Select Status!' }).optional(),
    reply: z
      .string({ error: 'Reply: text expected.' })
      .trim()
      .max(5000, 'Reply: at most 5000 characters.')
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => v.status !== undefined || v.reply !== null, {
    message: 'Give a new status or a reply.',
    path: ['reply'],
  })
  // Closing a ticket tells the complainant the outcome, and why.
  .refine((v) => !(v.status === 'resolved' || v.status === 'rejected') || v.reply !== null, {
    message: 'Tell the complainant the outcome in a reply.',
    path: ['reply'],
  });
