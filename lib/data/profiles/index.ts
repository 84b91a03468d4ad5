import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles, users, type Profile } from '@/db/schema';
import { areaOf, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { indianDay } from '@/lib/format';
import { PROFILE_COLLECTION, profileFields, profileListFields } from '@/lib/resources/profile';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from '@/lib/data/db-errors';
import { descNullsLast, listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '@/lib/data/list-query';
import { releaseMedia } from '@/lib/data/media';
import { queuePhotoModeration } from '@/lib/data/moderation/items';
import { columnOf } from './columns';
import { filesOf, galleryColumns } from './gallery';
import { prepareProfileValues, profileDefaults } from './input';
import { mobileVerificationColumns } from './verification';
import { prepared, profileRowOfUser } from './prepared';
import { versionPage, versionsOf, type ProfileVersion } from './rows';
import { PROFILE_VIEW_FIELDS, toView, type ProfileValue } from './views';
import { cachedProfileTotal, invalidateProfileSearches, matchingIds } from './search';
import { rowId } from '../input';
import { recordAudit } from '../audit/record';

/**
 * Profiles: administrators read and write all of them; a member reads and writes only their own
 * (created once). References are ids here (the API prints them as IRIs); `date` is the creation
 * time in RFC 3339, `expiry` YYYY-MM-DD. Members never receive the otp.
 */
export type ProfileRecord = Readonly<{ id: number; userId: number | null } & Record<string, ProfileValue>>;

/** Longest unpaginated answer (pagination=false) for a list that can hold a million rows. */
const PROFILE_UNPAGINATED_CAP = 1000;


const listColumns: ListColumns = Object.fromEntries([
  ['id', profiles.id],
  ...profileFields.map((f) => [f.name, columnOf(f.column)] as const),
]);

/** The owner's or the administrator's view of a row (views.ts). */
const toRecord = (row: Profile, admin: boolean): ProfileRecord => toView(row, admin ? 'admin' : 'owner') as ProfileRecord;

function toColumns(values: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const field of profileFields) if (!field.readOnly && field.name in values) row[field.column] = values[field.name];
  return row as Partial<typeof profiles.$inferInsert>;
}

type Who = { actor: Actor; admin: boolean };

/** Administrators and members only; anyone else signed in (college staff) has no business here. */
function authorize(actor: Actor | null): Who {
  if (!actor) throw AppError.unauthorized();
  const area = areaOf(actor.roles);
  if (area !== 'admin' && area !== 'member') throw AppError.forbidden();
  return { actor, admin: area === 'admin' };
}

const notFound = () => AppError.notFound();

async function loadFor(who: Who, id: number | string): Promise<Profile> {
  const [row] = await prepared().byId.execute({ id: rowId(id) });
  if (!row) throw notFound();
  if (!who.admin && row.userId !== who.actor.id) throw AppError.forbidden();
  return row;
}

/**
 * For route handlers, before they read a body: 401/403 (and 404 for an item) as the write itself
 * would answer, so a refused caller's body is never parsed.
 */
export async function assertCanWriteProfile({ actor, id }: { actor: Actor | null; id?: number | string }): Promise<void> {
  const who = authorize(actor);
  if (id !== undefined) await loadFor(who, id);
}

/** The exact number of profiles, from the counter the triggers keep (migration 0003). */
function profileTotal(): Promise<number> {
  return cachedProfileTotal(async () => {
    const [row] = await prepared().total.execute();
    if (row) return row.count;
    const [{ total }] = await db.select({ total: count() }).from(profiles);
    return total;
  });
}

/** A profile of a list page: its id and the version of its row (rows.ts). */
export type { ProfileVersion } from './rows';

/**
 * A page of profiles as ids and row versions, newest first unless ordered otherwise; filtered,
 * sorted and counted in SQL. The caller prints the rest of each row (listedProfilesJson) only
 * for the profiles it has not already serialized at that version.
 */
export async function listProfileVersions({
  actor,
  query = {},
}: {
  actor: Actor | null;
  query?: ListOptions;
}): Promise<ListResult<ProfileVersion>> {
  const who = authorize(actor);
  const paging = pagingOf(query, PROFILE_UNPAGINATED_CAP);
  const conditions = listWhere(profileListFields(PROFILE_VIEW_FIELDS[who.admin ? 'admin' : 'owner']), listColumns, query);
  const where = who.admin ? conditions : and(conditions, eq(profiles.userId, who.actor.id));
  const orderBy = listOrderBy(listColumns, query, [descNullsLast(profiles.date), descNullsLast(profiles.id)], profiles.id);
  if (who.admin && where !== undefined) {
    const ids = await matchingIds(JSON.stringify([query.filters, query.order, query.q]), where, orderBy);
    if (ids) return resultOf(await versionsOf(ids.slice(paging.offset, paging.offset + paging.limit!)), ids.length, paging);
  }
  const unfiltered = who.admin && where === undefined;
  const [items, total] = await Promise.all([
    versionPage({ where, orderBy, orderKey: JSON.stringify(query.order ?? []), limit: paging.limit!, offset: paging.offset }),
    unfiltered ? profileTotal() : db.select({ total: count() }).from(profiles).where(where).then(([r]) => r.total),
  ]);
  return resultOf(items, total, paging);
}

export async function getProfile({ actor, id }: { actor: Actor | null; id: number | string }): Promise<ProfileRecord> {
  const who = authorize(actor);
  return toRecord(await loadFor(who, id), who.admin);
}

/** The signed-in user's own profile, or null when they have not created it yet. */
export async function getMyProfile({ actor }: { actor: Actor | null }): Promise<ProfileRecord | null> {
  const who = authorize(actor);
  const row = await profileRowOfUser(who.actor.id);
  return row ? toRecord(row, who.admin) : null;
}

function writeError(error: unknown): never {
  const code = pgError(error)?.code;
  if (code === UNIQUE_VIOLATION) throw AppError.conflict('This account already has a profile.');
  // A referenced row was deleted between the check and the write.
  if (code === FOREIGN_KEY_VIOLATION) throw AppError.badRequest('Invalid IRI.');
  throw error;
}

/**
 * Verification time and verifier follow the flag the team sets. The team verified one number: a
 * member who changes it is unverified until the team checks the new one (an administrator's own
 * edit keeps whatever flag they send).
 */
function verification(values: Record<string, unknown>, before: Profile | null, who: Who) {
  const { actor } = who;
  if (!who.admin && before?.mobileVerified && values.mobile !== before.mobile) return mobileVerificationColumns(false, actor);
  const verified = values.mobileVerified === true;
  if (verified === (before?.mobileVerified ?? false)) return {};
  return mobileVerificationColumns(verified, actor);
}

/**
 * A new plan period when the team sets the plan by hand (issue 25): another plan, or a plan that
 * had ended (or had no expiry) given an expiry from today on. Contacts are counted from that day.
 */
function planPeriod(columns: Record<string, unknown>, before: Profile): { planStartedOn?: string } {
  const today = indianDay(); // the office's day, as the expiry is
  const plan = columns.membersPlanId ?? null;
  const expiry = (columns.expiry as string | null | undefined) ?? null;
  if (plan === null) return {};
  const ended = before.expiry === null || before.expiry < today;
  if (plan !== before.membersPlanId || (ended && expiry !== null && expiry >= today)) return { planStartedOn: today };
  return {};
}

async function insertProfile(who: Who, input: unknown, owner: number | null): Promise<ProfileRecord> {
  if (owner !== null) {
    const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, owner));
    if (existing) throw AppError.conflict('This account already has a profile.');
  }
  const values = await prepareProfileValues({ actor: who.actor, input, base: profileDefaults(), current: null });
  const gallery = await galleryColumns(who.actor, input, (values.photo as string | null) ?? null, null);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(profiles)
        .values({ ...toColumns(values), ...gallery, ...verification(values, null, who), userId: owner } as typeof profiles.$inferInsert)
        .returning();
      await recordAudit(tx, who.actor, { action: 'create', entity: PROFILE_COLLECTION, entityId: created.id, after: toRecord(created, true) });
      return created;
    });
    for (const url of filesOf(row)) await queuePhotoModeration(row.id, url);
    return toRecord(row, who.admin);
  } catch (error) {
    writeError(error);
  } finally {
    invalidateProfileSearches();
  }
}

/** The administrator's optional link: the write property naming the member account by e-mail. */
const LINK_EMAIL_PROPERTY = 'userEmail';
const LINK_MESSAGES = {
  noAccount: 'No account has this e-mail.',
  hasProfile: 'This account already has a profile.',
} as const;

/**
 * The account an administrator's new profile belongs to, by e-mail (any case), or null for an
 * offline registration (no e-mail, or an empty one). 422 on the e-mail field when there is no such
 * account or it already has its profile, so the form can show it beside the field.
 */
async function ownerByEmail(input: unknown): Promise<number | null> {
  const value = input && typeof input === 'object' ? (input as Record<string, unknown>)[LINK_EMAIL_PROPERTY] : undefined;
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  if (typeof value !== 'string') {
    throw AppError.badRequest(`The type of the "${LINK_EMAIL_PROPERTY}" attribute must be "string", "${typeof value}" given.`);
  }
  const refuse = (message: string) => AppError.validation([{ propertyPath: LINK_EMAIL_PROPERTY, message }]);
  // lower(email) is what users_email_lower_idx indexes.
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${value.trim().toLowerCase()}`);
  if (!user) throw refuse(LINK_MESSAGES.noAccount);
  const [existing] = await prepared().byUser.execute({ userId: user.id });
  if (existing) throw refuse(LINK_MESSAGES.hasProfile);
  return user.id;
}

/**
 * A new profile. A member's becomes theirs (one per account: 409 after that); an administrator's
 * is an offline registration, tied to no account, unless it names a member account by e-mail.
 */
export async function createProfile({ actor, input }: { actor: Actor | null; input: unknown }): Promise<ProfileRecord> {
  const who = authorize(actor);
  return insertProfile(who, input, who.admin ? await ownerByEmail(input) : who.actor.id);
}

async function writeProfile(who: Who, row: Profile, input: unknown, mode: 'merge' | 'replace'): Promise<ProfileRecord> {
  const current = toRecord(row, true) as Record<string, unknown>;
  let base: Record<string, unknown> = current;
  if (mode === 'replace') {
    base = profileDefaults();
    // A member's PUT cannot reset what only the team sets.
    if (!who.admin) for (const f of profileFields) if (f.adminOnly) base[f.name] = current[f.name];
  }
  const values = await prepareProfileValues({ actor: who.actor, input, base, current });
  const gallery = await galleryColumns(who.actor, input, (values.photo as string | null) ?? null, row);
  try {
    const updated = await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(profiles)
        .set({
          ...toColumns(values),
          ...gallery,
          ...verification(values, row, who),
          ...(who.admin ? planPeriod(toColumns(values), row) : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, row.id))
        .returning();
      if (!saved) throw notFound();
      await recordAudit(tx, who.actor, { action: 'update', entity: PROFILE_COLLECTION, entityId: row.id, before: current, after: toRecord(saved, true) });
      return saved;
    });
    const kept = new Set(filesOf(updated));
    await releaseMedia(filesOf(row).filter((url) => !kept.has(url)));
    // A new photo (main or gallery) waits for moderation (issue 22 item 3).
    const before = new Set(filesOf(row));
    for (const url of filesOf(updated)) if (!before.has(url)) await queuePhotoModeration(updated.id, url);
    return toRecord(updated, who.admin);
  } catch (error) {
    writeError(error);
  } finally {
    invalidateProfileSearches();
  }
}

/** PATCH (mode 'merge': absent keys unchanged, null clears) or PUT ('replace'). */
export async function updateProfile(options: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
  mode: 'merge' | 'replace';
}): Promise<ProfileRecord> {
  const who = authorize(options.actor);
  return writeProfile(who, await loadFor(who, options.id), options.input, options.mode);
}

/** The profile form's save: creates the user's own profile the first time, then merges into it. */
export async function saveMyProfile({ actor, input }: { actor: Actor | null; input: unknown }): Promise<ProfileRecord> {
  const who = authorize(actor);
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, who.actor.id));
  return row ? writeProfile(who, row, input, 'merge') : insertProfile(who, input, who.actor.id);
}

export async function deleteProfile({ actor, id }: { actor: Actor | null; id: number | string }): Promise<void> {
  const who = authorize(actor);
  const row = await loadFor(who, id);
  await db.transaction(async (tx) => {
    await tx.delete(profiles).where(eq(profiles.id, row.id));
    await recordAudit(tx, who.actor, { action: 'delete', entity: PROFILE_COLLECTION, entityId: row.id, before: toRecord(row, true) });
  });
  invalidateProfileSearches();
  await releaseMedia(filesOf(row));
}
