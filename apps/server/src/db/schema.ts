/**
 * Care's database schema (Drizzle). Migrations are generated from this file with
 * `pnpm --filter @care/server db:generate` into ./drizzle and committed; the same SQL runs on the
 * embedded PGlite and on PostgreSQL.
 *
 * This module imports nothing at runtime from the workspace so that drizzle-kit can load it on its
 * own; `schema.test.ts` checks that the value lists below equal the contract's.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  DiaryFall,
  DiaryOrigin,
  GuestStatus,
  PermissionMap,
  Role,
} from '@care/api-client/schemas';

/**
 * Role identifiers accepted by the database (docs/behaviour/README.md#roles-and-permissions); equal
 * to the contract's ROLES.
 */
export const DB_ROLES = [
  'RA_ADMIN',
  'RA_OSS',
  'RA_DOCTOR',
  'RA_SECRETARY',
  'RA_NURSE',
  'RA_GUEST_ASSISTANCE',
  'RA_GUEST',
] as const satisfies readonly Role[];

/**
 * Account status codes (docs/behaviour/people-and-guests.md#guest-statuses): A admitted, D
 * dismissed, W waiting, R rejected, S suspended.
 */
export const DB_ACCOUNT_STATUSES = [
  'A',
  'D',
  'W',
  'R',
  'S',
] as const satisfies readonly GuestStatus[];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Groups of the facility (a floor, a ward): customerGroupDtoCollection. */
export const customerGroups = pgTable('customer_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/** Accounts that can sign in (staff and guests). Usernames are stored in lower case. */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    /** argon2id PHC string; null while no credentials have been generated. */
    passwordHash: text('password_hash'),
    status: text('status').$type<GuestStatus>().notNull().default('A'),
    credentialGenerated: boolean('credential_generated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_accounts_status_idx').on(t.status),
    check('customer_accounts_status_check', sql`${t.status} in (${inList(DB_ACCOUNT_STATUSES)})`),
    check('customer_accounts_username_lower_check', sql`${t.username} = lower(${t.username})`),
  ],
);

/** Personal data of an account (personalDataDto): one row per account. */
export const personalData = pgTable('personal_data', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => customerAccounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  email: text('email'),
  identifierCode: text('identifier_code').unique(),
  /**
   * Base64 without the data: prefix (docs/behaviour/people-and-guests.md#photos, profile image
   * payload).
   */
  profileImageData: text('profile_image_data'),
  profileImageName: text('profile_image_name'),
  /** The short text under the name on the profile page. */
  description: text('description'),
  /**
   * The form fields without a column of their own (phone, birth date, ...), by field name; what
   * a field may hold is decided by its structure (src/people/structures.ts), never by the client.
   */
  details: jsonb('details')
    .$type<Record<string, string | number | boolean | null>>()
    .notNull()
    .default({}),
  /** A guest's main diagnoses, most important first (docs/behaviour/guest-chart.md#header). */
  mainDiagnoses: text('main_diagnoses')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** A guest's attending doctor (an account); null when none is assigned. */
  attendingDoctorAccountId: integer('attending_doctor_account_id').references(
    () => customerAccounts.id,
    { onDelete: 'set null' },
  ),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Roles of an account (customerRoleDtos), each with an optional module-flag permission map. */
export const customerRoles = pgTable(
  'customer_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    /**
     * null: the client applies its default permission map
     * (docs/behaviour/README.md#the-module-flag-permission-map).
     */
    permission: jsonb('permission').$type<PermissionMap>(),
  },
  (t) => [
    unique('customer_roles_account_role_unique').on(t.accountId, t.role),
    index('customer_roles_role_idx').on(t.role, t.accountId),
    check('customer_roles_role_check', sql`${t.role} in (${inList(DB_ROLES)})`),
  ],
);

/** Which groups an account belongs to. */
export const accountGroups = pgTable(
  'account_groups',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.groupId] }),
    index('account_groups_group_idx').on(t.groupId),
  ],
);

/**
 * Sign-in sessions. Only SHA-256 hashes of the opaque tokens are stored. Each authenticated request
 * rotates the token: the previous hash stays valid until `previous_valid_until` (a short grace
 * period for requests already in flight).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    previousTokenHash: text('previous_token_hash'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true, mode: 'date' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sessions_previous_token_hash_idx').on(t.previousTokenHash),
    index('sessions_account_idx').on(t.accountId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** A translation term id: dotted camelCase segments (`login.title`, `error.translation.code.E014`). */
export const TERM_ID_PATTERN = '^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*$';

/** Longest term id accepted (the contract's `addTermSchema` allows 200 characters). */
export const TERM_ID_MAX_LENGTH = 200;

/** The languages the server has translations for (`GET personal/locale/`), in display order. */
export const translationLocales = pgTable('translation_locales', {
  /** The code the web app asks with (`it`, `en`, `de`, `es`). */
  code: text('code').primaryKey(),
  /** The language's own name (Italiano, English…). */
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * Translation terms per locale (`GET personal/translation/{locale}`), seeded from the web app's
 * bundled resources and editable as data (by an administrator, `PUT personal/translation/…`).
 */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale')
      .notNull()
      .references(() => translationLocales.code, { onDelete: 'cascade' }),
    termId: text('term_id').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who last edited the term; null for seeded terms. */
    updatedBy: integer('updated_by').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.termId] }),
    check('translations_term_id_check', sql`${t.termId} ~ ${sql.raw(`'${TERM_ID_PATTERN}'`)}`),
  ],
);

/**
 * Terms the web app looked up and did not find (`POST personal/addTerm/`), one row per term for
 * the translators, however often it is reported.
 */
export const missingTerms = pgTable(
  'missing_terms',
  {
    termId: text('term_id').primaryKey(),
    reportCount: integer('report_count').notNull().default(1),
    /** True once a signed-in user reported it (a logged-out report is less trustworthy). */
    reportedSignedIn: boolean('reported_signed_in').notNull().default(false),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check('missing_terms_term_id_check', sql`${t.termId} ~ ${sql.raw(`'${TERM_ID_PATTERN}'`)}`),
  ],
);

/** Terms and conditions and privacy policy per locale, as sanitized HTML. */
export const legalTexts = pgTable('legal_texts', {
  locale: text('locale')
    .primaryKey()
    .references(() => translationLocales.code, { onDelete: 'cascade' }),
  termsAndConditions: text('terms_and_conditions').notNull(),
  privacyPolicy: text('privacy_policy').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Consecutive failed sign-ins, for the throttle (src/auth/sign-in-throttle.ts): one row per
 * username and client address, and one per username from every address (`address_key` ''). The
 * database holds them so every instance and every restart sees the same counts. Keys are SHA-256
 * (a password typed into the username field is never kept in clear). `blocked_until` is when the
 * next attempt may be checked. A correct password deletes its address's row and the username's.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    usernameKey: text('username_key').notNull(),
    addressKey: text('address_key').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.usernameKey, t.addressKey] }),
    index('sign_in_failures_time_idx').on(t.lastFailedAt),
  ],
);

/**
 * Notification channels (`account-<customerAccountId>`) and the last sequence number given out on
 * each. The counter lives apart from the notifications so that it never goes back when old
 * notifications are pruned: a client that has seen `seq` 40 must never be sent a new 1. Publishing
 * increments it in the same transaction as the insert (its row lock orders concurrent publishers,
 * on every instance).
 */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    channel: text('channel').primaryKey(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('notification_channels_channel_check', sql`char_length(${t.channel}) between 1 and 200`),
    check('notification_channels_last_seq_check', sql`${t.lastSeq} > 0`),
  ],
);

/**
 * Notifications of the socket hub, kept for replay after a reconnect: a bounded history per
 * channel (the newest 500, at most 7 days old; see `src/realtime`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    /** Any JSON; null when the notification has none. */
    payload: jsonb('payload').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_channel_seq_unique').on(t.channel, t.seq),
    index('notifications_created_at_idx').on(t.createdAt),
    check('notifications_seq_check', sql`${t.seq} > 0`),
    check('notifications_name_check', sql`char_length(${t.name}) between 1 and 200`),
  ],
);

/** What a one-time credential link is for (equal to the contract's `CREDENTIAL_TOKEN_PURPOSES`). */
export const DB_CREDENTIAL_TOKEN_PURPOSES = ['resetPassword', 'defineCredential'] as const;

/**
 * One-time links that set a password: a reset-password link (forgotten password) or a
 * define-credential link (an administrator's invitation). Only the SHA-256 of the token is kept;
 * `used_at` is set by the one conditional update that spends it, so a link works once.
 */
export const credentialTokens = pgTable(
  'credential_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<(typeof DB_CREDENTIAL_TOKEN_PURPOSES)[number]>(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('credential_tokens_account_created_idx').on(t.accountId, t.createdAt),
    check(
      'credential_tokens_purpose_check',
      sql`${t.purpose} in (${inList(DB_CREDENTIAL_TOKEN_PURPOSES)})`,
    ),
  ],
);

/**
 * The remote configuration: boolean flags by key (`care_maintenance`), read by anyone, set by
 * administrators. A key without a row reads as false.
 */
export const remoteConfig = pgTable(
  'remote_config',
  {
    key: text('key').primaryKey(),
    value: boolean('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: integer('updated_by').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [check('remote_config_key_check', sql`${t.key} ~ '^[A-Za-z0-9_.-]{1,100}$'`)],
);

/**
 * A role's permission on a document (docs/behaviour/documents.md#permissions): W write, R read, N
 * no access.
 */
export const DB_DOCUMENT_PERMISSIONS = ['W', 'R', 'N'] as const;
/** A role's permission on a document. */
export type DbDocumentPermission = (typeof DB_DOCUMENT_PERMISSIONS)[number];

/** Tags a personal document may carry (identity paper, consent…), in display order. */
export const documentTags = pgTable('document_tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/**
 * The document fields structure, one row per role (`GET document/structure`): the role's default
 * permission on a new document, whether its row is hidden, and the permissions it may be given
 * (a single option fixes it). Rows are listed by `position`: that is the role order of
 * `configuredPermission`. A role without a row gets R by default with every option.
 */
export const documentRolePermissions = pgTable(
  'document_role_permissions',
  {
    role: text('role').$type<Role>().primaryKey(),
    position: integer('position').notNull(),
    defaultValue: text('default_value').$type<DbDocumentPermission>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** The allowed permissions, comma-separated in display order (`W,R,N`). */
    options: text('options').notNull(),
  },
  (t) => [
    check('document_role_permissions_role_check', sql`${t.role} in (${inList(DB_ROLES)})`),
    check(
      'document_role_permissions_default_check',
      sql`${t.defaultValue} in (${inList(DB_DOCUMENT_PERMISSIONS)})`,
    ),
    check('document_role_permissions_options_check', sql`${t.options} ~ '^[WRN](,[WRN]){0,2}$'`),
  ],
);

/**
 * Personal documents: each belongs to an account (`account_id`, the API's atCustomerAccountId)
 * and grants every role W, R or N (`permissions`, keyed by role, so a change of the role order
 * never shifts anyone's permission). Never deleted.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    expiration: timestamp('expiration', { withTimezone: true, mode: 'date' }),
    state: boolean('state').notNull().default(false),
    tagId: integer('tag_id').references(() => documentTags.id, { onDelete: 'set null' }),
    permissions: jsonb('permissions')
      .$type<Partial<Record<Role, DbDocumentPermission>>>()
      .notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('documents_account_idx').on(t.accountId),
    index('documents_expiration_idx').on(t.expiration),
    check('documents_name_check', sql`char_length(${t.name}) between 1 and 80`),
    check(
      'documents_description_check',
      sql`${t.description} is null or char_length(${t.description}) <= 1000`,
    ),
  ],
);

/** Attachment status: A active, D archived (kept, listed in the history). */
export const DB_ATTACHMENT_STATUSES = ['A', 'D'] as const;

/**
 * Files of a document, base64 as the API carries them. Archiving sets status D; nothing is
 * deleted. An active name is unique per document (the partial index backs the check the upload
 * makes under the document's row lock).
 */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    /** Sniffed from the content on upload, never taken from the name. */
    mimeType: text('mime_type').notNull(),
    /** SHA-256 of the content (hex): a retried upload of the same file is recognised. */
    sha256: text('sha256').notNull(),
    data: text('data').notNull(),
    status: text('status').$type<(typeof DB_ATTACHMENT_STATUSES)[number]>().notNull().default('A'),
    insertedAt: timestamp('inserted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    insertedBy: integer('inserted_by').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    archivedBy: integer('archived_by').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('document_attachments_document_idx').on(t.documentId),
    uniqueIndex('document_attachments_active_name_unique')
      .on(t.documentId, t.name)
      .where(sql`${t.status} = 'A'`),
    check(
      'document_attachments_status_check',
      sql`${t.status} in (${inList(DB_ATTACHMENT_STATUSES)})`,
    ),
    check('document_attachments_size_check', sql`${t.size} >= 0`),
  ],
);

/**
 * The audit log of personal documents: every read and change of a document or an attachment,
 * allowed or refused, with who and when. Repeated reads and refusals of one actor are merged per
 * time window (`count`, `last_at`); rows older than the retention are purged. Administrators
 * read it.
 */
export const documentAudit = pgTable(
  'document_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who; null once the account is gone. */
    actorId: integer('actor_id').references(() => customerAccounts.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<Role>(),
    action: text('action').notNull(),
    allowed: boolean('allowed').notNull(),
    documentId: integer('document_id'),
    attachmentId: integer('attachment_id'),
    /** How many identical events this row stands for (repeated refusals and reads are merged). */
    count: integer('count').notNull().default(1),
    /** The last of them; null for a single event (then it is `at`). */
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set on the mergeable rows (refusals, reads): actor, action, target and time window. An
     * identical event in the same window adds to that row's count instead of adding a row.
     */
    mergeKey: text('merge_key'),
  },
  (t) => [
    index('document_audit_document_idx').on(t.documentId, t.at),
    index('document_audit_at_idx').on(t.at),
    uniqueIndex('document_audit_merge_key_unique').on(t.mergeKey),
  ],
);

/**
 * Expiry reminders sent: one row per document and expiration, so a reminder goes out once for
 * each expiry date (a new date gets its own reminder), however many instances run the timer.
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    expiration: timestamp('expiration', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.expiration] })],
);

/**
 * A notification setting's value (docs/behaviour/people-and-guests.md#profile-page): T on, F off.
 */
export const DB_SETTING_VALUES = ['T', 'F'] as const;

/**
 * An account's notification settings (`personal/get-config`, `personal/set-config`): one row per
 * key the user has changed; a key without a row has its default (src/people/settings.ts).
 */
export const accountSettings = pgTable(
  'account_settings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').$type<(typeof DB_SETTING_VALUES)[number]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    check('account_settings_value_check', sql`${t.value} in (${inList(DB_SETTING_VALUES)})`),
  ],
);

/**
 * Every status change of an account (docs/behaviour/people-and-guests.md#status-changes):
 * admission, dismissal, suspension, re-admission, a blocked or restored login. Append-only, never
 * deleted: the guest list's history and the audit of who changed what. `from_status` is null for
 * the first entry.
 */
export const accountStatusHistory = pgTable(
  'account_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    fromStatus: text('from_status').$type<GuestStatus>(),
    toStatus: text('to_status').$type<GuestStatus>().notNull(),
    /** An archive cause (`death`, …) or what the change was (`suspended`, `blocked`, …). */
    cause: text('cause'),
    /** The day the change takes effect, as the user picked it (`YYYY-MM-DD`). */
    effectiveDate: text('effective_date').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who; null for the seed (and once the account is gone). */
    changedBy: integer('changed_by').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('account_status_history_account_idx').on(t.accountId, t.changedAt),
    check(
      'account_status_history_to_check',
      sql`${t.toStatus} in (${inList(DB_ACCOUNT_STATUSES)})`,
    ),
    check(
      'account_status_history_date_check',
      sql`${t.effectiveDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    ),
  ],
);

/**
 * Every export of a guest's records (docs/behaviour/exports.md#audit): who exported which type
 * about whom, in which format and language, for which period, when, and how many rows it held.
 * Append-only: the answer to "who took this data out of Care". Administrators read it.
 */
export const exportAudit = pgTable(
  'export_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who exported; null once the account is gone. */
    actorId: integer('actor_id').references(() => customerAccounts.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<Role>(),
    /** Whose records: the guest's account; null once the account is gone. */
    guestAccountId: integer('guest_account_id').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
    /** The export type (`STATUS_HISTORY`) and its module (`guests`). */
    type: text('type').notNull(),
    module: text('module').notNull(),
    format: text('format').notNull(),
    lang: text('lang').notNull(),
    /** The period's first and last day (`YYYY-MM-DD`, both included). */
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    rowCount: integer('row_count').notNull(),
  },
  (t) => [
    index('export_audit_guest_idx').on(t.guestAccountId, t.at),
    index('export_audit_at_idx').on(t.at),
    check('export_audit_format_check', sql`${t.format} in ('csv', 'pdf')`),
  ],
);

/** Access levels accepted by the database; equal to the contract's MODULE_ACCESS_LEVELS. */
export const DB_MODULE_ACCESS_LEVELS = ['none', 'read', 'write'] as const;

/**
 * An administrator's departures from the default module access
 * (docs/behaviour/module-access.md#storage): one row per module and role whose level differs from
 * `DEFAULT_MODULE_ACCESS`. A cell set back to its default loses its row. Module ids are checked
 * by the API, not here, so a new module needs no migration.
 */
export const moduleAccess = pgTable(
  'module_access',
  {
    module: text('module').notNull(),
    role: text('role').$type<Role>().notNull(),
    level: text('level').$type<(typeof DB_MODULE_ACCESS_LEVELS)[number]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: integer('updated_by').references(() => customerAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.module, t.role] }),
    check('module_access_module_check', sql`${t.module} ~ '^[A-Za-z]{1,60}$'`),
    check('module_access_role_check', sql`${t.role} in (${inList(DB_ROLES)})`),
    check('module_access_level_check', sql`${t.level} in (${inList(DB_MODULE_ACCESS_LEVELS)})`),
  ],
);

/** Diary values accepted by the database; equal to the contract's (docs/behaviour/diary.md). */
export const DB_DIARY_SIGNIFICANCES = ['routine', 'significant', 'critical'] as const;
export const DB_DIARY_STATUSES = ['active', 'amended', 'enteredInError'] as const;
export const DB_DIARY_CHANGE_KINDS = ['correction', 'amendment', 'enteredInError'] as const;

/**
 * The diary's categories (docs/behaviour/diary.md#categories): the defaults name a translation
 * term, an administrator's own carry their names per language. Never deleted: `active` false
 * takes one out of the choice while old entries keep it.
 */
export const diaryCategories = pgTable(
  'diary_categories',
  {
    id: text('id').primaryKey(),
    termKey: text('term_key'),
    labels: jsonb('labels').$type<Record<string, string>>(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('diary_categories_id_check', sql`${t.id} ~ '^[a-z][A-Za-z0-9]{0,39}$'`),
    check('diary_categories_name_check', sql`${t.termKey} is not null or ${t.labels} is not null`),
  ],
);

/**
 * The diary's entries (docs/behaviour/diary.md#entries): what a shift saw and did for a guest.
 * Never deleted: a correction or an amendment keeps the previous content in
 * `diary_entry_versions`; an entry entered in error stays, marked.
 */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guestAccountId: integer('guest_account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    /** The author's role when writing. */
    authorRole: text('author_role').$type<Role>(),
    categories: text('categories').array().notNull(),
    text: text('text').notNull(),
    significance: text('significance').$type<(typeof DB_DIARY_SIGNIFICANCES)[number]>().notNull(),
    handover: boolean('handover').notNull().default(false),
    status: text('status').$type<(typeof DB_DIARY_STATUSES)[number]>().notNull().default('active'),
    version: integer('version').notNull().default(1),
    /** A critical entry's acknowledgement: when, by whom. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    acknowledgedBy: integer('acknowledged_by').references(() => customerAccounts.id, {
      onDelete: 'restrict',
    }),
    /** An acknowledgement entry: the critical entry it acknowledges. */
    acknowledgesEntryId: bigint('acknowledges_entry_id', { mode: 'number' }),
    /** A fall or incident's record (docs/behaviour/diary.md#falls-and-incidents), else null. */
    fall: jsonb('fall').$type<DiaryFall>(),
    /**
     * What wrote it when the server did from another module (an activity's attendance:
     * docs/behaviour/diary.md#entries-from-other-modules), else null.
     */
    origin: jsonb('origin').$type<DiaryOrigin>(),
  },
  (t) => [
    index('diary_entries_guest_occurred_idx').on(
      t.guestAccountId,
      t.occurredAt.desc(),
      t.id.desc(),
    ),
    index('diary_entries_categories_idx').using('gin', t.categories),
    index('diary_entries_significance_idx').on(t.significance, t.occurredAt.desc()),
    // The critical entries still waiting for an acknowledgement, newest first: the home
    // widget's list and count read a few hundred rows of it, never the whole diary.
    index('diary_entries_open_critical_idx')
      .on(t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.significance} = 'critical' and ${t.acknowledgedAt} is null`),
    index('diary_entries_recorded_idx').on(t.recordedAt),
    // An entry's acknowledgement, the first by id: with the id in the index, the lookup of every
    // listed entry reads one index page (without it, PostgreSQL walked the primary key).
    index('diary_entries_acknowledges_idx')
      .on(t.acknowledgesEntryId, t.id)
      .where(sql`${t.acknowledgesEntryId} is not null`),
    check(
      'diary_entries_significance_check',
      sql`${t.significance} in (${inList(DB_DIARY_SIGNIFICANCES)})`,
    ),
    check('diary_entries_status_check', sql`${t.status} in (${inList(DB_DIARY_STATUSES)})`),
    check('diary_entries_categories_check', sql`cardinality(${t.categories}) >= 1`),
    check('diary_entries_text_check', sql`char_length(${t.text}) between 1 and 4000`),
    // Entries written before fall records existed keep the category without one.
    check(
      'diary_entries_fall_check',
      sql`${t.fall} is null or 'fallIncident' = any(${t.categories})`,
    ),
  ],
);

/**
 * An entry's previous versions (docs/behaviour/diary.md#changing-an-entry): the content before a
 * correction, an amendment or the entered-in-error mark, with who changed it, when and why.
 * Append-only.
 */
export const diaryEntryVersions = pgTable(
  'diary_entry_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => diaryEntries.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    categories: text('categories').array().notNull(),
    significance: text('significance').$type<(typeof DB_DIARY_SIGNIFICANCES)[number]>().notNull(),
    fall: jsonb('fall').$type<DiaryFall>(),
    /** Its origin, for an entry the server wrote from another module. */
    origin: jsonb('origin').$type<DiaryOrigin>(),
    kind: text('kind').$type<(typeof DB_DIARY_CHANGE_KINDS)[number]>().notNull(),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('diary_entry_versions_entry_version_unique').on(t.entryId, t.version),
    check('diary_entry_versions_kind_check', sql`${t.kind} in (${inList(DB_DIARY_CHANGE_KINDS)})`),
  ],
);

/**
 * Files attached to diary entries (docs/behaviour/diary.md#attachments), stored like the
 * documents' attachments (base64, the type sniffed from the content, its SHA-256). Nothing is
 * deleted: archiving sets `archived_at` and `archived_by`; an entry's attachments that are not
 * archived have names of their own.
 */
export const diaryAttachments = pgTable(
  'diary_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => diaryEntries.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    /** Sniffed from the content on upload, never taken from the name. */
    mimeType: text('mime_type').notNull(),
    /** SHA-256 of the content (hex): a retried upload of the same file is recognised. */
    sha256: text('sha256').notNull(),
    data: text('data').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true, mode: 'date' }).notNull(),
    attachedBy: integer('attached_by')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    archivedBy: integer('archived_by').references(() => customerAccounts.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('diary_attachments_entry_idx').on(t.entryId),
    uniqueIndex('diary_attachments_active_name_unique')
      .on(t.entryId, t.name)
      .where(sql`${t.archivedAt} is null`),
    check('diary_attachments_size_check', sql`${t.size} >= 0`),
    check(
      'diary_attachments_archived_check',
      sql`(${t.archivedAt} is null) = (${t.archivedBy} is null)`,
    ),
  ],
);

/** Which entries each user has read (docs/behaviour/diary.md#read-state). */
export const diaryReads = pgTable(
  'diary_reads',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => diaryEntries.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.accountId] }),
    index('diary_reads_account_idx').on(t.accountId),
  ],
);

/**
 * Who has read the handover up to when (docs/behaviour/diary.md#handover): one row each time a
 * staff member is shown a handover sheet. History, never deleted: the latest row per account is
 * their "handover read up to".
 */
export const diaryHandoverReads = pgTable(
  'diary_handover_reads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    readUpTo: timestamp('read_up_to', { withTimezone: true, mode: 'date' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('diary_handover_reads_account_at_idx').on(t.accountId, t.at.desc(), t.id.desc())],
);

/** Attendance values accepted by the database; equal to the contract's (docs/behaviour/activities.md). */
export const DB_ATTENDANCE_STATUSES = ['present', 'absent', 'refused'] as const;

/** An activity's recurrence as stored (the contract's `activityRecurrenceSchema`). */
export interface StoredRecurrence {
  frequency: 'daily' | 'weekly';
  weekdays?: ('MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU')[] | undefined;
  until: string;
}

/**
 * The facility's programme of activities (docs/behaviour/activities.md#activities): one row per
 * activity, a recurring one expanded into its occurrences when read. Never deleted: a cancelled
 * activity keeps its row with `cancelled_at`.
 */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The IANA zone the wall-clock time of the occurrences is kept in (the creator's). */
    timeZone: text('time_zone').notNull().default('UTC'),
    place: text('place').notNull(),
    leaderName: text('leader_name'),
    leaderAccountId: integer('leader_account_id').references(() => customerAccounts.id, {
      onDelete: 'restrict',
    }),
    capacity: integer('capacity'),
    recurrence: jsonb('recurrence').$type<StoredRecurrence>(),
    /** The last instant an occurrence may start (the recurrence's `until`, or `starts_at`). */
    lastStart: timestamp('last_start', { withTimezone: true, mode: 'date' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_group_period_idx').on(t.groupId, t.startsAt, t.lastStart),
    check('activities_title_check', sql`char_length(${t.title}) between 1 and 120`),
    check('activities_place_check', sql`char_length(${t.place}) between 1 and 120`),
    check('activities_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'activities_capacity_check',
      sql`${t.capacity} is null or ${t.capacity} between 1 and 200`,
    ),
  ],
);

/** The guests enrolled in an activity (every occurrence): unenrolling removes the row. */
export const activityEnrolments = pgTable(
  'activity_enrolments',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    guestAccountId: integer('guest_account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true, mode: 'date' }).notNull(),
    enrolledBy: integer('enrolled_by')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.guestAccountId] }),
    index('activity_enrolments_guest_idx').on(t.guestAccountId),
  ],
);

/**
 * The attendance of one guest at one occurrence (docs/behaviour/activities.md#attendance), with
 * the diary entry it wrote; a change amends that entry.
 */
export const activityAttendance = pgTable(
  'activity_attendance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true, mode: 'date' }).notNull(),
    guestAccountId: integer('guest_account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
    status: text('status').$type<(typeof DB_ATTENDANCE_STATUSES)[number]>().notNull(),
    note: text('note'),
    diaryEntryId: bigint('diary_entry_id', { mode: 'number' }).references(() => diaryEntries.id, {
      onDelete: 'restrict',
    }),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('activity_attendance_occurrence_guest_unique').on(
      t.activityId,
      t.occurrenceStart,
      t.guestAccountId,
    ),
    index('activity_attendance_guest_idx').on(t.guestAccountId, t.occurrenceStart.desc()),
    check(
      'activity_attendance_status_check',
      sql`${t.status} in (${inList(DB_ATTENDANCE_STATUSES)})`,
    ),
  ],
);

/**
 * The first answer of a create sent with an `Idempotency-Key` header, per account and key, replayed
 * to a retry for 24 hours (docs/behaviour/never-losing-work.md#idempotency-keys). `status` is null
 * while the first request is still being carried out. The unique key is what makes two concurrent
 * requests with one key create one record: the second finds the first's row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The account whose session sent the key; null for a device's. */
    accountId: integer('account_id').references(() => customerAccounts.id, { onDelete: 'cascade' }),
    /** The measuring device whose key sent it (its readings); null for an account's. */
    deviceId: integer('device_id').references(() => measurementDevices.id, {
      onDelete: 'cascade',
    }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path with its query and the body: a reused key must match it. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_account_key_unique').on(t.accountId, t.key),
    unique('idempotency_keys_device_key_unique').on(t.deviceId, t.key),
    check(
      'idempotency_keys_one_owner_check',
      sql`(${t.accountId} is null) <> (${t.deviceId} is null)`,
    ),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The key that encrypts an account's form drafts in its browsers (256 random bits, base64), made on
 * the first request and handed out only to that account (docs/behaviour/never-losing-work.md#keys).
 */
export const draftKeys = pgTable('draft_keys', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => customerAccounts.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  createdAt: createdAt(),
});

// measurements (docs/behaviour/measurements.md)

/** The measure types as stored; equal to the contract's `MEASURE_TYPES`. */
export const DB_MEASURE_TYPES = [
  'pressure',
  'weight',
  'glycemia',
  'heartRate',
  'saturation',
  'temperature',
  'diuresis',
  'hydration',
  'sleep',
  'step',
  'respirationRate',
  'consciousness',
] as const;
/** A reading's outcome as stored; equal to the contract's `MEASURE_OUTCOMES`. */
export const DB_MEASURE_OUTCOMES = ['measured', 'refused', 'notMeasurable'] as const;
/** A reading's value as stored: the contract's value of its type, glycaemia in mg/dL. */
export type StoredMeasureValue = Record<string, number | string | boolean>;
/** A judged parameter as stored with its reading. */
export interface StoredParameter {
  parameter: string;
  value: number;
  judgement: 'normal' | 'outOfRange' | 'critical';
}
/** A threshold range as stored (the contract's `thresholdRangeSchema`). */
export interface StoredRange {
  criticalBelow: number | null;
  normalMin: number | null;
  normalMax: number | null;
  criticalAbove: number | null;
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const guestRef = () =>
  integer('guest_account_id')
    .notNull()
    .references(() => customerAccounts.id, { onDelete: 'restrict' });
const accountRef = (name: string) =>
  integer(name).references(() => customerAccounts.id, { onDelete: 'restrict' });

/** A vital-signs round (docs/behaviour/measurements.md#news2): its NEWS2, its readings point here. */
export const measurementRounds = pgTable(
  'measurement_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guestAccountId: guestRef(),
    measuredAt: at('measured_at').notNull(),
    recordedAt: at('recorded_at').notNull(),
    authorId: accountRef('author_id').notNull(),
    /** The NEWS2 result (the contract's `news2Schema`). */
    news2: jsonb('news2').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('measurement_rounds_guest_idx').on(t.guestAccountId, t.measuredAt.desc())],
);

/**
 * A guest's readings (docs/behaviour/measurements.md#readings). Never deleted: a reading entered
 * in error keeps its row, marked. Read by (guest, type, measuredAt): the index serves a guest's
 * table, series and exports of one type in one range.
 */
export const measurementReadings = pgTable(
  'measurement_readings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guestAccountId: guestRef(),
    type: text('type').$type<(typeof DB_MEASURE_TYPES)[number]>().notNull(),
    outcome: text('outcome').$type<(typeof DB_MEASURE_OUTCOMES)[number]>().notNull(),
    value: jsonb('value').$type<StoredMeasureValue>(),
    measuredAt: at('measured_at').notNull(),
    recordedAt: at('recorded_at').notNull(),
    /** Null for a device reading. */
    authorId: accountRef('author_id'),
    deviceId: bigint('device_id', { mode: 'number' }),
    note: text('note'),
    judgement: text('judgement').$type<StoredParameter['judgement']>(),
    parameters: jsonb('parameters').$type<StoredParameter[]>().notNull().default([]),
    roundId: bigint('round_id', { mode: 'number' }).references(() => measurementRounds.id, {
      onDelete: 'restrict',
    }),
    enteredInErrorAt: at('entered_in_error_at'),
    enteredInErrorBy: accountRef('entered_in_error_by'),
    enteredInErrorReason: text('entered_in_error_reason'),
  },
  (t) => [
    index('measurement_readings_guest_type_at_idx').on(
      t.guestAccountId,
      t.type,
      t.measuredAt.desc(),
    ),
    index('measurement_readings_guest_at_idx').on(t.guestAccountId, t.measuredAt.desc()),
    check('measurement_readings_type_check', sql`${t.type} in (${inList(DB_MEASURE_TYPES)})`),
    check(
      'measurement_readings_outcome_check',
      sql`${t.outcome} in (${inList(DB_MEASURE_OUTCOMES)})`,
    ),
    check(
      'measurement_readings_value_check',
      sql`(${t.outcome} = 'measured') = (${t.value} is not null)`,
    ),
  ],
);

/** A guest's own range of a parameter, set by a doctor (the current one; history below). */
export const measurementThresholds = pgTable(
  'measurement_thresholds',
  {
    guestAccountId: guestRef(),
    parameter: text('parameter').notNull(),
    range: jsonb('range').$type<StoredRange>().notNull(),
    setBy: accountRef('set_by').notNull(),
    setAt: at('set_at').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guestAccountId, t.parameter] })],
);

/** Every change of a guest's thresholds, kept: the range (null: the default restored) and the one before. */
export const measurementThresholdChanges = pgTable(
  'measurement_threshold_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guestAccountId: guestRef(),
    parameter: text('parameter').notNull(),
    range: jsonb('range').$type<StoredRange>(),
    previous: jsonb('previous').$type<StoredRange>(),
    reason: text('reason').notNull(),
    by: accountRef('by').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('measurement_threshold_changes_guest_idx').on(t.guestAccountId, t.at.desc())],
);

/** A guest's measurement profile: the height (BMI) and the SpO2 scale of NEWS2. */
export const measurementProfiles = pgTable(
  'measurement_profiles',
  {
    guestAccountId: guestRef().primaryKey(),
    heightCm: doublePrecision('height_cm'),
    spo2Scale: integer('spo2_scale').notNull().default(1),
  },
  (t) => [check('measurement_profiles_scale_check', sql`${t.spo2Scale} in (1, 2)`)],
);

/** The facility's measurement settings: one row, `id` 1. */
export const measurementSettings = pgTable(
  'measurement_settings',
  {
    id: integer('id').primaryKey().default(1),
    glycemiaUnit: text('glycemia_unit').notNull().default('mg/dL'),
  },
  (t) => [
    check('measurement_settings_one_row_check', sql`${t.id} = 1`),
    check('measurement_settings_unit_check', sql`${t.glycemiaUnit} in ('mg/dL', 'mmol/L')`),
  ],
);

/**
 * The alerts (docs/behaviour/measurements.md#alerts): active until acknowledged; the action's note
 * is written to the guest's diary (`diary_entry_id`). Never deleted.
 */
export const measurementAlerts = pgTable(
  'measurement_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guestAccountId: guestRef(),
    readingId: bigint('reading_id', { mode: 'number' })
      .notNull()
      .references(() => measurementReadings.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'threshold' | 'weightLoss' | 'news2'>().notNull(),
    parameter: text('parameter'),
    value: doublePrecision('value').notNull(),
    judgement: text('judgement').$type<'outOfRange' | 'critical'>().notNull(),
    detail: text('detail'),
    measuredAt: at('measured_at').notNull(),
    raisedAt: at('raised_at').notNull(),
    actedAt: at('acted_at'),
    actedBy: accountRef('acted_by'),
    actionNote: text('action_note'),
    diaryEntryId: bigint('diary_entry_id', { mode: 'number' }).references(() => diaryEntries.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('measurement_alerts_guest_idx').on(t.guestAccountId, t.raisedAt.desc()),
    index('measurement_alerts_active_idx')
      .on(t.raisedAt.desc())
      .where(sql`${t.actedAt} is null`),
  ],
);

/** A guest's schedule of one measure (docs/behaviour/measurements.md#schedules). */
export const measurementSchedules = pgTable(
  'measurement_schedules',
  {
    guestAccountId: guestRef(),
    type: text('type').$type<(typeof DB_MEASURE_TYPES)[number]>().notNull(),
    kind: text('kind').$type<'interval' | 'times'>().notNull(),
    everyDays: integer('every_days'),
    times: text('times').array(),
    setBy: accountRef('set_by').notNull(),
    setAt: at('set_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guestAccountId, t.type] })],
);

/**
 * The measuring devices (docs/behaviour/measurements.md#devices): assigned to a guest or shared by
 * a group; the key is stored as its SHA-256 hash. Revoked, never deleted.
 */
export const measurementDevices = pgTable(
  'measurement_devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    model: text('model').notNull(),
    serial: text('serial').notNull(),
    guestAccountId: accountRef('guest_account_id'),
    groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'restrict' }),
    keyHash: text('key_hash').notNull(),
    keyHint: text('key_hint').notNull(),
    createdAt: at('created_at').notNull(),
    createdBy: accountRef('created_by').notNull(),
    revokedAt: at('revoked_at'),
    lastReadingAt: at('last_reading_at'),
  },
  (t) => [
    uniqueIndex('measurement_devices_key_hash_idx').on(t.keyHash),
    check(
      'measurement_devices_assignment_check',
      sql`(${t.guestAccountId} is null) <> (${t.groupId} is null)`,
    ),
  ],
);

/** A shared device's reading waiting for a nurse to give it a guest. */
export const measurementDeviceQueue = pgTable(
  'measurement_device_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceId: bigint('device_id', { mode: 'number' })
      .notNull()
      .references(() => measurementDevices.id, { onDelete: 'restrict' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'restrict' }),
    type: text('type').$type<(typeof DB_MEASURE_TYPES)[number]>().notNull(),
    value: jsonb('value').$type<StoredMeasureValue>().notNull(),
    measuredAt: at('measured_at').notNull(),
    receivedAt: at('received_at').notNull(),
    readingId: bigint('reading_id', { mode: 'number' }).references(() => measurementReadings.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('measurement_device_queue_waiting_idx')
      .on(t.groupId, t.receivedAt)
      .where(sql`${t.readingId} is null`),
  ],
);
