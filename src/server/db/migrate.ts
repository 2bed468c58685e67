import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { columnTypes } from './column-types.ts';
import type { Engine } from './database.ts';
import type { Database } from './schema.ts';
import { accountsAndPreferences } from './migrations/0001-accounts-and-preferences.ts';
import { profilesAndSignInProtection } from './migrations/0002-profiles-and-sign-in-protection.ts';
import { bibleLibrary } from './migrations/0003-bible-library.ts';
import { credits } from './migrations/0004-credits.ts';
import { chat } from './migrations/0005-chat.ts';
import { searchFolding } from './migrations/0006-search-folding.ts';
import { topicOrder } from './migrations/0007-topic-order.ts';

/**
 * The ordered list of migrations. Names sort in the order they run; a new migration gets the next
 * number and is never edited once it has landed.
 */
function migrationsFor(engine: Engine): Record<string, Migration> {
  const types = columnTypes(engine);
  return {
    '0001-accounts-and-preferences': accountsAndPreferences(types),
    '0002-profiles-and-sign-in-protection': profilesAndSignInProtection(types),
    '0003-bible-library': bibleLibrary(types),
    '0004-credits': credits(types),
    '0005-chat': chat(types),
    '0006-search-folding': searchFolding(engine),
    '0007-topic-order': topicOrder(),
  };
}

export interface MigrationReport {
  applied: string[];
}

/** Brings the schema up to date; safe to run on every start and from several instances at once. */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<MigrationReport> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
  const migrator = new Migrator({ db, provider, migrationTableName: 'schema_migrations', migrationLockTableName: 'schema_migrations_lock' });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return { applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName) };
}
