import { z } from 'zod';
import { DEFAULT_LEGAL_TEXTS } from './legal-texts';

/**
 * The one typed settings store (docs/ARCHITECTURE.md, "Settings"): what the organisation edits
 * in /admin/settings and GET/PATCH /api/settings serve. Each section has defaults, so a feature
 * that needs a setting adds a field (with its default) here and every stored document, old or new,
 * still parses. Shared by the admin form (browser) and the data layer (server).
 */
const MAX_MARKDOWN = 50_000;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}!` })
    .trim()
    .max(max, `${label}: at most ${max} characters.`);

const required = (label: string, max: number) => text(label, max).min(1, `Enter ${label}!`);

/** A GSTIN: 15 characters, state code, PAN, entity number, Z, check character (or empty). */
const gstin = z
  .string({ error: 'Enter Valid GSTIN!' })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v), 'Enter Valid GSTIN!');

const phone = z
  .string({ error: 'Enter Valid Phone!' })
  .trim()
  .max(30, 'Enter Valid Phone!')
  .refine((v) => v === '' || /^\+?[0-9 ()-]{6,30}$/.test(v), 'Enter Valid Phone!');

const isoDay = z
  .string({ error: 'Enter Date!' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD!')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Enter a real date!',
  );

const organisationSchema = z.object({
  name: required('Organisation name', 200).default('Thirumanam'),
  address: text('Address', 500).default(''),
  gstin: gstin.default(''),
});

const grievanceOfficerSchema = z.object({
  name: required('Officer name', 100).default('Grievance Officer'),
  email: required('Officer email', 254)
    .pipe(z.email('Enter Valid Email!'))
    .default('grievance@thirumanam.local'),
  phone: phone.default(''),
  address: text('Officer address', 500).default(''),
});

const legalSchema = z.object({
  /** Members accept one version of the Terms and Privacy Policy; a new version asks them again. */
  version: required('Version', 20)
    .regex(/^[0-9A-Za-z._-]+$/, 'Version: letters, digits, dot, dash or underscore only.')
    .default(DEFAULT_LEGAL_TEXTS.version),
  /** The day the version takes effect. */
  date: isoDay.default(DEFAULT_LEGAL_TEXTS.date),
  terms: required('Terms', MAX_MARKDOWN).default(DEFAULT_LEGAL_TEXTS.terms),
  privacy: required('Privacy Policy', MAX_MARKDOWN).default(DEFAULT_LEGAL_TEXTS.privacy),
  safety: required('Safety tips', MAX_MARKDOWN).default(DEFAULT_LEGAL_TEXTS.safety),
});

const moderationSchema = z.object({
  /** A profile reported by this many different members is hidden until an administrator decides. */
  reportsToHide: z.coerce
    .number({ error: 'Enter Reports before hiding!' })
    .int('Reports before hiding: a whole number.')
    .min(1, 'Reports before hiding: at least 1.')
    .max(100, 'Reports before hiding: at most 100.')
    .default(3),
});

/** What invoices for plan payments need besides the organisation's name, address and GSTIN. */
const billingSchema = z.object({
  /** GST in percent, included in plan amounts and shown as CGST + SGST halves on each invoice. */
  gstRate: z.coerce
    .number({ error: 'Enter GST rate!' })
    .min(0, 'GST rate: between 0 and 28.')
    .max(28, 'GST rate: between 0 and 28.')
    .refine((v) => Number.isInteger(v * 100), 'GST rate: at most two decimals.')
    .default(18),
});

export const settingsSchema = z.object({
  organisation: organisationSchema.default(() => organisationSchema.parse({})),
  billing: billingSchema.default(() => billingSchema.parse({})),
  moderation: moderationSchema.default(() => moderationSchema.parse({})),
  grievanceOfficer: grievanceOfficerSchema.default(() => grievanceOfficerSchema.parse({})),
  legal: legalSchema.default(() => legalSchema.parse({})),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingsSection = keyof Settings;

/**
 * Sections anyone may read (GET /api/settings without signing in): the organisation's identity,
 * the grievance officer's contact (the IT Rules ask for it to be published) and the legal texts.
 * A section added later (limits, GST rates) is for administrators unless listed here.
 */
export const PUBLIC_SETTINGS_SECTIONS: readonly SettingsSection[] = [
  'organisation',
  'grievanceOfficer',
  'legal',
];

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});
