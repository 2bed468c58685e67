/** Reads a boolean column on either engine (SQLite answers 0/1, PostgreSQL true/false). */
export function toBoolean(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

/** Reads a timestamp column on either engine (SQLite answers ISO text, PostgreSQL a Date). */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
