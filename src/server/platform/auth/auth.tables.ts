import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../platform.tables';

/**
 * Browsers trusted for an account (OWASP's device cookies, DESIGN §5): the
 * `device` cookie holds a random token, only its SHA-256 is kept. One browser
 * keeps one token and may be trusted for several accounts (a shop PC, several
 * cashiers): one row per account. A device locked by its own failures loses
 * its row, so it is trusted again only after a successful sign-in.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trusted_devices_token_user_idx').on(t.tokenHash, t.userId),
    index('trusted_devices_user_idx').on(t.userId),
  ],
);
