import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function findProfileRow(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'gender', 'disclaimer_accepted'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfileRow(
  db: Kysely<Database>,
  userId: string,
  changes: { name?: string; gender?: string; disclaimer_accepted?: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
