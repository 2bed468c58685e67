import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from '../column-types.ts';

/**
 * SPEC.md section 3: user_credits (one row per user) and gift_code_redemptions (once per user and
 * code, made certain by a unique constraint). Beyond the spec (DESIGN.md section 4 and the credits
 * issue): the gift_codes the operator manages, a ledger row for every change of balance so that a
 * balance can always be explained, and one-time rewarded ad views.
 */
export function credits(t: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_credits')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('total_credits', 'integer', (c) => c.notNull())
        .addColumn('free_credits', 'integer', (c) => c.notNull())
        .addColumn('last_free_credit_date', 'text', (c) => c.notNull())
        .addColumn('has_unlimited_credits', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('credit_ledger')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('free_delta', 'integer', (c) => c.notNull())
        .addColumn('total_delta', 'integer', (c) => c.notNull())
        .addColumn('free_after', 'integer', (c) => c.notNull())
        .addColumn('total_after', 'integer', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('note', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('credit_ledger_user_created_idx').on('credit_ledger').columns(['user_id', 'created_at', 'id']).execute();

      await db.schema
        .createTable('gift_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('credits', 'integer', (c) => c.notNull())
        .addColumn('active', t.boolean, (c) => c.notNull().defaultTo(true))
        .addColumn('expires_at', t.timestamp)
        .addColumn('max_redemptions', 'integer')
        .addColumn('redemption_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('gift_code_redemptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('gift_code', 'text', (c) => c.notNull())
        .addColumn('credits_awarded', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('gift_code_redemptions_user_code', ['user_id', 'gift_code'])
        .execute();

      await db.schema
        .createTable('ad_views')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('ad_id', 'text', (c) => c.notNull())
        .addColumn('credits', 'integer', (c) => c.notNull())
        .addColumn('issued_at', t.timestamp, (c) => c.notNull())
        .addColumn('claimable_at', t.timestamp, (c) => c.notNull())
        .addColumn('claimed_at', t.timestamp)
        /** The user's calendar day of the claim, for the daily cap. */
        .addColumn('claimed_day', 'text')
        .execute();
      await db.schema.createIndex('ad_views_user_claimed_day_idx').on('ad_views').columns(['user_id', 'claimed_day']).execute();
    },
  };
}
