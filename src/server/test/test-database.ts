import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** The engines every repository test runs against. */
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

export interface TestDatabase extends DatabaseHandle {
  /** Closes and deletes the database. */
  destroy: () => Promise<void>;
}

/**
 * A fresh, migrated database of the given engine: a SQLite file in a temporary folder, or a new
 * database on the PostgreSQL server that global-setup.ts started.
 */
export async function createTestDatabase(engine: Engine, { migrate = true } = {}): Promise<TestDatabase> {
  const handle = engine === 'sqlite' ? await sqliteDatabase() : await postgresDatabase();
  if (migrate) await migrateToLatest(handle.db, handle.engine);
  return handle;
}

async function sqliteDatabase(): Promise<TestDatabase> {
  const directory = mkdtempSync(path.join(inject('scratchDir'), 'faith-companion-test-'));
  const handle = openDatabase({ engine: 'sqlite', filename: path.join(directory, 'test.db') });
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function postgresDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
