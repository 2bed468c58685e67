import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, SignInAttemptsTable } from '../db/schema.ts';

export interface AttemptCounts {
  attempts: number;
  failures: number;
  userAgents: string[];
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Attempts for one account since `sinceMs`. Failures are those after the last successful sign-in;
 * attempts still being checked count as failures, so a burst of parallel guesses cannot all slip
 * under the limit before the first one is judged.
 */
export async function countAccountAttempts(db: Executor, email: string, sinceMs: number): Promise<AttemptCounts> {
  const rows = await db
    .selectFrom('sign_in_attempts')
    .select(['outcome', 'user_agent'])
    .where('email', '=', email)
    .where('created_at_ms', '>=', sinceMs)
    .orderBy('created_at_ms')
    .orderBy('id')
    .execute();
  const lastSuccess = rows.findLastIndex((row) => row.outcome === 'succeeded');
  return {
    attempts: rows.length,
    failures: rows.length - (lastSuccess + 1),
    userAgents: [...new Set(rows.map((row) => row.user_agent))],
  };
}

export async function countAddressAttempts(db: Executor, clientAddress: string, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client_address', '=', clientAddress)
    .where('created_at_ms', '>=', sinceMs)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertAttempt(
  db: Executor,
  attempt: Omit<SignInAttemptsTable, 'created_at_ms'> & { created_at_ms: number },
): Promise<void> {
  await db.insertInto('sign_in_attempts').values(attempt).execute();
}

export async function setAttemptOutcome(db: Executor, id: string, outcome: SignInAttemptsTable['outcome']): Promise<void> {
  await db.updateTable('sign_in_attempts').set({ outcome }).where('id', '=', id).execute();
}

export async function deleteAccountAttemptsBefore(db: Executor, email: string, beforeMs: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('email', '=', email).where('created_at_ms', '<', beforeMs).execute();
}

/**
 * Serialises decisions about one account across connections and instances. SQLite already runs
 * one write transaction at a time; PostgreSQL takes a transaction-scoped advisory lock on the e-mail.
 */
export async function lockAccount(trx: Transaction<Database>, engine: 'sqlite' | 'postgres', email: string): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${email}))`.execute(trx);
}
