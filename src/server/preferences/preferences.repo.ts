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

/**
 * Inserts the whole row when none exists, else changes only the given columns. One statement, so
 * two tabs saving different fields at once neither duplicate the row nor undo each other.
 */
export async function upsertPreferences(
  db: Kysely<Database>,
  userId: string,
  row: PreferencesRow,
  changed: Partial<PreferencesRow>,
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, ...row, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...changed, updated_at: updatedAt }))
    .execute();
}
