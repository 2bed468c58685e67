import type { Kysely, Migration } from 'kysely';

/**
 * The AI's context reads a user's five newest topics on every chat turn, ordered by time and then
 * id. With the id in the index the newest rows are read straight from it; without, every topic
 * the user ever had was sorted to find them.
 */
export function topicOrder(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('chat_topics_user_newest_idx').on('chat_topics').columns(['user_id', 'created_at', 'id']).execute();
      await db.schema.dropIndex('chat_topics_user_created_idx').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.createIndex('chat_topics_user_created_idx').on('chat_topics').columns(['user_id', 'created_at']).execute();
      await db.schema.dropIndex('chat_topics_user_newest_idx').execute();
    },
  };
}
