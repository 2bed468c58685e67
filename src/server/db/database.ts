import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { FOLD_CASE_FUNCTION, foldCase } from './fold-case.ts';
import type { Database } from './schema.ts';

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
  connection.function(FOLD_CASE_FUNCTION, { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldCase(value) : value));
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) }),
    engine: 'sqlite',
  };
}

/** Distinct SQL texts kept compiled; the app issues a few hundred. */
const STATEMENT_CACHE_ENTRIES = 500;

/**
 * SQLite has no boolean type and better-sqlite3 refuses to bind `true`: booleans are bound as 1/0,
 * so that the same query code runs on SQLite and PostgreSQL. (Reads come back as 0/1 and go
 * through `toBoolean` in db/values.ts.) Done on the bound values rather than by a Kysely plugin
 * that rewrites every query's tree, which cost more than some of the queries themselves.
 */
function bindable(parameters: ReadonlyArray<unknown>): ReadonlyArray<unknown> {
  return parameters.some((value) => typeof value === 'boolean') ? parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value)) : parameters;
}

/**
 * Kysely asks better-sqlite3 to compile every query afresh; compiling was a sixth of a chat
 * turn's database time. A compiled statement is reused for the same SQL text (the parameters are
 * bound per call). Safe because the one connection runs one query at a time and Kysely never
 * leaves an iterator open across queries.
 */
function withStatementCache(connection: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: STATEMENT_CACHE_ENTRIES });
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement === undefined) {
        const compiled = connection.prepare(text);
        statement = {
          reader: compiled.reader,
          all: (parameters) => compiled.all(bindable(parameters)),
          run: (parameters) => compiled.run(bindable(parameters)),
          iterate: (parameters) => compiled.iterate(bindable(parameters)),
        };
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
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
