import type { Kysely, Transaction } from 'kysely';
import { calendarDay, startOfNextDay } from '../../shared/calendar.ts';
import { CREDITS } from '../../shared/limits.ts';
import type { Ad, AdView, CreditBalance, LedgerEntry, LedgerKind } from '../../shared/schemas/credits.ts';
import type { AppConfig } from '../config.ts';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { toBoolean, toDate } from '../db/values.ts';
import { sortableId } from '../infra/ids.ts';
import * as repo from './credits.repo.ts';

/**
 * The credit rules (SPEC.md sections 4, 5, 6 and 9; DESIGN.md section 4: the server is the
 * authority). Every change of balance happens inside one transaction that holds the user's credit
 * row, applies the daily free credit first, and writes a ledger row, so that parallel requests
 * cannot overspend and the ledger always sums to the balance.
 */

export type CreditsConfig = AppConfig['credits'];

/** Which pool a spend came from, so that a refund returns it there. */
export type SpendSource = 'free' | 'total' | 'unlimited';

export type SpendResult = { ok: true; source: SpendSource; balance: CreditRowView } | { ok: false; reason: 'insufficient' };

export type AdditionResult = { ok: true; creditsAdded: number; balance: CreditBalance } | { ok: false; reason: AdditionRefusal };

export type AdditionRefusal =
  | 'invalid_gift_code'
  | 'already_redeemed'
  | 'ad_view_not_found'
  | 'ad_view_not_finished'
  | 'ad_view_already_claimed'
  | 'ad_daily_limit_reached'
  | 'would_go_negative';

export type AdViewResult = { ok: true; view: AdView } | { ok: false; reason: 'ad_daily_limit_reached' };

export interface CreditRowView {
  totalCredits: number;
  freeCredits: number;
  lastFreeCreditDate: string;
  hasUnlimitedCredits: boolean;
}

/** Refusals inside a transaction: thrown to roll it back, caught by the caller. */
class Refusal extends Error {
  constructor(readonly reason: AdditionRefusal) {
    super(reason);
  }
}

interface Locked {
  trx: Transaction<Database>;
  row: CreditRowView;
  today: string;
  nowIso: string;
}

export interface CreditServiceOptions {
  db: Kysely<Database>;
  engine: Engine;
  config: CreditsConfig;
  /** The clock (tests move it). */
  now?: () => number;
}

export class CreditService {
  private readonly db: Kysely<Database>;
  private readonly engine: Engine;
  private readonly config: CreditsConfig;
  private readonly now: () => number;

  constructor({ db, engine, config, now = Date.now }: CreditServiceOptions) {
    this.db = db;
    this.engine = engine;
    this.config = config;
    this.now = now;
  }

  /** The balance, creating the new-user row and applying the daily free credit if due. */
  async balance(userId: string, timeZone = 'UTC'): Promise<CreditBalance> {
    const row = await this.withLockedCredits(userId, timeZone, async ({ row }) => row);
    return this.describe(userId, row, timeZone);
  }

  /** The stored balance as it is (no top-up, no row created): a cheap read after a change. */
  async current(userId: string): Promise<Pick<CreditRowView, 'freeCredits' | 'totalCredits' | 'hasUnlimitedCredits'>> {
    const row = await repo.selectCreditRow(this.db, userId);
    return { freeCredits: row?.free_credits ?? 0, totalCredits: row?.total_credits ?? 0, hasUnlimitedCredits: toBoolean(row?.has_unlimited_credits) };
  }

  /**
   * Spends one credit for a message: free credits first, then total credits; unlimited users spend
   * nothing; refused when both are zero or less. `reference` names what it paid for (a message id).
   */
  async spend(
    userId: string,
    {
      timeZone = 'UTC',
      reference = null,
      andThen,
    }: {
      timeZone?: string;
      reference?: string | null;
      /**
       * Work that belongs with the spend (storing the message it pays for): run in the same
       * transaction once the credit is spent, so that both are kept or neither (and one commit).
       */
      andThen?: (trx: Transaction<Database>) => Promise<void>;
    } = {},
  ): Promise<SpendResult> {
    return this.withLockedCredits(userId, timeZone, async (locked) => {
      const { row } = locked;
      let result: SpendResult;
      if (row.hasUnlimitedCredits) result = { ok: true, source: 'unlimited', balance: row };
      else if (row.freeCredits > 0) {
        result = { ok: true, source: 'free', balance: await this.change(locked, userId, 'spend', { free: -CREDITS.perMessage, total: 0 }, reference, null) };
      } else if (row.totalCredits > 0) {
        result = { ok: true, source: 'total', balance: await this.change(locked, userId, 'spend', { free: 0, total: -CREDITS.perMessage }, reference, null) };
      } else return { ok: false, reason: 'insufficient' } as const;
      if (andThen) await andThen(locked.trx);
      return result;
    });
  }

  /** Gives back a credit spent on a reply that failed, to the pool it came from. */
  async refund(userId: string, source: SpendSource, reference: string | null = null): Promise<CreditRowView> {
    return this.withLockedCredits(userId, 'UTC', async (locked) => {
      if (source === 'unlimited') return locked.row;
      const delta = source === 'free' ? { free: CREDITS.perMessage, total: 0 } : { free: 0, total: CREDITS.perMessage };
      return this.change(locked, userId, 'refund', delta, reference, null);
    });
  }

  /** Redeems a gift code once per user (the code is normalised by the caller's schema). */
  async redeemGiftCode(userId: string, code: string, timeZone = 'UTC'): Promise<AdditionResult> {
    return this.addition(userId, timeZone, async (locked) => {
      const gift = await repo.selectGiftCode(locked.trx, code);
      if (gift === undefined || !toBoolean(gift.active)) throw new Refusal('invalid_gift_code');
      if (gift.expires_at !== null && toDate(gift.expires_at).getTime() <= this.now()) throw new Refusal('invalid_gift_code');
      if ((await repo.selectRedemption(locked.trx, userId, code)) !== undefined) throw new Refusal('already_redeemed');
      if (!(await repo.countGiftCodeRedemption(locked.trx, code))) throw new Refusal('invalid_gift_code');
      const recorded = await repo.insertRedemption(locked.trx, {
        id: sortableId(this.now()),
        user_id: userId,
        gift_code: code,
        credits_awarded: gift.credits,
        created_at: locked.nowIso,
      });
      if (!recorded) throw new Refusal('already_redeemed');
      await this.change(locked, userId, 'gift', { free: 0, total: gift.credits }, code, code);
      return gift.credits;
    });
  }

  /** Hands out a one-time ad view, unless today's rewarded views are used up. */
  async startAdView(userId: string, timeZone = 'UTC'): Promise<AdViewResult> {
    const now = this.now();
    const claimedToday = await repo.countAdViewsClaimedOn(this.db, userId, calendarDay(new Date(now), timeZone));
    if (claimedToday >= this.config.adDailyLimit) return { ok: false, reason: 'ad_daily_limit_reached' };
    const id = sortableId(now);
    const claimableAt = new Date(now + this.config.adMinSeconds * 1000).toISOString();
    await repo.insertAdView(this.db, {
      id,
      user_id: userId,
      ad_id: 'house',
      credits: CREDITS.perAdView,
      issued_at: new Date(now).toISOString(),
      claimable_at: claimableAt,
    });
    return {
      ok: true,
      view: { viewId: id, ad: this.houseAd(), minSeconds: this.config.adMinSeconds, claimableAt, credits: CREDITS.perAdView },
    };
  }

  /** Adds an ad view's credits once, and only after its minimum viewing time. */
  async claimAdView(userId: string, viewId: string, timeZone = 'UTC'): Promise<AdditionResult> {
    return this.addition(userId, timeZone, async (locked) => {
      if ((await repo.countAdViewsClaimedOn(locked.trx, userId, locked.today)) >= this.config.adDailyLimit) {
        throw new Refusal('ad_daily_limit_reached');
      }
      if (!(await repo.claimAdViewRow(locked.trx, userId, viewId, locked.nowIso, locked.today))) {
        const view = await repo.selectAdView(locked.trx, userId, viewId);
        if (view === undefined) throw new Refusal('ad_view_not_found');
        throw new Refusal(view.claimed_at === null ? 'ad_view_not_finished' : 'ad_view_already_claimed');
      }
      const view = await repo.selectAdView(locked.trx, userId, viewId);
      const credits = view?.credits ?? CREDITS.perAdView;
      await this.change(locked, userId, 'ad', { free: 0, total: credits }, viewId, null);
      return credits;
    });
  }

  /** The operator's grant (or, negative, a correction); total credits never go below zero. */
  async adminGrant(userId: string, credits: number, note: string | null = null): Promise<AdditionResult> {
    return this.addition(userId, 'UTC', async (locked) => {
      if (locked.row.totalCredits + credits < 0) throw new Refusal('would_go_negative');
      await this.change(locked, userId, 'admin', { free: 0, total: credits }, null, note);
      return credits;
    });
  }

  async setUnlimited(userId: string, unlimited: boolean): Promise<CreditBalance> {
    await this.withLockedCredits(userId, 'UTC', async ({ trx, nowIso }) => {
      await repo.updateCreditRow(trx, userId, { has_unlimited_credits: unlimited, updated_at: nowIso });
    });
    return this.balance(userId);
  }

  /** The ledger, newest first, a page at a time. */
  async activity(userId: string, { before, limit }: { before?: string; limit: number }): Promise<{ entries: LedgerEntry[]; nextCursor: string | null }> {
    const rows = await repo.listLedgerRows(this.db, userId, { before, limit: limit + 1 });
    const page = rows.slice(0, limit);
    return {
      entries: page.map((row) => ({
        id: row.id,
        kind: row.kind as LedgerKind,
        freeDelta: row.free_delta,
        totalDelta: row.total_delta,
        freeAfter: row.free_after,
        totalAfter: row.total_after,
        note: row.note,
        createdAt: toDate(row.created_at).toISOString(),
      })),
      nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** Seeds the configured gift codes; codes that exist already keep what the operator set. */
  async seedGiftCodes(codes: Array<{ code: string; credits: number }>): Promise<string[]> {
    const created: string[] = [];
    for (const { code, credits } of codes) {
      const nowIso = new Date(this.now()).toISOString();
      if (await repo.insertGiftCode(this.db, { code, credits, expires_at: null, max_redemptions: null, created_at: nowIso })) created.push(code);
    }
    return created;
  }

  private houseAd(): Ad {
    const { houseAd } = this.config;
    const kind = houseAd.videoUrl ? 'video' : houseAd.imageUrl ? 'image' : 'text';
    return { kind, ...houseAd };
  }

  private async describe(userId: string, row: CreditRowView, timeZone: string): Promise<CreditBalance> {
    const now = new Date(this.now());
    const claimedToday = await repo.countAdViewsClaimedOn(this.db, userId, calendarDay(now, timeZone));
    return {
      ...row,
      nextFreeCreditAt: startOfNextDay(now, timeZone).toISOString(),
      adsRemainingToday: Math.max(0, this.config.adDailyLimit - claimedToday),
      adCredits: CREDITS.perAdView,
    };
  }

  /** Runs an addition; a Refusal rolls the transaction back and becomes the result. */
  private async addition(userId: string, timeZone: string, add: (locked: Locked) => Promise<number>): Promise<AdditionResult> {
    try {
      const { credits, row } = await this.withLockedCredits(userId, timeZone, async (locked) => {
        const credits = await add(locked);
        return { credits, row: locked.row };
      });
      return { ok: true, creditsAdded: credits, balance: await this.describe(userId, row, timeZone) };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, reason: error.reason };
      throw error;
    }
  }

  /**
   * Opens a transaction holding the user's credit row: creates it for a new user (with its
   * 'grant' ledger row), tops up the daily free credit on a new calendar day, then runs `work`.
   * `locked.row` follows every change made through `change`.
   */
  private async withLockedCredits<T>(userId: string, timeZone: string, work: (locked: Locked) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const now = new Date(this.now());
      const nowIso = now.toISOString();
      const today = calendarDay(now, timeZone);
      let stored = await repo.selectCreditRowForUpdate(trx, this.engine, userId);
      if (stored === undefined) {
        const created = await repo.insertCreditRowIfMissing(trx, {
          id: sortableId(now.getTime()),
          user_id: userId,
          total_credits: CREDITS.newUserTotal,
          free_credits: CREDITS.newUserFree,
          last_free_credit_date: today,
          updated_at: nowIso,
        });
        if (created) {
          await repo.insertLedgerRow(trx, {
            id: sortableId(now.getTime()),
            user_id: userId,
            kind: 'grant',
            free_delta: CREDITS.newUserFree,
            total_delta: CREDITS.newUserTotal,
            free_after: CREDITS.newUserFree,
            total_after: CREDITS.newUserTotal,
            reference: null,
            note: null,
            created_at: nowIso,
          });
        }
        stored = await repo.selectCreditRowForUpdate(trx, this.engine, userId);
        if (stored === undefined) throw new Error('credit row missing after insert');
      }
      const locked: Locked = {
        trx,
        today,
        nowIso,
        row: {
          totalCredits: stored.total_credits,
          freeCredits: stored.free_credits,
          lastFreeCreditDate: stored.last_free_credit_date,
          hasUnlimitedCredits: toBoolean(stored.has_unlimited_credits),
        },
      };
      if (locked.row.lastFreeCreditDate < today) await this.topUpDaily(locked, userId);
      return work(locked);
    });
  }

  /** The daily free credit: on a new calendar day free credits are topped up to 1, never accumulated. */
  private async topUpDaily(locked: Locked, userId: string): Promise<void> {
    const topUp = Math.max(0, CREDITS.dailyFreeTopUp - locked.row.freeCredits);
    if (topUp > 0) await this.change(locked, userId, 'daily', { free: topUp, total: 0 }, locked.today, null);
    await repo.updateCreditRow(locked.trx, userId, { last_free_credit_date: locked.today, updated_at: locked.nowIso });
    locked.row = { ...locked.row, lastFreeCreditDate: locked.today };
  }

  /** Applies a change of balance and writes its ledger row, in the locked transaction. */
  private async change(
    locked: Locked,
    userId: string,
    kind: LedgerKind,
    delta: { free: number; total: number },
    reference: string | null,
    note: string | null,
  ): Promise<CreditRowView> {
    const freeAfter = locked.row.freeCredits + delta.free;
    const totalAfter = locked.row.totalCredits + delta.total;
    await repo.updateCreditRow(locked.trx, userId, { free_credits: freeAfter, total_credits: totalAfter, updated_at: locked.nowIso });
    await repo.insertLedgerRow(locked.trx, {
      id: sortableId(this.now()),
      user_id: userId,
      kind,
      free_delta: delta.free,
      total_delta: delta.total,
      free_after: freeAfter,
      total_after: totalAfter,
      reference,
      note,
      created_at: locked.nowIso,
    });
    locked.row = { ...locked.row, freeCredits: freeAfter, totalCredits: totalAfter };
    return locked.row;
  }
}
