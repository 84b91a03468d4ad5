import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { appSettings } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import {
  COLLEGE_SETTINGS_MESSAGES,
  DEFAULT_COLLEGE_SETTINGS,
  collegeSettingsSchema,
  type CollegeSettings,
} from '@/lib/validation/college-settings';
import { parseInput } from '@/lib/validation/parse-input';
import { findMediaByContentUrl } from '../media-access';
import { cachedRead, invalidateTableCache } from '../read-cache';
import { recordAudit } from '../audit/record';

/**
 * The institution's settings: one validated JSON document under the key 'college' in the settings
 * table (app_setting, beside the site's 'site' document), read from memory and dropped on every
 * instance when any instance writes (the table's NOTIFY trigger, read-cache.ts). College staff and
 * administrators read and change it; nobody else (members never learn the college exists).
 */
const TABLE = 'app_setting';
const KEY = 'college';

export type StoredCollegeSettings = { settings: CollegeSettings; updatedAt: Date | null };

type Reader = Pick<typeof db, 'select'>;

async function load(reader: Reader = db, lock = false): Promise<StoredCollegeSettings> {
  const query = reader.select().from(appSettings).where(eq(appSettings.key, KEY));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return { settings: DEFAULT_COLLEGE_SETTINGS, updatedAt: null };
  const parsed = collegeSettingsSchema.safeParse(row.value);
  if (!parsed.success) {
    console.error('[college settings] the stored document does not validate; serving the defaults', parsed.error.issues);
    return { settings: DEFAULT_COLLEGE_SETTINGS, updatedAt: row.updatedAt };
  }
  return { settings: parsed.data, updatedAt: row.updatedAt };
}

/** For server code that already checked who asks (the college pages' header, receipts). */
export async function getCollegeSettings(): Promise<CollegeSettings> {
  return (await cachedRead(TABLE, KEY, () => load())).settings;
}

/** GET /api/college_settings and the settings page: college staff and administrators. */
export async function readCollegeSettings({ actor }: { actor: Actor | null }): Promise<StoredCollegeSettings> {
  assertCollegeAccess(actor);
  return cachedRead(TABLE, KEY, () => load());
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A merge patch of the settings (PATCH /api/college_settings, the settings form): null puts a
 * field back to its default, a key no field has is refused, and so is a logo that is not an image
 * uploaded here. 422 with one violation per field; nothing is written then.
 */
export async function updateCollegeSettings({ actor, patch }: { actor: Actor | null; patch: unknown }): Promise<StoredCollegeSettings> {
  const staff = assertCollegeAccess(actor);
  if (!isPlainObject(patch)) throw AppError.badRequest('The request body must be a JSON object.');
  const fields = collegeSettingsSchema.shape;
  const unknown = Object.keys(patch).filter((key) => !(key in fields));
  if (unknown.length) {
    throw AppError.validation(unknown.map((propertyPath) => ({ propertyPath, message: 'This field was not expected.' })));
  }
  // Checked before the transaction, outside its connection (PGlite has one).
  if (typeof patch.logo === 'string' && patch.logo.trim() !== '') await assertLogo(patch.logo.trim());
  const saved = await db.transaction(async (tx) => {
    const current = await load(tx, true);
    const merged: Record<string, unknown> = { ...current.settings };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    const settings = parseInput(collegeSettingsSchema, merged);
    const [row] = await tx
      .insert(appSettings)
      .values({ key: KEY, value: settings, updatedBy: staff.id })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedBy: staff.id, updatedAt: new Date() } })
      .returning({ updatedAt: appSettings.updatedAt });
    await recordAudit(tx, staff, { action: 'update', entity: 'college_settings', entityId: KEY, before: current.settings, after: settings });
    return { settings, updatedAt: row.updatedAt };
  });
  invalidateTableCache(TABLE);
  return saved;
}

/** A logo is an image uploaded here (POST /api/media_objects), named by its contentUrl. */
async function assertLogo(contentUrl: string) {
  const media = await findMediaByContentUrl(contentUrl);
  if (!media || !media.mimeType.startsWith('image/')) {
    throw AppError.validation([{ propertyPath: 'logo', message: COLLEGE_SETTINGS_MESSAGES.logo }]);
  }
}

/** Whether `contentUrl` is the college's logo: college staff may see it whoever uploaded it. */
export async function isCollegeLogo(contentUrl: string): Promise<boolean> {
  const { logo } = await getCollegeSettings();
  return logo !== '' && logo === contentUrl;
}
