import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from '../column-types.ts';

/**
 * SPEC.md section 3: chat_messages (id, user_id, session_id, content, sender, timestamp,
 * is_favorite) and chat_topics (user_id, topic, created_at). Beyond the spec: chat_sessions, so
 * that history (title, counts, preview) is one cheap indexed query however many sessions a user
 * has; on assistant replies the checked references, what wrote the reply, and whether it is still
 * being written (a reply is stored as it streams, so that a reload mid-reply finds it).
 * Session ids ('session-' + milliseconds) are unique per user, not across users.
 */
export function chat(t: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_sessions')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('id', 'text', (c) => c.notNull())
        /** Null until the first user message gives one (or the user renames it). */
        .addColumn('title', 'text')
        .addColumn('preview', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_sessions_pk', ['user_id', 'id'])
        .execute();
      await db.schema.createIndex('chat_sessions_user_updated_idx').on('chat_sessions').columns(['user_id', 'updated_at', 'id']).execute();

      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('timestamp', t.timestamp, (c) => c.notNull())
        .addColumn('is_favorite', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('references_json', 'text')
        .addColumn('responder', 'text')
        .addColumn('crisis', t.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('stopped', t.boolean, (c) => c.notNull().defaultTo(false))
        /** True while the reply is being written; its content grows as it streams. */
        .addColumn('pending', t.boolean, (c) => c.notNull().defaultTo(false))
        .addForeignKeyConstraint('chat_messages_session_fk', ['user_id', 'session_id'], 'chat_sessions', ['user_id', 'id'], (fk) => fk.onDelete('cascade'))
        .execute();
      await db.schema.createIndex('chat_messages_session_idx').on('chat_messages').columns(['user_id', 'session_id', 'id']).execute();
      await db.schema.createIndex('chat_messages_favorite_idx').on('chat_messages').columns(['user_id', 'is_favorite', 'id']).execute();

      await db.schema
        .createTable('chat_topics')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_topics_user_created_idx').on('chat_topics').columns(['user_id', 'created_at']).execute();
    },
  };
}
