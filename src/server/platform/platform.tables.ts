import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffKinds } from '../../shared/contracts/platform/staff-member';
import { roles } from '../../shared/roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The tables of platform's that any module may name in its SQL to read
 * (FROM, JOIN; never to write): the shop's branches and people, which every
 * module's rows point at (branch_id, staff_id, created_by) and which platform
 * itself joins by name (people.ts, `personJoin`). They are the floor the
 * modules stand on, with no module's invariant in them; the rest of
 * platform's tables (sessions, settings, the audit log, counters …) are its
 * own. src/server/sql-walls.test.ts holds SQL to this.
 */
export const offeredPlatformTables = ['branches', 'staff', 'users'] as const;

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameKh: text('name_kh').notNull(),
  nameEn: text('name_en').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});


export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameKh: text('name_kh').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: staffKinds }).notNull(),
    phone: text('phone').notNull().default(''),
    branchId: integer('branch_id').references(() => branches.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('staff_kind_idx').on(t.kind)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash'),
  role: text('role', { enum: roles }).notNull(),
  staffId: integer('staff_id').references(() => staff.id),
  branchId: integer('branch_id').references(() => branches.id),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** Server-side sessions: the cookie holds a random token, only its SHA-256 is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time QR sign-in tokens (DESIGN §3.1): valid 2 minutes, used once. */
export const loginLinks = pgTable(
  'login_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('login_links_token_hash_idx').on(t.tokenHash)],
);

/** Key/value settings; each key's shape is declared in the settings registry. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Insert-only (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** DESIGN §5 idempotency: a replayed POST returns the first response. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: integer('user_id').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_pk').on(t.userId, t.key)],
);

/** Gapless document numbers: one counter per series and year, moved inside the document's own transaction. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [uniqueIndex('document_counters_pk').on(t.series, t.year)],
);
