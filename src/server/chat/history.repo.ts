import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { foldCase } from '../db/fold-case.ts';
import { messageColumns, type ChatMessageRow } from './chat-mappers.ts';

/** SQL only: history, favourites, search and deletion of the user's own conversations. */

export interface SessionRow {
  id: string;
  title: string | null;
  preview: string;
  message_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const sessionColumns = ['id', 'title', 'preview', 'message_count', 'created_at', 'updated_at'] as const;

/**
 * Sessions in which the user has spoken, most recently updated first, a page at a time (keyset on
 * updated_at then id, one indexed query however many sessions there are).
 */
export async function listSessions(db: Kysely<Database>, userId: string, { after, limit }: { after?: { updatedAt: string; id: string }; limit: number }): Promise<SessionRow[]> {
  let query = db.selectFrom('chat_sessions').select(sessionColumns).where('user_id', '=', userId).where('title', 'is not', null);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('updated_at', '<', after.updatedAt), eb.and([eb('updated_at', '=', after.updatedAt), eb('id', '<', after.id)])]),
    );
  }
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<SessionRow | undefined> {
  return db.selectFrom('chat_sessions').select(sessionColumns).where('user_id', '=', userId).where('id', '=', sessionId).executeTakeFirst();
}

export async function renameSession(db: Kysely<Database>, userId: string, sessionId: string, title: string): Promise<boolean> {
  const result = await db.updateTable('chat_sessions').set({ title }).where('user_id', '=', userId).where('id', '=', sessionId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes one of the user's sessions with its messages; answers how many messages went. */
export async function deleteSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('chat_messages').where('user_id', '=', userId).where('session_id', '=', sessionId).executeTakeFirst();
    await trx.deleteFrom('chat_sessions').where('user_id', '=', userId).where('id', '=', sessionId).execute();
    await trx.updateTable('user_preferences').set({ current_session_id: null }).where('user_id', '=', userId).where('current_session_id', '=', sessionId).execute();
    return Number(removed.numDeletedRows);
  });
}

/** Deletes all of the user's conversations; answers how many messages went. */
export async function deleteAllSessions(db: Kysely<Database>, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('chat_messages').where('user_id', '=', userId).executeTakeFirst();
    await trx.deleteFrom('chat_sessions').where('user_id', '=', userId).execute();
    await trx.updateTable('user_preferences').set({ current_session_id: null }).where('user_id', '=', userId).execute();
    return Number(removed.numDeletedRows);
  });
}

/** The user's favourite messages, newest first, with their session's title. */
export async function listFavorites(db: Kysely<Database>, userId: string, { before, limit }: { before?: string; limit: number }) {
  let query = db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_sessions as s', (join) => join.onRef('s.user_id', '=', 'm.user_id').onRef('s.id', '=', 'm.session_id'))
    .select(messageColumns.map((column) => `m.${column}` as const))
    .select('s.title as session_title')
    .where('m.user_id', '=', userId)
    .where('m.is_favorite', '=', true)
    .where('m.pending', '=', false);
  if (before) query = query.where('m.id', '<', before);
  return query.orderBy('m.id', 'desc').limit(limit).execute();
}

/** Up to `around` messages before and after one message of the session, in order. */
export async function messagesAround(db: Kysely<Database>, userId: string, message: ChatMessageRow, around: number): Promise<ChatMessageRow[]> {
  const base = db.selectFrom('chat_messages').select(messageColumns).where('user_id', '=', userId).where('session_id', '=', message.session_id).where('pending', '=', false);
  const [before, after] = await Promise.all([
    base.where('id', '<', message.id).orderBy('id', 'desc').limit(around).execute(),
    base.where('id', '>', message.id).orderBy('id').limit(around).execute(),
  ]);
  return [...before.reverse(), message, ...after];
}

/** Case-insensitive substring search over the user's own messages, newest first. */
export async function searchMessages(db: Kysely<Database>, userId: string, query: string, limit: number) {
  const escaped = foldCase(query).replace(/[\\%_]/g, (character) => `\\${character}`);
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_sessions as s', (join) => join.onRef('s.user_id', '=', 'm.user_id').onRef('s.id', '=', 'm.session_id'))
    .select(messageColumns.map((column) => `m.${column}` as const))
    .select('s.title as session_title')
    .where('m.user_id', '=', userId)
    .where('m.pending', '=', false)
    .where(sql<boolean>`fold_case(m.content) like ${`%${escaped}%`} escape '\\'`)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}
