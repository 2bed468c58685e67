import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** SQL only (STYLE.md habit 2): the rules live in credits.service.ts. */

type Executor = Kysely<Database> | Transaction<Database>;

export interface CreditRow {
  id: string;
  user_id: string;
  total_credits: number;
  free_credits: number;
  last_free_credit_date: string;
  has_unlimited_credits: boolean | number;
}

const creditColumns = ['id', 'user_id', 'total_credits', 'free_credits', 'last_free_credit_date', 'has_unlimited_credits'] as const;

/**
 * The user's credit row, locked until the transaction ends. PostgreSQL takes a row lock (FOR UPDATE);
 * SQLite needs none, because this process has one connection and a transaction holds it throughout.
 */
export async function selectCreditRowForUpdate(trx: Transaction<Database>, engine: Engine, userId: string): Promise<CreditRow | undefined> {
  const query = trx.selectFrom('user_credits').select(creditColumns).where('user_id', '=', userId);
  return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function selectCreditRow(db: Executor, userId: string): Promise<CreditRow | undefined> {
  return db.selectFrom('user_credits').select(creditColumns).where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts the row unless the user has one; answers whether this call created it. */
export async function insertCreditRowIfMissing(
  trx: Transaction<Database>,
  row: { id: string; user_id: string; total_credits: number; free_credits: number; last_free_credit_date: string; updated_at: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('user_credits')
    .values({ ...row, has_unlimited_credits: false })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateCreditRow(
  trx: Transaction<Database>,
  userId: string,
  values: Partial<{ total_credits: number; free_credits: number; last_free_credit_date: string; has_unlimited_credits: boolean }> & { updated_at: string },
): Promise<void> {
  await trx.updateTable('user_credits').set(values).where('user_id', '=', userId).execute();
}

export interface LedgerInsert {
  id: string;
  user_id: string;
  kind: string;
  free_delta: number;
  total_delta: number;
  free_after: number;
  total_after: number;
  reference: string | null;
  note: string | null;
  created_at: string;
}

export async function insertLedgerRow(trx: Transaction<Database>, row: LedgerInsert): Promise<void> {
  await trx.insertInto('credit_ledger').values(row).execute();
}

/** The user's ledger, newest first; `before` is the id of the last row of the previous page. */
export async function listLedgerRows(db: Executor, userId: string, { before, limit }: { before?: string; limit: number }) {
  let query = db
    .selectFrom('credit_ledger')
    .select(['id', 'kind', 'free_delta', 'total_delta', 'free_after', 'total_after', 'reference', 'note', 'created_at'])
    .where('user_id', '=', userId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Sums of the ledger's deltas for one user: with no rows lost, they equal the balance. */
export async function sumLedger(db: Executor, userId: string): Promise<{ free: number; total: number }> {
  const row = await db
    .selectFrom('credit_ledger')
    .select((eb) => [eb.fn.sum<number | string>('free_delta').as('free'), eb.fn.sum<number | string>('total_delta').as('total')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { free: Number(row?.free ?? 0), total: Number(row?.total ?? 0) };
}

// Gift codes.

export interface GiftCodeRow {
  code: string;
  credits: number;
  active: boolean | number;
  expires_at: Date | string | null;
  max_redemptions: number | null;
  redemption_count: number;
  created_at: Date | string;
}

const giftCodeColumns = ['code', 'credits', 'active', 'expires_at', 'max_redemptions', 'redemption_count', 'created_at'] as const;

export async function selectGiftCode(db: Executor, code: string): Promise<GiftCodeRow | undefined> {
  return db.selectFrom('gift_codes').select(giftCodeColumns).where('code', '=', code).executeTakeFirst();
}

export async function listGiftCodes(db: Executor): Promise<GiftCodeRow[]> {
  return db.selectFrom('gift_codes').select(giftCodeColumns).orderBy('code').execute();
}

/** Inserts a code; answers false when it exists already (it is then left unchanged). */
export async function insertGiftCode(
  db: Executor,
  row: { code: string; credits: number; expires_at: string | null; max_redemptions: number | null; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('gift_codes')
    .values({ ...row, active: true })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setGiftCodeActive(db: Executor, code: string, active: boolean): Promise<boolean> {
  const result = await db.updateTable('gift_codes').set({ active }).where('code', '=', code).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Counts one more redemption unless the code's cap is reached; answers whether it was counted. */
export async function countGiftCodeRedemption(trx: Transaction<Database>, code: string): Promise<boolean> {
  const result = await trx
    .updateTable('gift_codes')
    .set((eb) => ({ redemption_count: eb('redemption_count', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemption_count', '<', eb.ref('max_redemptions'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function selectRedemption(db: Executor, userId: string, code: string) {
  return db.selectFrom('gift_code_redemptions').select('id').where('user_id', '=', userId).where('gift_code', '=', code).executeTakeFirst();
}

/** Records the redemption; answers false when this user has one for the code already. */
export async function insertRedemption(
  trx: Transaction<Database>,
  row: { id: string; user_id: string; gift_code: string; credits_awarded: number; created_at: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('gift_code_redemptions')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'gift_code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// Rewarded ad views.

export async function insertAdView(
  db: Executor,
  row: { id: string; user_id: string; ad_id: string; credits: number; issued_at: string; claimable_at: string },
): Promise<void> {
  await db.insertInto('ad_views').values({ ...row, claimed_at: null, claimed_day: null }).execute();
}

export async function countAdViewsClaimedOn(db: Executor, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('ad_views')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('claimed_day', '=', day)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function selectAdView(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('ad_views')
    .select(['id', 'credits', 'claimable_at', 'claimed_at'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks the view claimed if it is the user's, unclaimed and old enough; answers whether it did. */
export async function claimAdViewRow(trx: Transaction<Database>, userId: string, id: string, now: string, day: string): Promise<boolean> {
  const result = await trx
    .updateTable('ad_views')
    .set({ claimed_at: now, claimed_day: day })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('claimed_at', 'is', null)
    .where('claimable_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.id;
}
