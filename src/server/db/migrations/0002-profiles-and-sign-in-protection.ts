import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from '../column-types.ts';

/**
 * The spec's profile fields on the users table (gender, disclaimer_accepted), the sign-in attempt
 * log behind the lockout and suspicious-activity rules (kept in the database so that every
 * instance sees the same counts), and Better Auth's rate-limit counters for its other endpoints.
 */
export function profilesAndSignInProtection(t: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('gender', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('disclaimer_accepted', t.boolean, (c) => c.notNull().defaultTo(sql`false`))
        .execute();

      await db.schema
        .createTable('sign_in_attempts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('client_address', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        // pending while the password is being checked; then succeeded, failed or refused.
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_attempts_email_idx').on('sign_in_attempts').columns(['email', 'created_at_ms']).execute();
      await db.schema
        .createIndex('sign_in_attempts_address_idx')
        .on('sign_in_attempts')
        .columns(['client_address', 'created_at_ms'])
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('last_request', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
