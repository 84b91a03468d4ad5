import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;

/**
 * The list screens' "contains" filter and Search box (id and name, spec section 2) through trigram
 * indexes, so a list that grows large is not scanned (the id is searched as text, as written in
 * lib/data/list-query.ts).
 */
const searchIndexes = (table: string, t: { id: AnyPgColumn; name: AnyPgColumn }) => [
  index(`${table}_name_trgm_idx`).using('gin', sql`${t.name} gin_trgm_ops`),
  index(`${table}_id_trgm_idx`).using('gin', sql`(cast(${t.id} as text)) gin_trgm_ops`),
];

// ---------------------------------------------------------------- identity

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{ROLE_MEMBER}'::text[]`),
    activated: boolean('activated').notNull().default(false),
    /** Suspended by an administrator (migration 0022): no sign-in; its sessions and tokens end. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * An administrator lifted the suspension (migration 0030): part of the session stamp, so the
     * sessions that the suspension ended stay ended (lib/data/credentials.ts).
     */
    reinstatedAt: timestamp('reinstated_at', { withTimezone: true }),
    /** The interface language the member chose (lib/i18n/locales.ts); null: the browser's. */
    locale: varchar('locale', { length: 8 }),
    /** Per kind of notice, how the member is e-mailed (migration 0043); a kind left out: its default (lib/data/notifications). */
    noticeMail: jsonb('notice_mail')
      .$type<Partial<Record<NotificationKind, NoticeMailChoice>>>()
      .notNull()
      .default({}),
    /** The last daily digest of unread notices sent to the member (migration 0043). */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    /** A staff account's name, printed on the receipts it takes (migration 0027); null: the e-mail. */
    displayName: varchar('display_name', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(lower(t.email))],
);

/** Single-use links sent by e-mail (activation, password reset): only a hash of the token is kept. */
export const accountTokens = pgTable(
  'account_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** The address a change of sign-in e-mail waits to confirm (purpose 'change-email'). */
    newEmail: varchar('new_email', { length: 254 }),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_token_hash_idx').on(t.tokenHash),
    index('account_token_user_idx').on(t.userId),
  ],
);

/**
 * What is kept of a deleted member account (IT Rules 2021, rule 3: registration data for 180 days
 * after deletion), apart from everything else, and purged when `purgeAfter` passes
 * (lib/data/deleted-accounts.ts). Nothing references it: the account itself is gone.
 */
export const deletedAccounts = pgTable(
  'deleted_account',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }),
    fullName: varchar('full_name', { length: 100 }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('deleted_account_purge_idx').on(t.purgeAfter),
    index('deleted_account_email_idx').on(lower(t.email)),
  ],
);

/** Signed-out sessions (their JWT's `sid`), kept until a cookie carrying it would have expired anyway. */
/**
 * One-time codes e-mailed as a sign-in's second step when a sign-in limit has tripped
 * (lib/data/sign-in-codes.ts, migration 0016): only a keyed hash, 10 minutes, a few tries, once.
 */
export const signInCodes = pgTable(
  'sign_in_code',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_code_user_idx').on(t.userId, t.expiresAt)],
);

export const endedSessions = pgTable(
  'ended_session',
  {
    sessionId: varchar('session_id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_session_expires_idx').on(t.expiresAt)],
);

/**
 * Idempotency-Key (migration 0015, lib/data/idempotency.ts): per account and key, the hash of the
 * request, the IRI its write created (set in the write's own transaction) and the answer given.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    resource: text('resource'),
    status: integer('status'),
    body: text('body'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('idempotency_key_created_idx').on(t.createdAt),
  ],
);

/**
 * One row per transaction that changed a cached table (written by the table_changed_notify trigger,
 * migration 0012): what instances behind a pooler poll instead of LISTEN (lib/data/change-poll.ts).
 */
export const tableChanges = pgTable(
  'table_change',
  {
    tableName: text('table_name').notNull(),
    // xid8: drizzle has no column type for it; read only through raw SQL.
    xid: text('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'table_change_pk', columns: [t.xid, t.tableName] }),
    index('table_change_changed_at_idx').on(t.changedAt),
  ],
);

/** Fixed-window counters for rate limits, kept in the database so they hold across app instances. */
export const rateLimits = pgTable(
  'rate_limit',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_reset_idx').on(t.resetAt)],
);

// ---------------------------------------------------------------- master data
// Every lookup: id, one name column (unique whatever its letter case), status (active) default true.

function lookupTable(table: string, nameColumn: string) {
  return pgTable(
    table,
    {
      id: serial('id').primaryKey(),
      name: varchar(nameColumn, { length: 100 }).notNull(),
      status: boolean('status').notNull().default(true),
    },
    (t) => [uniqueIndex(`${table}_name_lower_idx`).on(lower(t.name)), ...searchIndexes(table, t)],
  );
}

/**
 * The name in Tamil is searched and filtered like the name (the administrator's list, migration 0046):
 * without its own index the Search box's OR over id, name and name in Tamil would scan the table.
 */
const tamilSearchIndex = (table: string, t: { nameTa: AnyPgColumn }) =>
  index(`${table}_name_ta_trgm_idx`).using('gin', sql`${t.nameTa} gin_trgm_ops`);

/** A matrimony lookup: the same, plus the name in Tamil, which Tamil pages show where there is one (issue 24, migration 0045). */
function tamilLookupTable(table: string, nameColumn: string) {
  return pgTable(
    table,
    {
      id: serial('id').primaryKey(),
      name: varchar(nameColumn, { length: 100 }).notNull(),
      nameTa: varchar('name_ta', { length: 100 }),
      status: boolean('status').notNull().default(true),
    },
    (t) => [
      uniqueIndex(`${table}_name_lower_idx`).on(lower(t.name)),
      ...searchIndexes(table, t),
      tamilSearchIndex(table, t),
    ],
  );
}

export const annualIncomes = tamilLookupTable('annual_income', 'annual_income');
export const castes = tamilLookupTable('caste', 'caste');
export const diets = tamilLookupTable('diet', 'diet');
export const genders = tamilLookupTable('gender', 'gender');
export const heights = tamilLookupTable('height', 'height');
export const maritalStatuses = tamilLookupTable('marital_status', 'marital_status');
export const motherTongues = tamilLookupTable('mother_tongue', 'mother_tongue');
export const occupations = tamilLookupTable('occupation', 'occupation');
export const paymentModes = tamilLookupTable('payment_mode', 'payment_mode');
export const professions = tamilLookupTable('profession', 'profession');
export const qualifications = tamilLookupTable('qualification', 'qualification');
export const weights = tamilLookupTable('weight', 'weight');

// Stars and raasis also carry their traditional number, which the porutham calculation needs.
export const raasis = pgTable(
  'raasi',
  {
    id: serial('id').primaryKey(),
    name: varchar('raasi', { length: 100 }).notNull(),
    nameTa: varchar('name_ta', { length: 100 }),
    number: smallint('number'),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('raasi_name_lower_idx').on(lower(t.name)),
    ...searchIndexes('raasi', t),
    tamilSearchIndex('raasi', t),
    check('raasi_number_range', sql`${t.number} between 1 and 12`),
  ],
);

export const stars = pgTable(
  'star',
  {
    id: serial('id').primaryKey(),
    name: varchar('star', { length: 100 }).notNull(),
    nameTa: varchar('name_ta', { length: 100 }),
    number: smallint('number'),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('star_name_lower_idx').on(lower(t.name)),
    ...searchIndexes('star', t),
    tamilSearchIndex('star', t),
    check('star_number_range', sql`${t.number} between 1 and 27`),
  ],
);

export const membersPlans = pgTable(
  'members_plan',
  {
    id: serial('id').primaryKey(),
    name: varchar('plan_name', { length: 100 }).notNull(),
    nameTa: varchar('name_ta', { length: 100 }),
    amount: integer('amount').notNull().default(0),
    validity: integer('validity').notNull(),
    // How many contact details a member may reveal during the plan; 0 = unlimited (issue 25).
    contacts: integer('contacts').notNull().default(0),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('members_plan_name_lower_idx').on(lower(t.name)),
    ...searchIndexes('members_plan', t),
    tamilSearchIndex('members_plan', t),
    check('members_plan_amount_positive', sql`${t.amount} >= 0`),
    check('members_plan_validity_positive', sql`${t.validity} >= 0`),
    check('members_plan_contacts_positive', sql`${t.contacts} >= 0`),
  ],
);

// ---------------------------------------------------------------- profiles

const ref = (name: string, target: () => AnyPgColumn) => integer(name).references(target);

/** Who sees a profile's photos besides its owner and the team (README, "Photos"). */
export const PHOTO_VISIBILITIES = ['members', 'interest', 'request'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

export const profiles = pgTable(
  'profile',
  {
    id: serial('id').primaryKey(),
    // Null for offline registrations entered by the team; at most one profile per account.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // personal
    fullName: varchar('full_name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    heightId: ref('height_id', () => heights.id).notNull(),
    weightId: ref('weight_id', () => weights.id).notNull(),
    age: smallint('age').notNull(),
    qualificationId: ref('qualification_id', () => qualifications.id).notNull(),
    occupationId: ref('occupation_id', () => occupations.id).notNull(),
    annualIncomeId: ref('annual_income_id', () => annualIncomes.id).notNull(),
    genderId: ref('gender_id', () => genders.id).notNull(),
    maritalStatusId: ref('marital_status_id', () => maritalStatuses.id).notNull(),
    totalChildren: smallint('total_children').notNull().default(0),
    nativeCity: varchar('native_city', { length: 100 }).notNull(),
    nativeCountry: varchar('native_country', { length: 2 }).notNull().default('IN'),
    livingCity: varchar('living_city', { length: 100 }).notNull(),
    livingCountry: varchar('living_country', { length: 2 }).notNull().default('IN'),
    dietId: ref('diet_id', () => diets.id).notNull(),
    physicallyChallenged: boolean('physically_challenged').notNull().default(false),
    photo: varchar('photo', { length: 300 }),
    /** Every photo of the profile (contentUrls), in the member's order; `photo` is the main one (migration 0021). */
    photos: varchar('photos', { length: 300 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Who sees the photos (lib/data/photo-access.ts). */
    photoVisibility: varchar('photo_visibility', { length: 10 })
      .$type<PhotoVisibility>()
      .notNull()
      .default('members'),
    // family
    fatherName: varchar('father_name', { length: 100 }).notNull(),
    fatherOccupationId: ref('father_occupation_id', () => occupations.id).notNull(),
    motherName: varchar('mother_name', { length: 100 }).notNull(),
    motherOccupationId: ref('mother_occupation_id', () => occupations.id).notNull(),
    totalBrothers: smallint('total_brothers').notNull().default(0),
    totalSisters: smallint('total_sisters').notNull().default(0),
    casteId: ref('caste_id', () => castes.id).notNull(),
    kothram: varchar('kothram', { length: 100 }),
    motherTongueId: ref('mother_tongue_id', () => motherTongues.id).notNull(),
    // horoscope
    chevvaiDhosam: boolean('chevvai_dhosam').notNull().default(false),
    raasiId: ref('raasi_id', () => raasis.id).notNull(),
    starId: ref('star_id', () => stars.id).notNull(),
    horoscope: varchar('horoscope', { length: 300 }),
    // birth details (migration 0025): date, clock time HH:MM and a place code of lib/astro/places.ts
    birthDate: date('birth_date', { mode: 'string' }),
    birthTime: varchar('birth_time', { length: 5 }),
    birthPlace: varchar('birth_place', { length: 60 }),
    // looking for: every preference is optional
    lqualificationId: ref('lqualification_id', () => qualifications.id),
    loccupationId: ref('loccupation_id', () => occupations.id),
    lmotherTongueId: ref('lmother_tongue_id', () => motherTongues.id),
    lchevvaiDhosam: boolean('lchevvai_dhosam'),
    lmaritalStatusId: ref('lmarital_status_id', () => maritalStatuses.id),
    lraasiId: ref('lraasi_id', () => raasis.id),
    lstarId: ref('lstar_id', () => stars.id),
    lphysicallyChallenged: boolean('lphysically_challenged'),
    lheightId: ref('lheight_id', () => heights.id),
    lfromAge: smallint('lfrom_age').notNull(),
    ltoAge: smallint('lto_age').notNull(),
    lcasteId: ref('lcaste_id', () => castes.id),
    // general: set by the team only
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    mobileVerifiedBy: integer('mobile_verified_by').references(() => users.id, { onDelete: 'set null' }),
    status: boolean('status').notNull().default(true),
    otp: varchar('otp', { length: 20 }),
    membersPlanId: ref('members_plan_id', () => membersPlans.id),
    expiry: date('expiry', { mode: 'string' }),
    /** The day the current plan period began (migration 0035): contacts are counted from it. */
    planStartedOn: date('plan_started_on', { mode: 'string' }),
    /** The expiry the 7-day reminder was sent for: once per plan period, claimed by one instance. */
    expiryRemindedFor: date('expiry_reminded_for', { mode: 'string' }),
    // the member's own account page (migration 0020, lib/data/member-account.ts)
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    marriedAt: timestamp('married_at', { withTimezone: true }),
    marriedToProfileId: integer('married_to_profile_id').references((): AnyPgColumn => profiles.id, {
      onDelete: 'set null',
    }),
    marriageConfirmedAt: timestamp('marriage_confirmed_at', { withTimezone: true }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Browsing privately (migration 0036, lib/data/profile-visits.ts): views neither recorded nor seen. */
    browsePrivately: boolean('browse_privately').notNull().default(false),
    /** Out of sight by moderation (migration 0022, lib/data/moderation/visibility.ts); null: not held. */
    moderationHold: varchar('moderation_hold', { length: 10 }).$type<ModerationHold>(),
    /**
     * What the Looking For requires of a partner, for the mutual match search's index (migration
     * 0034, lib/data/match-search.ts): generated by PostgreSQL from the row, never written.
     */
    accepts: bigint('accepts', { mode: 'number' })
      .array()
      .generatedAlwaysAs(
        sql`array_remove(array[4294967296 * 1 + "lcaste_id", 4294967296 * 2 + "lstar_id", 4294967296 * 3 + "lraasi_id", 4294967296 * 4 + "lqualification_id", 4294967296 * 5 + "loccupation_id", 4294967296 * 6 + "lmother_tongue_id", 4294967296 * 7 + "lmarital_status_id", 4294967296 * 8 + "lphysically_challenged"::int, 4294967296 * 9 + coalesce("lchevvai_dhosam", "chevvai_dhosam")::int, 4294967296 * 10 + "lheight_id"]::bigint[], null)`,
      ),
  },
  (t) => [
    uniqueIndex('profile_user_id_idx').on(t.userId),
    index('profile_date_idx').on(t.date.desc(), t.id.desc()),
    index('profile_expiry_idx').on(t.expiry),
    index('profile_mobile_verified_idx').on(t.mobileVerified),
    index('profile_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('profile_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
    index('profile_native_city_trgm_idx').using('gin', sql`${t.nativeCity} gin_trgm_ops`),
    index('profile_living_city_trgm_idx').using('gin', sql`${t.livingCity} gin_trgm_ops`),
    // The rest of the global search (q) of the admin list: "contains" on every listed text column.
    index('profile_father_name_trgm_idx').using('gin', sql`${t.fatherName} gin_trgm_ops`),
    index('profile_mother_name_trgm_idx').using('gin', sql`${t.motherName} gin_trgm_ops`),
    index('profile_kothram_trgm_idx').using('gin', sql`${t.kothram} gin_trgm_ops`),
    check('profile_age_range', sql`${t.age} between 18 and 99`),
    check('profile_photos_at_most_5', sql`cardinality(${t.photos}) <= 5`),
    check('profile_photo_visibility_known', sql`${t.photoVisibility} in ('members', 'interest', 'request')`),
    index('profile_married_to_idx')
      .on(t.marriedToProfileId)
      .where(sql`${t.marriedToProfileId} is not null`),
    // The match search (lib/data/match-search.ts): one gender's searchable members by age or date.
    // (after age: columns the search reads, so the index alone answers it; see migration 0007)
    index('profile_match_idx')
      .on(
        t.genderId,
        t.age,
        t.chevvaiDhosam,
        t.motherTongueId,
        t.casteId,
        t.heightId,
        t.starId,
        t.raasiId,
        t.date,
        t.id,
      )
      .where(
        sql`${t.status} and ${t.mobileVerified} and ${t.hiddenAt} is null and ${t.marriedAt} is null and ${t.moderationHold} is null`,
      ),
    // Mutual mode (migration 0034): the same, then what each candidate accepts (index-only too).
    index('profile_mutual_idx')
      .on(
        t.genderId,
        t.age,
        t.chevvaiDhosam,
        t.motherTongueId,
        t.casteId,
        t.heightId,
        t.starId,
        t.raasiId,
        t.date,
        t.id,
        t.lfromAge,
        t.ltoAge,
        t.accepts,
      )
      .where(
        sql`${t.status} and ${t.mobileVerified} and ${t.hiddenAt} is null and ${t.marriedAt} is null and ${t.moderationHold} is null`,
      ),
    // The first page by score (migration 0041): each (star, raasi) pair's candidates by age, the
    // columns both modes read after it, so lib/data/match-search.ts walks the pairs best-first.
    index('profile_score_idx')
      .on(
        t.genderId,
        t.starId,
        t.raasiId,
        t.age,
        t.chevvaiDhosam,
        t.motherTongueId,
        t.casteId,
        t.heightId,
        t.date,
        t.id,
        t.lfromAge,
        t.ltoAge,
        t.accepts,
      )
      .where(
        sql`${t.status} and ${t.mobileVerified} and ${t.hiddenAt} is null and ${t.marriedAt} is null and ${t.moderationHold} is null`,
      ),
    index('profile_match_date_idx')
      .on(t.genderId, t.date.desc(), t.id.desc())
      .where(
        sql`${t.status} and ${t.mobileVerified} and ${t.hiddenAt} is null and ${t.marriedAt} is null and ${t.moderationHold} is null`,
      ),
    check('profile_moderation_hold_known', sql`${t.moderationHold} in ('reported', 'hidden', 'suspended')`),
  ],
);

/**
 * The ten poruthams of every valid bride (star, raasi) and groom (star, raasi), by the numbers of
 * porutham.md: reference data written by migration 0007 from lib/matching/porutham.ts
 * (scripts/gen-porutham-sql.ts) and joined by the match search. Each result is good, medium or bad.
 */
const verdict = (name: string) => varchar(name, { length: 6 }).notNull();
export const poruthams = pgTable(
  'porutham',
  {
    brideStar: smallint('bride_star').notNull(),
    brideRaasi: smallint('bride_raasi').notNull(),
    groomStar: smallint('groom_star').notNull(),
    groomRaasi: smallint('groom_raasi').notNull(),
    score: numeric('score', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    recommended: boolean('recommended').notNull(),
    dina: verdict('dina'),
    gana: verdict('gana'),
    mahendra: verdict('mahendra'),
    sthreeDeergham: verdict('sthree_deergham'),
    yoni: verdict('yoni'),
    rasi: verdict('rasi'),
    rasiAdhipathi: verdict('rasi_adhipathi'),
    vasya: verdict('vasya'),
    rajju: verdict('rajju'),
    vedhai: verdict('vedhai'),
  },
  (t) => [primaryKey({ columns: [t.brideStar, t.brideRaasi, t.groomStar, t.groomRaasi] })],
);

// ---------------------------------------------------------------- files and enquiries

export const mediaObjects = pgTable(
  'media_object',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** A photo's card-sized variant (lib/media/photo-names.ts); null for PDFs and older uploads. */
    cardStorageKey: varchar('card_storage_key', { length: 200 }),
    cardSize: integer('card_size'),
    /** A member's photo waits for an administrator's approval (migration 0022). */
    moderation: varchar('moderation', { length: 10 }).$type<PhotoModeration>().notNull().default('approved'),
    /** A photo's small, heavily blurred variant: what a member not allowed to see it gets instead. */
    blurStorageKey: varchar('blur_storage_key', { length: 200 }),
    blurSize: integer('blur_size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_object_owner_idx').on(t.ownerId),
    check('media_object_moderation_known', sql`${t.moderation} in ('pending', 'approved', 'rejected')`),
  ],
);

export const enquiries = pgTable(
  'enquiry',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_created_idx').on(t.createdAt.desc())],
);

// ---------------------------------------------------------------- photo requests

export const PHOTO_REQUEST_STATUSES = ['pending', 'granted', 'declined', 'revoked'] as const;
export type PhotoRequestStatus = (typeof PHOTO_REQUEST_STATUSES)[number];

/** A member asking to see the photos of a profile whose photos are shown on request; one per pair and direction. */
export const photoRequests = pgTable(
  'photo_request',
  {
    id: serial('id').primaryKey(),
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toProfileId: integer('to_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<PhotoRequestStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('photo_request_pair_idx').on(t.fromProfileId, t.toProfileId),
    index('photo_request_to_status_idx').on(t.toProfileId, t.status),
    check('photo_request_status_known', sql`${t.status} in ('pending', 'granted', 'declined', 'revoked')`),
    check('photo_request_not_to_self', sql`${t.fromProfileId} <> ${t.toProfileId}`),
  ],
);

// ---------------------------------------------------------------- interests and shortlists

/** Interest statuses: pending until the recipient accepts or declines, or the sender withdraws it. */
export const INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/**
 * One member's interest in another (migration 0008, reshaped by 0019): per direction at most one
 * that is not withdrawn, and at most one live (pending or accepted) interest per pair of members in
 * either direction.
 */
export const interests = pgTable(
  'interest',
  {
    id: serial('id').primaryKey(),
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toProfileId: integer('to_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<InterestStatus>().notNull().default('pending'),
    /** The sender's personal note (issue 22 item 5), at most 500 characters. */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One interest per sender and recipient that is not withdrawn: a withdrawn one may be sent again.
    uniqueIndex('interest_pair_idx')
      .on(t.fromProfileId, t.toProfileId)
      .where(sql`${t.status} <> 'withdrawn'`),
    uniqueIndex('interest_live_pair_idx')
      .on(
        sql`least(${t.fromProfileId}, ${t.toProfileId})`,
        sql`greatest(${t.fromProfileId}, ${t.toProfileId})`,
      )
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('interest_to_status_idx').on(t.toProfileId, t.status),
    index('interest_created_idx').on(t.createdAt),
    index('interest_from_created_idx').on(t.fromProfileId, t.createdAt),
    check('interest_status_known', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    check('interest_not_to_self', sql`${t.fromProfileId} <> ${t.toProfileId}`),
    check('interest_note_length', sql`char_length(${t.note}) <= 500`),
  ],
);

/**
 * Interest e-mails per recipient (migration 0014, lib/data/interest-mail.ts): the last one sent, the
 * highest interest id it covered, and when the next one, gathering what arrived since, is due.
 */
export const interestMails = pgTable(
  'interest_mail',
  {
    recipientProfileId: integer('recipient_profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    mailedThroughId: integer('mailed_through_id').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    index('interest_mail_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
  ],
);

/** A member's shortlist: profiles they keep an eye on, each once. */
export const shortlists = pgTable(
  'shortlist',
  {
    id: serial('id').primaryKey(),
    ownerProfileId: integer('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shortlist_owner_profile_idx').on(t.ownerProfileId, t.profileId),
    check('shortlist_not_self', sql`${t.ownerProfileId} <> ${t.profileId}`),
  ],
);

/**
 * Exact row counts kept by statement-level triggers (migration 0003), so an unfiltered list shows
 * its total without counting the whole table on every request.
 */
export const tableCounts = pgTable('table_count', {
  tableName: varchar('table_name', { length: 63 }).primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

export type User = typeof users.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type Interest = typeof interests.$inferSelect;
export type Shortlist = typeof shortlists.$inferSelect;

// ---------------------------------------------------------------- college fee management (0011)
// The four settings lists are lookups like the matrimony ones (name + status, unique name).

/** A course lasts `semesters` semesters (0013): no student, fee or payment goes beyond. */
export const courses = pgTable(
  'course',
  {
    id: serial('id').primaryKey(),
    name: varchar('course', { length: 100 }).notNull(),
    semesters: smallint('semesters').notNull().default(6),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('course_name_lower_idx').on(lower(t.name)),
    ...searchIndexes('course', t),
    check('course_semesters_range', sql`${t.semesters} between 1 and 20`),
  ],
);

/** A semester's number orders the semesters (what falls due up to a student's current one). */
export const semesters = pgTable(
  'semester',
  {
    id: serial('id').primaryKey(),
    name: varchar('semester', { length: 100 }).notNull(),
    number: smallint('number').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('semester_name_lower_idx').on(lower(t.name)),
    ...searchIndexes('semester', t),
    check('semester_number_range', sql`${t.number} between 1 and 20`),
  ],
);
export const batches = lookupTable('batch', 'batch');
export const feeTypes = lookupTable('fee_type', 'fee_type');

export const students = pgTable(
  'student',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    rollNo: varchar('roll_no', { length: 30 }).notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => semesters.id),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    guardianName: varchar('guardian_name', { length: 100 }),
    guardianPhone: varchar('guardian_phone', { length: 20 }),
    status: boolean('status').notNull().default(true),
    /** Sum of the student's receipts not cancelled: kept by lib/data/college/receipts.ts. */
    paidTotal: integer('paid_total').notNull().default(0),
    /**
     * Fees due to date less concessions plus late fees, as of college_dues_state.kept_day: kept by
     * lib/data/college/dues-kept.ts (migration 0047); the balance is due_total - paid_total.
     */
    dueTotal: integer('due_total').notNull().default(0),
    /** due_total - paid_total, generated: the dues list's order (student_balance_idx). */
    dueBalance: integer('due_balance').generatedAlwaysAs(sql`due_total - paid_total`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_roll_no_lower_idx').on(lower(t.rollNo)),
    index('student_balance_idx')
      .on(sql`(${t.dueTotal} - ${t.paidTotal}) desc`, t.id)
      .where(sql`${t.status}`),
    index('student_course_idx').on(t.courseId, t.semesterId),
    index('student_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The fee structure: one amount (whole rupees) per course x semester x fee type, due on a date. */
export const fees = pgTable(
  'fee',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => semesters.id),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id),
    amount: integer('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('fee_course_semester_type_idx').on(t.courseId, t.semesterId, t.feeTypeId),
    check('fee_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The last receipt number given in each year; incremented inside the saving transaction. */
export const receiptCounters = pgTable('receipt_counter', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const receipts = pgTable(
  'receipt',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    paymentModeId: integer('payment_mode_id')
      .notNull()
      .references(() => paymentModes.id),
    referenceNo: varchar('reference_no', { length: 60 }),
    total: integer('total').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The student's semester when paid, and the balance left after this payment (migration 0027). */
    semesterId: integer('semester_id').references(() => semesters.id),
    balanceAfter: integer('balance_after'),
    /** What refunds gave back of it (migration 0034): never more than the total. */
    refundedTotal: integer('refunded_total').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipt_year_number_idx').on(t.year, t.number),
    index('receipt_student_idx').on(t.studentId),
    index('receipt_paid_on_idx').on(t.paidOn),
  ],
);

export const receiptItems = pgTable(
  'receipt_item',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id),
    amount: integer('amount').notNull(),
    /** The late fee on the fee rather than the fee itself (migration 0034). */
    fine: boolean('fine').notNull().default(false),
    /** What refunds gave back of this line (migration 0034). */
    refunded: integer('refunded').notNull().default(0),
  },
  (t) => [index('receipt_item_receipt_idx').on(t.receiptId), index('receipt_item_fee_idx').on(t.feeId)],
);

/** Money collected per day by receipts not cancelled; kept with each receipt and cancellation. */
export const collectionDays = pgTable('collection_day', {
  day: date('day', { mode: 'string' }).primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------- settings, consent, grievances (0017)

/** The typed settings store (lib/data/settings.ts): one JSON document per key, validated before writing. */
export const appSettings = pgTable('app_setting', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A member's acceptance of one version of the Terms and Privacy Policy. */
export const termsAcceptances = pgTable(
  'terms_acceptance',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 20 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    via: varchar('via', { length: 20 }).$type<'registration' | 'prompt'>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'terms_acceptance_pk', columns: [t.userId, t.version] }),
    check('terms_acceptance_via_known', sql`${t.via} in ('registration', 'prompt')`),
  ],
);

// The labels and the checks of these values live in lib/validation/grievance.ts.
type GrievanceSubject = 'impersonation' | 'photo_misuse' | 'harassment' | 'data' | 'other';
type GrievanceStatus = 'received' | 'in_progress' | 'resolved' | 'rejected';

/** The last ticket number given in each year; incremented inside the filing transaction. */
export const grievanceCounters = pgTable('grievance_counter', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A complaint to the grievance officer. `dueAt` is the deadline now running: 24 hours from filing
 * until acknowledged, then 15 days from filing until closed (resolved or rejected), null once closed.
 */
export const grievances = pgTable(
  'grievance',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    ticket: varchar('ticket', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 20 }).$type<GrievanceSubject>().notNull(),
    details: text('details').notNull(),
    profile: varchar('profile', { length: 200 }),
    status: varchar('status', { length: 12 }).$type<GrievanceStatus>().notNull().default('received'),
    /** The language of the complainant's e-mails: their account's choice, else the page they filed on. */
    locale: varchar('locale', { length: 8 }),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grievance_year_number_idx').on(t.year, t.number),
    uniqueIndex('grievance_ticket_idx').on(t.ticket),
    index('grievance_due_idx').on(t.dueAt.asc().nullsLast(), t.createdAt.desc()),
    check(
      'grievance_subject_known',
      sql`${t.subject} in ('impersonation', 'photo_misuse', 'harassment', 'data', 'other')`,
    ),
    check('grievance_status_known', sql`${t.status} in ('received', 'in_progress', 'resolved', 'rejected')`),
  ],
);

/** The links e-mailed to a complainant: one random token per e-mail, kept only as its SHA-256. */
export const grievanceFollowTokens = pgTable(
  'grievance_follow_token',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('grievance_follow_token_grievance_idx').on(t.grievanceId)],
);

/** An administrator's answer on a ticket, e-mailed to the complainant, with the status it set. */
export const grievanceReplies = pgTable(
  'grievance_reply',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: varchar('status', { length: 12 }).$type<GrievanceStatus>().notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('grievance_reply_grievance_idx').on(t.grievanceId, t.createdAt)],
);

// ---------------------------------------------------------------- moderation, reports, blocks (0022)

type ModerationHold = 'reported' | 'hidden' | 'suspended';
type PhotoModeration = 'pending' | 'approved' | 'rejected';
// The labels and the checks of these values live in lib/validation/moderation.ts.
type ModerationKind = 'photo' | 'report';
type ModerationStatus = 'pending' | 'approved' | 'rejected' | 'dismissed' | 'warned' | 'hidden' | 'suspended';
type ReportReason =
  'fake_profile' | 'already_married' | 'inappropriate_photo' | 'harassment' | 'asks_for_money' | 'other';

/**
 * The moderation queue: a member's new photo waiting for approval, or a reported profile with a
 * snapshot of it as it was first reported. At most one open item per photo and per reported profile.
 */
export const moderationItems = pgTable(
  'moderation_item',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).$type<ModerationKind>().notNull(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    mediaId: varchar('media_id', { length: 40 }).references(() => mediaObjects.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    status: varchar('status', { length: 10 }).$type<ModerationStatus>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A hide or a suspension undone by an administrator (migration 0030): when, who, why. */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    restoredBy: integer('restored_by').references(() => users.id, { onDelete: 'set null' }),
    restoreReason: text('restore_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_item_status_idx').on(t.status, t.createdAt, t.id),
    index('moderation_item_profile_idx').on(t.profileId, t.kind, t.status),
    uniqueIndex('moderation_item_open_photo_idx')
      .on(t.mediaId)
      .where(sql`${t.kind} = 'photo' and ${t.status} = 'pending'`),
    uniqueIndex('moderation_item_open_report_idx')
      .on(t.profileId)
      .where(sql`${t.kind} = 'report' and ${t.status} = 'pending'`),
    check('moderation_item_kind_known', sql`${t.kind} in ('photo', 'report')`),
    check(
      'moderation_item_status_known',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'dismissed', 'warned', 'hidden', 'suspended')`,
    ),
    check('moderation_item_photo_media', sql`${t.kind} <> 'photo' or ${t.mediaId} is not null`),
  ],
);

/** A member's report of another, on the moderation item that decides it. */
export const reports = pgTable(
  'report',
  {
    id: serial('id').primaryKey(),
    reporterProfileId: integer('reporter_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => moderationItems.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 20 }).$type<ReportReason>().notNull(),
    details: text('details').notNull(),
    /** A reported message's report: the messages around it as they were (lib/data/messages/thread.ts reportMessage). */
    messages: jsonb('messages').$type<Record<string, unknown>[]>(),
    /**
     * A report of an interest's note (migration 0030): the interest, and the note as it read when
     * reported (the interest may be withdrawn or gone later; the snapshot stays).
     */
    interestId: integer('interest_id').references(() => interests.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_reporter_idx').on(t.reporterProfileId, t.createdAt),
    index('report_item_idx').on(t.itemId, t.reporterProfileId),
    check(
      'report_reason_known',
      sql`${t.reason} in ('fake_profile', 'already_married', 'inappropriate_photo', 'harassment', 'asks_for_money', 'other')`,
    ),
    check('report_not_self', sql`${t.reporterProfileId} <> ${t.profileId}`),
  ],
);

/** A member's block of another: the two no longer see each other anywhere, both ways. */
export const blocks = pgTable(
  'block',
  {
    id: serial('id').primaryKey(),
    blockerProfileId: integer('blocker_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedProfileId: integer('blocked_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('block_pair_idx').on(t.blockerProfileId, t.blockedProfileId),
    index('block_blocked_idx').on(t.blockedProfileId, t.blockerProfileId),
    check('block_not_self', sql`${t.blockerProfileId} <> ${t.blockedProfileId}`),
  ],
);

/** The outcomes of a verification call (issue 25 item 1); 'verified' also sets the profile's flag. */
export const VERIFICATION_OUTCOMES = ['verified', 'no_answer', 'wrong_number', 'call_back'] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

/** Each call an administrator made to verify a member's mobile, with its outcome (migration 0027). */
export const verificationCalls = pgTable(
  'verification_call',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    outcome: varchar('outcome', { length: 20 }).$type<VerificationOutcome>().notNull(),
    note: text('note'),
    /** Only for 'call_back': the queue hides the member until then. */
    callBackAt: timestamp('call_back_at', { withTimezone: true }),
    calledBy: integer('called_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_call_profile_idx').on(t.profileId, t.createdAt),
    check(
      'verification_call_outcome_known',
      sql`${t.outcome} in ('verified', 'no_answer', 'wrong_number', 'call_back')`,
    ),
    check('verification_call_back_time', sql`(${t.outcome} = 'call_back') = (${t.callBackAt} is not null)`),
  ],
);

/**
 * Who changed what (issue 25 item 4): one row per write by an administrator or college staff,
 * inserted in the write's own transaction. `changes` maps each changed field to [old, new]; secrets
 * are never stored. The actor's e-mail is copied so the entry outlives the account.
 */
export const auditEntries = pgTable(
  'audit_entry',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entry_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_entry_entity_idx').on(t.entity, t.entityId),
    index('audit_entry_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/**
 * A member's first opening of an accepted counterpart's contact details: counted once per pair
 * against the plan's `contacts` (lib/data/contact-reveals.ts), and kept as the log of its use.
 */
export const contactReveals = pgTable(
  'contact_reveal',
  {
    id: serial('id').primaryKey(),
    viewerProfileId: integer('viewer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contact_reveal_pair_idx').on(t.viewerProfileId, t.profileId),
    check('contact_reveal_not_self', sql`${t.viewerProfileId} <> ${t.profileId}`),
  ],
);

/** A concession or scholarship on one fee of one student (migration 0028, issue 27). */
export const concessions = pgTable(
  'concession',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id),
    /** 'percent' (value 1..100 of the fee) or 'amount' (value in rupees). */
    kind: varchar('kind', { length: 10 }).notNull().$type<'percent' | 'amount'>(),
    value: integer('value').notNull(),
    /** What it comes to in rupees, fixed when granted. */
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    approvedBy: varchar('approved_by', { length: 100 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('concession_student_fee_idx').on(t.studentId, t.feeId),
    index('concession_fee_idx').on(t.feeId),
  ],
);

/**
 * A late fee rule on a fee (migration 0034, issue 27): after the due date and `graceDays`, a flat
 * fine or `amount` per day (at most `cap`), due from each student who had not settled the fee.
 */
export const lateFeeRules = pgTable(
  'late_fee_rule',
  {
    id: serial('id').primaryKey(),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id),
    graceDays: smallint('grace_days').notNull().default(0),
    kind: varchar('kind', { length: 10 }).notNull().$type<'flat' | 'per_day'>(),
    amount: integer('amount').notNull(),
    cap: integer('cap'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('late_fee_rule_fee_idx').on(t.feeId)],
);

/** A late fee waived for one student and fee: what it came to, the reason, who and when. */
export const fineWaivers = pgTable(
  'fine_waiver',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    waivedBy: integer('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fine_waiver_student_fee_idx').on(t.studentId, t.feeId)],
);

/** The last refund number given in each year; incremented inside the saving transaction. */
export const refundCounters = pgTable('refund_counter', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Money given back against a receipt, numbered per year (migration 0034). */
export const refunds = pgTable(
  'refund',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    paymentModeId: integer('payment_mode_id')
      .notNull()
      .references(() => paymentModes.id),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refund_year_number_idx').on(t.year, t.number),
    index('refund_receipt_idx').on(t.receiptId),
    index('refund_student_idx').on(t.studentId),
    index('refund_refunded_on_idx').on(t.refundedOn),
  ],
);

/**
 * What a student paid of a fee (migration 0042): receipts not cancelled, net of refunds, the late
 * fee lines apart, and the day of the last payment; kept by receipts.ts and refunds.ts in the
 * transaction of each write (refreshStudentFeePaid), read by the late-fee SQL (balance-sql.ts).
 */
export const studentFeePaid = pgTable(
  'student_fee_paid',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id, { onDelete: 'cascade' }),
    paid: integer('paid').notNull().default(0),
    finePaid: integer('fine_paid').notNull().default(0),
    lastPaid: date('last_paid', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'student_fee_paid_pk', columns: [t.studentId, t.feeId] }),
    index('student_fee_paid_fee_idx').on(t.feeId),
  ],
);

/** The day and fee structure the kept student.due_total figures are of (one row; migration 0047, dues-kept.ts). */
export const collegeDuesState = pgTable(
  'college_dues_state',
  {
    id: smallint('id').primaryKey().default(1),
    /** Bumped by triggers on fee, semester and late_fee_rule. */
    generation: integer('generation').notNull().default(1),
    keptGeneration: integer('kept_generation').notNull().default(0),
    keptDay: date('kept_day', { mode: 'string' }),
  },
  (t) => [check('college_dues_state_one_row', sql`${t.id} = 1`)],
);

/**
 * The day-book's figures kept per day, payment mode, staff member (0: no account) and the
 * student's course (migration 0049, row triggers on receipt, refund and student): receipts not
 * cancelled are collected, refunds refunded, so a month's closing totals read a few hundred rows.
 */
export const daybookTotals = pgTable(
  'daybook_total',
  {
    day: date('day', { mode: 'string' }).notNull(),
    paymentModeId: integer('payment_mode_id').notNull(),
    staffId: integer('staff_id').notNull().default(0),
    courseId: integer('course_id').notNull(),
    collected: bigint('collected', { mode: 'number' }).notNull().default(0),
    receipts: integer('receipts').notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'daybook_total_pk', columns: [t.day, t.paymentModeId, t.staffId, t.courseId] })],
);

/** Students whose kept due_total is to be recomputed, marked by triggers (migration 0047, dues-kept.ts). */
export const studentDuesStale = pgTable('student_dues_stale', {
  studentId: integer('student_id').primaryKey(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A fee reminder sent (issue 27 item 4, migration 0040): to whom (e-mail, SMS) and what was owed
 * on the fee, once per student, fee and period ('before', 'after' for the schedule, 'day:YYYY-MM-DD'
 * for a send from the dues list): the unique index is the claim.
 */
export const feeReminders = pgTable(
  'fee_reminder',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id, { onDelete: 'cascade' }),
    period: varchar('period', { length: 20 }).notNull(),
    balance: integer('balance').notNull(),
    email: varchar('email', { length: 254 }),
    sms: varchar('sms', { length: 20 }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_reminder_student_fee_period_idx').on(t.studentId, t.feeId, t.period),
    index('fee_reminder_fee_idx').on(t.feeId),
  ],
);

/**
 * Messages (issue 26 item 1): one conversation per pair of members with an accepted interest, the
 * lower profile id first; each side's last "new message" e-mail (at most one an hour).
 */
export const conversations = pgTable(
  'conversation',
  {
    id: serial('id').primaryKey(),
    lowProfileId: integer('low_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    highProfileId: integer('high_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lowMailedAt: timestamp('low_mailed_at', { withTimezone: true }),
    highMailedAt: timestamp('high_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_pair_idx').on(t.lowProfileId, t.highProfileId),
    index('conversation_high_idx').on(t.highProfileId),
    check('conversation_pair_ordered', sql`${t.lowProfileId} < ${t.highProfileId}`),
  ],
);

/** A text message of a conversation; read_at is the recipient's read receipt. */
export const messages = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderProfileId: integer('sender_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_conversation_idx').on(t.conversationId, t.id),
    index('message_unread_idx')
      .on(t.conversationId, t.senderProfileId)
      .where(sql`${t.readAt} is null`),
    check('message_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

export type SignInMethod = 'password' | 'code' | 'token';

/**
 * Each sign-in of an account (migration 0031, lib/data/sign-in-history.ts): shown to the member
 * and in their data export; 90 days and at most 50 per account; gone with the account.
 */
export const signIns = pgTable(
  'sign_in',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 45 }).notNull(),
    userAgent: varchar('user_agent', { length: 120 }).notNull(),
    method: varchar('method', { length: 10 }).$type<SignInMethod>().notNull(),
    /** The session this sign-in began (migration 0032); null for tokens and older rows. */
    sessionId: varchar('session_id', { length: 64 }),
    /** The account's session stamp at the sign-in: the session is live only while it is current. */
    stamp: varchar('stamp', { length: 22 }),
  },
  (t) => [
    index('sign_in_user_at_idx').on(t.userId, t.at.desc()),
    index('sign_in_at_idx').on(t.at),
    check('sign_in_method_known', sql`${t.method} in ('password', 'code', 'token')`),
  ],
);

// ---------------------------------------------------------------- jobs

/**
 * One row per recurring job registered with lib/jobs (migration 0034): its schedule and when it is
 * next due. Instances claim a due row with FOR UPDATE SKIP LOCKED and move next_run_at on in the
 * same transaction, so each occurrence runs on one instance only.
 */
export const jobs = pgTable('job', {
  name: varchar('name', { length: 60 }).primaryKey(),
  schedule: varchar('schedule', { length: 40 }).notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

export const JOB_RUN_STATUSES = ['running', 'ok', 'failed'] as const;

/** Each run of a job: which occurrence, on which instance, how it ended (kept 90 days). */
export const jobRuns = pgTable(
  'job_run',
  {
    id: serial('id').primaryKey(),
    jobName: varchar('job_name', { length: 60 })
      .notNull()
      .references(() => jobs.name, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    instance: varchar('instance', { length: 80 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: varchar('status', { length: 10 }).$type<(typeof JOB_RUN_STATUSES)[number]>().notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('job_run_occurrence_idx').on(t.jobName, t.dueAt),
    index('job_run_started_idx').on(t.startedAt),
    check('job_run_status_known', sql`${t.status} in ('running', 'ok', 'failed')`),
  ],
);

/** The kinds of notice and the e-mail choices (the lists themselves: lib/notifications/kinds.ts). */
export type NotificationKind =
  | 'interest_received'
  | 'interest_accepted'
  | 'message'
  | 'photo_request'
  | 'photo_moderation'
  | 'plan_expiring'
  | 'report_outcome';
export type NoticeMailChoice = 'now' | 'digest' | 'off';

/**
 * The notification centre (migration 0043, lib/data/notifications): one row per notice to a member,
 * written in the transaction of the event behind it. `subject_id` is what it is about (interest,
 * conversation, photo request, moderation item); `data` the few words the notice shows (a status,
 * a date). A new message bumps `count` on its conversation's unread notice rather than adding one.
 */
export const notifications = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<NotificationKind>().notNull(),
    actorProfileId: integer('actor_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id'),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    count: integer('count').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Sent in a daily digest (null: not yet, or not for the digest). */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_profile_idx').on(t.profileId, t.id.desc()),
    index('notification_unread_idx')
      .on(t.profileId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notification_unread_subject_idx')
      .on(t.profileId, t.kind, t.subjectId)
      .where(sql`${t.readAt} is null and ${t.kind} = 'message'`),
    uniqueIndex('notification_plan_expiring_idx')
      .on(t.profileId, sql`(${t.data} ->> 'expiry')`)
      .where(sql`${t.kind} = 'plan_expiring'`),
  ],
);

// ---------------------------------------------------------------- plan payments and invoices (0035)

/**
 * A payment for a members plan recorded by an administrator (lib/data/plan-payments.ts): it sets
 * the member's plan, plan start and expiry, and makes one invoice.
 */
export const planPayments = pgTable(
  'plan_payment',
  {
    id: serial('id').primaryKey(),
    // Kept when the member's profile is deleted: payments and invoices are the bureau's accounts.
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    membersPlanId: integer('members_plan_id')
      .notNull()
      .references(() => membersPlans.id),
    amount: integer('amount').notNull(),
    paymentModeId: integer('payment_mode_id')
      .notNull()
      .references(() => paymentModes.id),
    referenceNo: varchar('reference_no', { length: 60 }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The expiry the payment set: paidOn + the plan's validity. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_payment_profile_idx').on(t.profileId),
    index('plan_payment_paid_on_idx').on(t.paidOn),
    check('plan_payment_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The last invoice number given in each financial year (April to March, named by its first year). */
export const invoiceCounters = pgTable('invoice_counter', {
  fyStart: integer('fy_start').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * An invoice for a plan payment: what it printed is kept as it was (seller, buyer, plan, GST rate
 * and split in paise), never edited; cancelled with a reason, keeping its number.
 */
export const invoices = pgTable(
  'invoice',
  {
    id: serial('id').primaryKey(),
    fyStart: integer('fy_start').notNull(),
    number: integer('number').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => planPayments.id),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    sellerName: varchar('seller_name', { length: 200 }).notNull(),
    sellerAddress: varchar('seller_address', { length: 500 }).notNull(),
    sellerGstin: varchar('seller_gstin', { length: 15 }).notNull(),
    buyerName: varchar('buyer_name', { length: 100 }).notNull(),
    planName: varchar('plan_name', { length: 100 }).notNull(),
    amount: integer('amount').notNull(),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_fy_number_idx').on(t.fyStart, t.number),
    uniqueIndex('invoice_payment_idx').on(t.paymentId),
    index('invoice_profile_idx').on(t.profileId),
  ],
);

/**
 * Who viewed whom (issue 26 item 4, migration 0036): one row per pair and India date, written when
 * a member opens a candidate's page (lib/data/profile-visits.ts).
 */
export const profileVisits = pgTable(
  'profile_view',
  {
    id: serial('id').primaryKey(),
    viewerProfileId: integer('viewer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedProfileId: integer('viewed_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_view_pair_day_idx').on(t.viewerProfileId, t.viewedProfileId, t.viewedOn),
    index('profile_view_viewed_idx').on(t.viewedProfileId, t.viewedAt.desc(), t.id.desc()),
    check('profile_view_not_self', sql`${t.viewerProfileId} <> ${t.viewedProfileId}`),
  ],
);

/**
 * A member's saved searches (issue 26 item 4, migration 0038): the match page's URL query string
 * under a name; `alert` marks those that feed the match alert e-mail (lib/data/saved-searches.ts).
 */
export const savedSearches = pgTable(
  'saved_search',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    query: varchar('query', { length: 1000 }).notNull().default(''),
    alert: boolean('alert').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_search_profile_name_idx').on(t.profileId, sql`lower(${t.name})`),
    index('saved_search_alert_idx')
      .on(t.profileId)
      .where(sql`${t.alert}`),
  ],
);

// ---------------------------------------------------------------- match alerts

export const MATCH_ALERT_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type MatchAlertFrequency = (typeof MATCH_ALERT_FREQUENCIES)[number];

/** A member's choice of match alert e-mails (migration 0044); no row means weekly, the default. */
export const matchAlertSettings = pgTable(
  'match_alert_setting',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    frequency: varchar('frequency', { length: 6 }).$type<MatchAlertFrequency>().notNull(),
  },
  (t) => [check('match_alert_frequency_known', sql`${t.frequency} in ('daily', 'weekly', 'off')`)],
);

/** Each match alert e-mail sent (lib/data/match-alerts.ts): one per member per Kolkata day at most. */
export const matchAlerts = pgTable(
  'match_alert',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    matchIds: integer('match_ids').array().notNull(),
  },
  (t) => [uniqueIndex('match_alert_profile_day_idx').on(t.profileId, t.sentOn)],
);
