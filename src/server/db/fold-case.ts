/**
 * Case folding for search, the same in JavaScript, in SQLite (registered as the SQL function
 * `fold_case`) and in PostgreSQL (a SQL function of the same name, migration 0006): Unicode lower
 * case, with the Greek final sigma folded into σ (PostgreSQL lowers Σ to σ whatever its place in
 * the word, JavaScript to ς at a word's end). SQLite's own lower() only knows ASCII.
 */
export function foldCase(text: string): string {
  return text.toLowerCase().replaceAll('ς', 'σ');
}

export const FOLD_CASE_FUNCTION = 'fold_case';
