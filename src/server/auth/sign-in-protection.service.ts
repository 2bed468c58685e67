import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SESSION_SECURITY } from '../../shared/limits.ts';
import { LOGIN } from '../../shared/messages.ts';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import {
  countAccountAttempts,
  countAddressAttempts,
  deleteAccountAttemptsBefore,
  insertAttempt,
  lockAccount,
  setAttemptOutcome,
} from './sign-in-protection.repo.ts';

export interface SignInLimits {
  /** Attempts one client address may make per window, across all accounts. */
  perAddress: number;
  perAddressWindowMs: number;
}

export interface SignInRequest {
  email: string;
  clientAddress: string;
  userAgent: string;
  nowMs: number;
}

export type SignInDecision =
  | { allowed: true; attemptId: string }
  | { allowed: false; attemptId: string; code: 'locked' | 'suspicious' | 'address_limited'; message: string };

/** Counters older than this are never read again; each account's are pruned as it signs in. */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60_000;

/**
 * Decides whether a sign-in may be tried, and records the attempt (SPEC.md sections 8 and 9):
 * - the account has 5 or more failures in 15 minutes: 'Too many failed login attempts…';
 * - within 5 minutes, more than 5 attempts, more than 2 browsers (counting this one) or more
 *   than 3 failures: 'Suspicious activity detected…';
 * - the client address has exceeded its (configurable, looser) flood limit: 'Too many login attempts…'.
 * A refused attempt counts as a failure, so hammering a locked account keeps it locked.
 */
export async function beginSignInAttempt(
  db: Kysely<Database>,
  engine: Engine,
  limits: SignInLimits,
  request: SignInRequest,
): Promise<SignInDecision> {
  const { email, clientAddress, userAgent, nowMs } = request;
  const attemptId = randomUUID();
  const decision = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, engine, email);
    const lastQuarterHour = await countAccountAttempts(trx, email, nowMs - SESSION_SECURITY.loginFailureWindowMs);
    const lastFiveMinutes = await countAccountAttempts(trx, email, nowMs - SESSION_SECURITY.suspiciousWindowMs);
    const fromAddress = await countAddressAttempts(trx, clientAddress, nowMs - limits.perAddressWindowMs);
    const browsers = new Set([...lastFiveMinutes.userAgents, userAgent]).size;

    let refusal: Exclude<SignInDecision, { allowed: true }> | undefined;
    if (lastQuarterHour.failures >= SESSION_SECURITY.loginFailureLimit) {
      refusal = { allowed: false, attemptId, code: 'locked', message: LOGIN.locallyRateLimited };
    } else if (
      lastFiveMinutes.attempts > SESSION_SECURITY.suspiciousMaxAttempts ||
      browsers > SESSION_SECURITY.suspiciousMaxUserAgents ||
      lastFiveMinutes.failures > SESSION_SECURITY.suspiciousMaxFailures
    ) {
      refusal = { allowed: false, attemptId, code: 'suspicious', message: LOGIN.suspicious };
    } else if (fromAddress >= limits.perAddress) {
      refusal = { allowed: false, attemptId, code: 'address_limited', message: LOGIN.tooManyAttempts };
    }
    await insertAttempt(trx, {
      id: attemptId,
      email,
      client_address: clientAddress,
      user_agent: userAgent,
      outcome: refusal ? 'refused' : 'pending',
      created_at_ms: nowMs,
    });
    await deleteAccountAttemptsBefore(trx, email, nowMs - KEEP_ATTEMPTS_MS);
    return refusal ?? { allowed: true as const, attemptId };
  });
  return decision;
}

export async function finishSignInAttempt(db: Kysely<Database>, attemptId: string, succeeded: boolean): Promise<void> {
  await setAttemptOutcome(db, attemptId, succeeded ? 'succeeded' : 'failed');
}
