import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface PreferencesRow {
  bubble_colors: string;
  theme: string;
  current_session_id: string | null;
}

export async function findPreferences(db: Kysely<Database>, userId: string): Promise<PreferencesRow | undefined> {
  return db
    .selectFrom('user_preferences')
    .select(['bubble_colors', 'theme', 'current_session_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts the row or replaces the given columns; one statement, so two tabs cannot race a duplicate. */
export async function upsertPreferences(
  db: Kysely<Database>,
  userId: string,
  row: PreferencesRow,
  now: Date,
): Promise<void> {
  const values = { ...row, updated_at: now.toISOString() };
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
