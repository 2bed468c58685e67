import type { Kysely } from 'kysely';
import { AI_CONTEXT } from '../../shared/limits.ts';
import type { Database } from '../db/schema.ts';

/** SQL only: what the AI context reads about a user (SPEC.md section 9's limits). */

export async function profileName(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name?.trim() ? row.name.trim() : null;
}

export async function setProfileNameIfEmpty(db: Kysely<Database>, userId: string, name: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ name, updated_at: now })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('name', '=', ''), eb('name', 'is', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recentTopics(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_topics')
    .select('topic')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AI_CONTEXT.recentTopics)
    .execute();
  return rows.map((row) => row.topic);
}

export async function favoriteVerses(db: Kysely<Database>, userId: string): Promise<Array<{ reference: string; text: string }>> {
  const rows = await db
    .selectFrom('favorite_verses')
    .select(['reference', 'verse_text'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(AI_CONTEXT.favouriteVerses)
    .execute();
  return rows.map((row) => ({ reference: row.reference, text: row.verse_text.slice(0, AI_CONTEXT.favouriteVerseChars) }));
}

/** References (OSIS) of the user's latest bookmarks, newest first. */
export async function recentBookmarks(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bible_bookmarks')
    .select('reference')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(AI_CONTEXT.bookmarksScanned)
    .execute();
  return rows.map((row) => row.reference);
}
