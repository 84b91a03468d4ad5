import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { appSettings } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import { isAdmin, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import {
  DEFAULT_SETTINGS,
  PUBLIC_SETTINGS_SECTIONS,
  settingsSchema,
  type Settings,
} from '@/lib/validation/settings';
import { parseInput } from '@/lib/validation/parse-input';
import { cachedRead, invalidateTableCache } from './read-cache';
import { recordAudit } from './audit/record';

/**
 * The settings store: one validated JSON document (key 'site') in app_setting, read from memory.
 * Every instance drops its copy when any instance writes (the table's NOTIFY trigger, or the
 * table_change poll behind a pooler: read-cache.ts), so an edit in /admin/settings shows at once.
 */
const TABLE = 'app_setting';
const KEY = 'site';

export type StoredSettings = { settings: Settings; updatedAt: Date | null };

type Reader = Pick<typeof db, 'select'>;

async function loadSettings(reader: Reader = db, lock = false): Promise<StoredSettings> {
  const query = reader.select().from(appSettings).where(eq(appSettings.key, KEY));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return { settings: DEFAULT_SETTINGS, updatedAt: null };
  // Fields added since the document was written take their defaults; a document edited by hand
  // into something invalid must not take the legal pages down: the defaults stand in, loudly.
  const parsed = settingsSchema.safeParse(row.value);
  if (!parsed.success) {
    console.error('[settings] the stored settings do not validate; serving the defaults', parsed.error.issues);
    return { settings: DEFAULT_SETTINGS, updatedAt: row.updatedAt };
  }
  return { settings: parsed.data, updatedAt: row.updatedAt };
}

/** Every setting, for server code (pages, mails, the data layer). Cached: callers must not mutate it. */
export async function getSettings(): Promise<Settings> {
  return (await cachedRead(TABLE, KEY, () => loadSettings())).settings;
}

/**
 * What `actor` may read: everything for administrators, the public sections for anyone else
 * (signed in or not). GET /api/settings.
 */
export async function readSettings({ actor }: { actor: Actor | null }): Promise<StoredSettings & { complete: boolean }> {
  const stored = await cachedRead(TABLE, KEY, () => loadSettings());
  if (isAdmin(actor)) return { ...stored, complete: true };
  const visible = Object.fromEntries(
    PUBLIC_SETTINGS_SECTIONS.map((section) => [section, stored.settings[section]]),
  ) as Settings;
  return { settings: visible, updatedAt: stored.updatedAt, complete: false };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * RFC 7386 merge patch: objects merge key by key, null removes a key (the setting goes back to
 * its default), anything else replaces.
 */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const result: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** Keys no section knows are refused (a typo must not be silently dropped). */
function unknownKeys(patch: Record<string, unknown>): string[] {
  const shape = settingsSchema.shape;
  const unknown: string[] = [];
  for (const [section, value] of Object.entries(patch)) {
    const sectionSchema = shape[section as keyof typeof shape];
    if (!sectionSchema) {
      unknown.push(section);
      continue;
    }
    if (!isPlainObject(value)) continue;
    const fields = sectionSchema.unwrap().shape as Record<string, unknown>;
    for (const field of Object.keys(value)) if (!(field in fields)) unknown.push(`${section}.${field}`);
  }
  return unknown;
}

/** Settings as "section.field" keys: the audit log names each changed setting, not a whole section. */
const flatten = (settings: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(settings).flatMap(([section, fields]) =>
      isPlainObject(fields) ? Object.entries(fields).map(([field, value]) => [`${section}.${field}`, value]) : [[section, fields]],
    ),
  );

/**
 * An administrator changes settings with a merge patch (PATCH /api/settings, the settings form).
 * 403 for anyone else, 422 (with one violation per field) for invalid values; nothing is written
 * then. Returns the complete new settings.
 */
export async function updateSettings({ actor, patch }: { actor: Actor | null; patch: unknown }): Promise<StoredSettings> {
  const admin = assertArea(actor, 'admin');
  if (!isPlainObject(patch)) throw AppError.badRequest('The request body must be a JSON object.');
  const unknown = unknownKeys(patch);
  if (unknown.length) {
    throw AppError.validation(unknown.map((path) => ({ propertyPath: path, message: 'This field was not expected.' })));
  }
  // The row is locked from read to write: two administrators' patches both apply, one after the other.
  const saved = await db.transaction(async (tx) => {
    const current = await loadSettings(tx, true);
    const settings = parseInput(settingsSchema, mergePatch(current.settings, patch));
    const [row] = await tx
      .insert(appSettings)
      .values({ key: KEY, value: settings, updatedBy: admin.id })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: settings, updatedBy: admin.id, updatedAt: new Date() },
      })
      .returning({ updatedAt: appSettings.updatedAt });
    // Each changed setting as "section.field": a section is too coarse to read in the log.
    await recordAudit(tx, admin, { action: 'update', entity: 'settings', entityId: KEY, before: flatten(current.settings), after: flatten(settings) });
    return { settings, updatedAt: row.updatedAt };
  });
  // Read-your-writes here; the other instances hear the trigger's NOTIFY.
  invalidateTableCache(TABLE);
  return saved;
}
