import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * fold_case(text) for message search (see ../fold-case.ts). SQLite gets it from the application
 * at every connection; PostgreSQL keeps it as a SQL function. Its lower() folds beyond ASCII with
 * any UTF-8 locale (not with the C locale; create the database with a UTF-8 one).
 */
export function searchFolding(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`create or replace function fold_case(value text) returns text language sql immutable parallel safe as $$ select translate(lower(value), 'ς', 'σ') $$`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`drop function if exists fold_case(text)`.execute(db);
    },
  };
}
