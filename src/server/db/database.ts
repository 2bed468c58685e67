import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';
import { SqliteBooleanPlugin } from './sqlite-booleans.ts';

export type Engine = DatabaseConfig['engine'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Closes the pool or file; safe to call twice. */
  close: () => Promise<void>;
}

/**
 * Opens the user database. SQLite runs in WAL mode with foreign keys on and synchronous=FULL, so
 * that an acknowledged write survives power loss (DESIGN.md section 6: durability over throughput).
 */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const handle = config.engine === 'sqlite' ? openSqlite(config.filename) : openPostgres(config.url, config.poolSize);
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      await handle.db.destroy();
    },
  };
}

function openSqlite(filename: string): Omit<DatabaseHandle, 'close'> {
  if (filename !== ':memory:') mkdirSync(path.dirname(filename), { recursive: true });
  const connection = new SQLite(filename);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }), plugins: [new SqliteBooleanPlugin()] }),
    engine: 'sqlite',
  };
}

function openPostgres(url: string, poolSize: number): Omit<DatabaseHandle, 'close'> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a failover, an administrator) is an 'error' on
  // the pool; unheard, it would end the process. The pool drops that connection and opens another.
  pool.on('error', () => {});
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
}

/** A cheap round trip, used by /healthz. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
