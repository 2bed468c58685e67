import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { messageColumns, type ChatMessageRow } from './chat-mappers.ts';

/** SQL only (STYLE.md habit 2): the rules live in chat.service.ts. */

type Executor = Kysely<Database> | Transaction<Database>;

export async function sessionExists(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom('chat_sessions').select('id').where('user_id', '=', userId).where('id', '=', sessionId).executeTakeFirst();
  return row !== undefined;
}

/** Creates the session unless the user has one with that id; answers whether this call created it. */
export async function insertSession(db: Executor, row: { user_id: string; id: string; created_at: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('chat_sessions')
    .values({ ...row, title: null, updated_at: row.created_at })
    .onConflict((conflict) => conflict.columns(['user_id', 'id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The session's finished messages in order (a reply still being written is left out). */
export async function listSessionMessages(db: Executor, userId: string, sessionId: string): Promise<ChatMessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .select(messageColumns)
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('pending', '=', false)
    .orderBy('id')
    .execute();
}

/** The last `limit` finished messages of a session, oldest first, with only what the AI's context needs. */
export async function recentSessionMessages(
  db: Executor,
  userId: string,
  sessionId: string,
  limit: number,
): Promise<Array<Pick<ChatMessageRow, 'id' | 'sender' | 'content' | 'responder'>>> {
  const newestFirst = await db
    .selectFrom('chat_messages')
    .select(['id', 'sender', 'content', 'responder'])
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('pending', '=', false)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return newestFirst.reverse();
}

export async function findMessage(db: Executor, userId: string, id: string): Promise<ChatMessageRow | undefined> {
  return db.selectFrom('chat_messages').select(messageColumns).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export interface MessageInsert {
  id: string;
  user_id: string;
  session_id: string;
  content: string;
  sender: 'user' | 'assistant';
  timestamp: string;
  references_json?: string | null;
  responder?: string | null;
  crisis?: boolean;
  pending?: boolean;
}

export async function insertMessage(db: Executor, row: MessageInsert): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values({
      references_json: null,
      responder: null,
      crisis: false,
      pending: false,
      ...row,
      is_favorite: false,
      stopped: false,
    })
    .execute();
}

/** Writes the reply's text so far (while streaming) or its final form. */
export async function updateReply(
  db: Executor,
  userId: string,
  id: string,
  values: { content: string; pending: boolean; references_json?: string | null; responder?: string; stopped?: boolean; timestamp?: string },
): Promise<void> {
  await db.updateTable('chat_messages').set(values).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** True when someone asked (on any instance) to stop this reply. */
export async function stopRequested(db: Executor, userId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('chat_messages').select('stopped').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return row !== undefined && (row.stopped === true || row.stopped === 1);
}

/** Marks a reply that is still being written as stopped; answers whether there was one. */
export async function requestStop(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ stopped: true })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('pending', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMessages(db: Executor, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('chat_messages').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setFavorite(db: Executor, userId: string, id: string, isFavorite: boolean): Promise<boolean> {
  const result = await db.updateTable('chat_messages').set({ is_favorite: isFavorite }).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Brings the session's history row up to date from its messages: count, preview (latest
 * message), title (the first user message, unless the user renamed it) and updated time.
 */
export async function refreshSessionSummary(
  db: Executor,
  userId: string,
  sessionId: string,
  derive: { title: (firstUserMessage: string) => string; preview: (latest: string) => string },
  now: string,
): Promise<void> {
  const base = db.selectFrom('chat_messages').where('user_id', '=', userId).where('session_id', '=', sessionId).where('pending', '=', false);
  const [count, latest, firstUser, session] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
    base.select('content').orderBy('id', 'desc').limit(1).executeTakeFirst(),
    base.select('content').where('sender', '=', 'user').orderBy('id').limit(1).executeTakeFirst(),
    db.selectFrom('chat_sessions').select('title').where('user_id', '=', userId).where('id', '=', sessionId).executeTakeFirst(),
  ]);
  await db
    .updateTable('chat_sessions')
    .set({
      message_count: Number(count?.count ?? 0),
      preview: latest ? derive.preview(latest.content) : '',
      title: session?.title ?? (firstUser ? derive.title(firstUser.content) : null),
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .execute();
}

/**
 * The cheap form of refreshSessionSummary for the send path, where the change is known: one
 * UPDATE that moves the count, sets the preview and gives an untitled session its title.
 */
export async function adjustSessionSummary(
  db: Executor,
  userId: string,
  sessionId: string,
  change: { countDelta: number; preview?: string; titleIfMissing?: string; now: string },
): Promise<void> {
  await db
    .updateTable('chat_sessions')
    .set((eb) => ({
      message_count: eb('message_count', '+', change.countDelta),
      ...(change.preview === undefined ? {} : { preview: change.preview }),
      ...(change.titleIfMissing === undefined ? {} : { title: eb.fn.coalesce('title', eb.val(change.titleIfMissing)) }),
      updated_at: change.now,
    }))
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .execute();
}

export async function insertTopics(db: Executor, rows: Array<{ id: string; user_id: string; topic: string; created_at: string }>): Promise<void> {
  if (rows.length > 0) await db.insertInto('chat_topics').values(rows).execute();
}
