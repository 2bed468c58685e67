import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function listBookmarkRows(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('bible_bookmarks')
    .select(['id', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Inserts the bookmark, or keeps the existing one for the same place; returns the stored row. */
export async function insertBookmarkRow(db: Kysely<Database>, row: { id: string; user_id: string; reference: string; created_at: string }) {
  await db
    .insertInto('bible_bookmarks')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'reference']).doNothing())
    .execute();
  return db
    .selectFrom('bible_bookmarks')
    .select(['id', 'reference', 'created_at'])
    .where('user_id', '=', row.user_id)
    .where('reference', '=', row.reference)
    .executeTakeFirstOrThrow();
}

/** Deletes only the user's own row; answers how many went (0 for someone else's id). */
export async function deleteBookmarkRow(db: Kysely<Database>, userId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('bible_bookmarks').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listFavoriteVerseRows(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('favorite_verses')
    .select(['id', 'reference', 'translation_id', 'verse_text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertFavoriteVerseRow(
  db: Kysely<Database>,
  row: { id: string; user_id: string; reference: string; translation_id: string; verse_text: string; created_at: string },
) {
  await db
    .insertInto('favorite_verses')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'reference', 'translation_id']).doNothing())
    .execute();
  return db
    .selectFrom('favorite_verses')
    .select(['id', 'reference', 'translation_id', 'verse_text', 'created_at'])
    .where('user_id', '=', row.user_id)
    .where('reference', '=', row.reference)
    .where('translation_id', '=', row.translation_id)
    .executeTakeFirstOrThrow();
}

export async function deleteFavoriteVerseRow(db: Kysely<Database>, userId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('favorite_verses').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findProgressRow(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('bible_progress')
    .select(['translation_id', 'book', 'chapter', 'verse', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertProgressRow(
  db: Kysely<Database>,
  row: { user_id: string; translation_id: string; book: number; chapter: number; verse: number | null; updated_at: string },
) {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto('bible_progress')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}
