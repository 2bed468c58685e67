import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from '../column-types.ts';

/**
 * SPEC.md section 3: bible_bookmarks (reference, created_at) and favorite_verses (reference,
 * verse_text, created_at) per user, and where each user last read (DESIGN: remembered per user).
 * References are OSIS ('John.3.16'); one bookmark per place, one favourite per place and version.
 */
export function bibleLibrary(t: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bible_bookmarks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('bible_bookmarks_user_reference', ['user_id', 'reference'])
        .execute();
      await db.schema.createIndex('bible_bookmarks_user_created_idx').on('bible_bookmarks').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('favorite_verses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('translation_id', 'text', (c) => c.notNull())
        .addColumn('verse_text', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('favorite_verses_user_reference', ['user_id', 'reference', 'translation_id'])
        .execute();
      await db.schema.createIndex('favorite_verses_user_created_idx').on('favorite_verses').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('bible_progress')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('translation_id', 'text', (c) => c.notNull())
        .addColumn('book', 'integer', (c) => c.notNull())
        .addColumn('chapter', 'integer', (c) => c.notNull())
        .addColumn('verse', 'integer')
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
