import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The institution (issue 27 item 1): who the college is, as its receipts, CSV exports and the
 * college pages' header show it. College staff edit it at /college/settings and through
 * GET/PATCH /api/college_settings; each field has a default, so a stored document written before
 * a field existed still parses. Shared by the form (browser) and the data layer (server).
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}!` })
    .trim()
    .max(max, `${label}: at most ${max} characters.`);

export const COLLEGE_SETTINGS_MESSAGES = {
  name: 'Enter College Name!',
  phone: 'Enter a valid phone number!',
  email: 'Enter a valid e-mail!',
  logo: 'Upload the logo as an image (JPEG, PNG, WebP or GIF).',
} as const;

const M = COLLEGE_SETTINGS_MESSAGES;

export const collegeSettingsSchema = z.object({
  name: text('College Name', 200).min(1, M.name).default('College'),
  address: text('Address', 500).default(''),
  // International form (+91...), as react-phone-number-input sends it; empty for none.
  phone: text('Phone', 30)
    .refine((v) => v === '' || isValidPhoneNumber(v), M.phone)
    .default(''),
  email: text('Email', 254)
    .refine((v) => v === '' || z.email().safeParse(v).success, M.email)
    .default(''),
  /** The logo's contentUrl (/media/{id}/{name}), uploaded through POST /api/media_objects; '' for none. */
  logo: z
    .string({ error: M.logo })
    .trim()
    .refine((v) => v === '' || /^\/media\/[A-Za-z0-9_-]{1,40}\/[^/]{1,255}$/.test(v), M.logo)
    .default(''),
  /** A registration number or a GSTIN, printed as given under the name. */
  registration: text('Registration / GSTIN', 60).default(''),
  /** A line or two at the foot of every receipt (e.g. "Fees once paid are not refundable"). */
  receiptFooter: text('Receipt footer', 500).default(''),
});

export type CollegeSettings = z.output<typeof collegeSettingsSchema>;

export const DEFAULT_COLLEGE_SETTINGS: CollegeSettings = collegeSettingsSchema.parse({});
