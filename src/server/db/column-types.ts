import type { Engine } from './database.ts';

/**
 * Column types that differ between the engines, so that one set of migrations runs on both.
 * SQLite keeps timestamps as ISO-8601 text (sortable) and booleans as 0/1. The SQLite timestamp
 * column is declared `date` because that is what Better Auth's schema check expects; SQLite stores
 * the ISO text unchanged under that declaration.
 */
export interface ColumnTypes {
  timestamp: 'date' | 'timestamptz';
  boolean: 'integer' | 'boolean';
  json: 'text' | 'jsonb';
}

export function columnTypes(engine: Engine): ColumnTypes {
  return engine === 'sqlite'
    ? { timestamp: 'date', boolean: 'integer', json: 'text' }
    : { timestamp: 'timestamptz', boolean: 'boolean', json: 'jsonb' };
}
