import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, GIFT_CODE } from '../../shared/messages.ts';
import { buildTestApp, signUp } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';
import { sumLedger } from './credits.repo.ts';

/** A clock the test moves by hand. */
function controlledClock(startIso: string) {
  let current = Date.parse(startIso);
  return {
    now: () => current,
    set: (iso: string) => {
      current = Date.parse(iso);
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

describe.each(ENGINES)('credits on %s', (engine) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof buildTestApp>;
  const clock = controlledClock('2026-11-22T10:00:00.000Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = buildTestApp(database, { now: clock.now, environment: { AD_MIN_SECONDS: '15', AD_DAILY_LIMIT: '2' } });
    await harness.credits.seedGiftCodes([
      { code: 'BLESSED20', credits: 20 },
      { code: 'ONCEONLY', credits: 3 },
    ]);
  });
  afterAll(() => database.destroy());

  const call = (cookie: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    harness.app.request(path, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const balanceOf = async (cookie: string, headers: Record<string, string> = {}) =>
    (await (await call(cookie, 'GET', '/api/credits', undefined, headers)).json()) as Record<string, unknown>;
  const creditRow = (userId: string) => database.db.selectFrom('user_credits').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const ledgerKinds = async (userId: string) =>
    (await database.db.selectFrom('credit_ledger').select('kind').where('user_id', '=', userId).orderBy('id').execute()).map((row) => row.kind);
  const expectLedgerExplainsBalance = async (userId: string) => {
    const row = await creditRow(userId);
    expect(await sumLedger(database.db, userId)).toEqual({ free: row.free_credits, total: row.total_credits });
  };

  describe('a new account', () => {
    it('gets its credit row at sign-up: total 20, free 2, today, not unlimited, with a grant in the ledger', async () => {
      clock.set('2026-11-22T10:00:00.000Z');
      const { userId } = await signUp(harness.app, `new-${engine}@example.com`);
      const row = await creditRow(userId);
      expect(row).toMatchObject({ total_credits: 20, free_credits: 2, last_free_credit_date: '2026-11-22' });
      expect(Boolean(row.has_unlimited_credits)).toBe(false);
      expect(await ledgerKinds(userId)).toEqual(['grant']);
      await expectLedgerExplainsBalance(userId);
    });

    it('answers the balance with when the next free credit comes and how many ads remain', async () => {
      const { cookie } = await signUp(harness.app, `balance-${engine}@example.com`);
      expect(await balanceOf(cookie)).toEqual({
        totalCredits: 20,
        freeCredits: 2,
        lastFreeCreditDate: '2026-11-22',
        hasUnlimitedCredits: false,
        nextFreeCreditAt: '2026-11-23T00:00:00.000Z',
        adsRemainingToday: 2,
        adCredits: 2,
      });
      // In the user's own time zone, the next day starts at their midnight.
      const inTokyo = await balanceOf(cookie, { 'X-Time-Zone': 'Asia/Tokyo' });
      expect(inTokyo.nextFreeCreditAt).toBe('2026-11-22T15:00:00.000Z');
    });

    it('refuses an anonymous visitor', async () => {
      const response = await call(undefined, 'GET', '/api/credits');
      expect(response.status).toBe(401);
    });
  });

  describe('spending', () => {
    it('spends free credits first, then total credits, and refuses at zero', async () => {
      const { userId } = await signUp(harness.app, `spend-${engine}@example.com`);
      const sources: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const result = await harness.credits.spend(userId, { reference: `message-${index}` });
        sources.push(result.ok ? result.source : 'refused');
      }
      expect(sources).toEqual(['free', 'free', 'total']);
      expect(await creditRow(userId)).toMatchObject({ free_credits: 0, total_credits: 19 });
      expect(await harness.credits.adminGrant(userId, -19, 'empty it')).toMatchObject({ ok: true });
      expect(await harness.credits.spend(userId)).toEqual({ ok: false, reason: 'insufficient' });
      expect(await creditRow(userId)).toMatchObject({ free_credits: 0, total_credits: 0 });
      await expectLedgerExplainsBalance(userId);
    });

    it('gives a refunded credit back to the pool it came from', async () => {
      const { userId } = await signUp(harness.app, `refund-${engine}@example.com`);
      const spent = await harness.credits.spend(userId);
      expect(spent).toMatchObject({ ok: true, source: 'free' });
      await harness.credits.refund(userId, 'free', 'message-x');
      expect(await creditRow(userId)).toMatchObject({ free_credits: 2, total_credits: 20 });
      expect(await ledgerKinds(userId)).toEqual(['grant', 'spend', 'refund']);
      await expectLedgerExplainsBalance(userId);
    });

    it('keeps the spend and the work it pays for together: when the work fails, no credit is spent', async () => {
      const { userId } = await signUp(harness.app, `together-${engine}@example.com`);
      const failing = harness.credits.spend(userId, {
        reference: 'message-y',
        andThen: async (trx) => {
          await trx.insertInto('credit_ledger').values({ id: 'x', user_id: userId, kind: 'admin', free_delta: 0, total_delta: 0, free_after: 0, total_after: 0, reference: null, note: 'inside', created_at: new Date().toISOString() }).execute();
          throw new Error('the message could not be stored');
        },
      });
      await expect(failing).rejects.toThrow('the message could not be stored');
      expect(await creditRow(userId)).toMatchObject({ free_credits: 2, total_credits: 20 });
      expect(await ledgerKinds(userId)).toEqual(['grant']);

      let ran = false;
      const spent = await harness.credits.spend(userId, { andThen: async () => void (ran = true) });
      expect(spent).toMatchObject({ ok: true, source: 'free' });
      expect(ran).toBe(true);
      expect(await ledgerKinds(userId)).toEqual(['grant', 'spend']);
      await expectLedgerExplainsBalance(userId);
    });

    it('lets an unlimited user send without spending anything', async () => {
      const { userId } = await signUp(harness.app, `unlimited-${engine}@example.com`);
      await harness.credits.adminGrant(userId, -20);
      await harness.credits.spend(userId);
      await harness.credits.spend(userId);
      await harness.credits.setUnlimited(userId, true);
      for (let index = 0; index < 5; index += 1) expect(await harness.credits.spend(userId)).toMatchObject({ ok: true, source: 'unlimited' });
      expect(await creditRow(userId)).toMatchObject({ free_credits: 0, total_credits: 0 });
    });

    it('100 parallel spends on a balance of 5: exactly 5 succeed and the balance ends at 0', async () => {
      const { userId } = await signUp(harness.app, `parallel-${engine}@example.com`);
      await harness.credits.spend(userId);
      await harness.credits.spend(userId);
      await harness.credits.adminGrant(userId, -15);
      expect(await creditRow(userId)).toMatchObject({ free_credits: 0, total_credits: 5 });
      const results = await Promise.all(Array.from({ length: 100 }, (_, index) => harness.credits.spend(userId, { reference: `m-${index}` })));
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(await creditRow(userId)).toMatchObject({ free_credits: 0, total_credits: 0 });
      const spends = await database.db.selectFrom('credit_ledger').select('id').where('user_id', '=', userId).where('kind', '=', 'spend').execute();
      expect(spends).toHaveLength(7);
      await expectLedgerExplainsBalance(userId);
    });
  });

  describe('the daily free credit', () => {
    it('tops free credits up to 1 on a new calendar day, once, across midnight', async () => {
      clock.set('2026-11-22T23:59:00.000Z');
      const { cookie, userId } = await signUp(harness.app, `daily-${engine}@example.com`);
      await harness.credits.spend(userId);
      await harness.credits.spend(userId);
      expect(await balanceOf(cookie)).toMatchObject({ freeCredits: 0, totalCredits: 20, lastFreeCreditDate: '2026-11-22' });

      clock.set('2026-11-23T00:00:01.000Z');
      expect(await balanceOf(cookie)).toMatchObject({ freeCredits: 1, totalCredits: 20, lastFreeCreditDate: '2026-11-23' });
      expect(await balanceOf(cookie)).toMatchObject({ freeCredits: 1 });
      await harness.credits.spend(userId);
      clock.advance(60 * 60_000);
      expect(await balanceOf(cookie)).toMatchObject({ freeCredits: 0, totalCredits: 20, lastFreeCreditDate: '2026-11-23' });
      expect(await ledgerKinds(userId)).toEqual(['grant', 'spend', 'spend', 'daily', 'spend']);
      await expectLedgerExplainsBalance(userId);
    });

    it('never accumulates across several missed days, and never lowers a larger free balance', async () => {
      clock.set('2026-11-22T08:00:00.000Z');
      const { cookie, userId } = await signUp(harness.app, `missed-${engine}@example.com`);
      clock.set('2026-11-26T08:00:00.000Z');
      expect(await balanceOf(cookie)).toMatchObject({ freeCredits: 2, lastFreeCreditDate: '2026-11-26' });
      expect(await ledgerKinds(userId)).toEqual(['grant']);
      await harness.credits.spend(userId);
      await harness.credits.spend(userId);
      clock.set('2026-12-01T08:00:00.000Z');
      expect(await balanceOf(cookie)).toMatchObject({ freeCredits: 1, totalCredits: 20, lastFreeCreditDate: '2026-12-01' });
      await expectLedgerExplainsBalance(userId);
    });

    it("follows the user's own calendar day", async () => {
      clock.set('2026-11-22T12:00:00.000Z');
      const { cookie, userId } = await signUp(harness.app, `zone-${engine}@example.com`);
      await harness.credits.spend(userId);
      await harness.credits.spend(userId);
      // 03:00 UTC on the 23rd is still the evening of the 22nd in New York.
      clock.set('2026-11-23T03:00:00.000Z');
      const newYork = { 'X-Time-Zone': 'America/New_York' };
      expect(await balanceOf(cookie, newYork)).toMatchObject({ freeCredits: 0, nextFreeCreditAt: '2026-11-23T05:00:00.000Z' });
      clock.set('2026-11-23T05:00:00.000Z');
      expect(await balanceOf(cookie, newYork)).toMatchObject({ freeCredits: 1, lastFreeCreditDate: '2026-11-23' });
      // An unknown zone counts as UTC rather than failing.
      expect((await call(cookie, 'GET', '/api/credits', undefined, { 'X-Time-Zone': 'Mars/Olympus' })).status).toBe(200);
    });
  });

  describe('gift codes', () => {
    it('adds a known code once, trimmed and upper-cased, and refuses it the second time', async () => {
      clock.set('2026-11-22T10:00:00.000Z');
      const { cookie, userId } = await signUp(harness.app, `gift-${engine}@example.com`);
      const first = await call(cookie, 'POST', '/api/credits/gift-codes/redeem', { code: '  blessed20 ' });
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ creditsAdded: 20, balance: { totalCredits: 40, freeCredits: 2 } });
      const again = await call(cookie, 'POST', '/api/credits/gift-codes/redeem', { code: 'BLESSED20' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: { code: 'gift_code_already_redeemed', message: GIFT_CODE.alreadyRedeemed } });
      const rows = await database.db.selectFrom('gift_code_redemptions').selectAll().where('user_id', '=', userId).execute();
      expect(rows).toMatchObject([{ gift_code: 'BLESSED20', credits_awarded: 20 }]);
      const activity = (await (await call(cookie, 'GET', '/api/credits/activity')).json()) as { entries: Array<{ kind: string; note: string | null; totalDelta: number }> };
      expect(activity.entries[0]).toMatchObject({ kind: 'gift', note: 'BLESSED20', totalDelta: 20 });
      await expectLedgerExplainsBalance(userId);
    });

    it('refuses an unknown, disabled, expired or used-up code with the spec message, adding nothing', async () => {
      const { cookie, userId } = await signUp(harness.app, `badgift-${engine}@example.com`);
      const { cookie: other } = await signUp(harness.app, `badgift2-${engine}@example.com`);
      await database.db.insertInto('gift_codes').values([
        { code: 'OFF', credits: 5, active: false, expires_at: null, max_redemptions: null, created_at: new Date().toISOString() },
        { code: 'OLD', credits: 5, active: true, expires_at: '2026-01-01T00:00:00.000Z', max_redemptions: null, created_at: new Date().toISOString() },
        { code: 'CAPPED', credits: 5, active: true, expires_at: null, max_redemptions: 1, created_at: new Date().toISOString() },
      ]).execute();
      expect((await call(other, 'POST', '/api/credits/gift-codes/redeem', { code: 'capped' })).status).toBe(200);
      for (const code of ['NOPE', 'off', 'OLD', 'CAPPED', '', '<script>alert(1)</script>']) {
        const response = await call(cookie, 'POST', '/api/credits/gift-codes/redeem', { code });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: { code: 'invalid_gift_code', message: GIFT_CODE.invalid } });
      }
      expect(await creditRow(userId)).toMatchObject({ total_credits: 20 });
      expect(await database.db.selectFrom('gift_code_redemptions').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
    });

    it('answers 401 to a visitor who is not signed in and a clear 400 to a malformed body', async () => {
      expect((await call(undefined, 'POST', '/api/credits/gift-codes/redeem', { code: 'BLESSED20' })).status).toBe(401);
      const { cookie } = await signUp(harness.app, `malformed-${engine}@example.com`);
      const response = await call(cookie, 'POST', '/api/credits/gift-codes/redeem', { code: 'x'.repeat(500) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_request' } });
    });

    it('20 parallel redemptions of one code by one user: exactly one succeeds', async () => {
      const { cookie, userId } = await signUp(harness.app, `giftrace-${engine}@example.com`);
      const responses = await Promise.all(Array.from({ length: 20 }, () => call(cookie, 'POST', '/api/credits/gift-codes/redeem', { code: 'ONCEONLY' })));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      expect(await creditRow(userId)).toMatchObject({ total_credits: 23 });
      expect(await database.db.selectFrom('gift_code_redemptions').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
      await expectLedgerExplainsBalance(userId);
    });
  });

  describe('rewarded ads', () => {
    it('adds 2 credits for a view claimed after its minimum time, once', async () => {
      clock.set('2026-11-22T10:00:00.000Z');
      const { cookie, userId } = await signUp(harness.app, `ad-${engine}@example.com`);
      const started = await call(cookie, 'POST', '/api/credits/ad-views');
      expect(started.status).toBe(201);
      const view = (await started.json()) as { viewId: string; minSeconds: number; claimableAt: string; credits: number; ad: { kind: string; title: string } };
      expect(view).toMatchObject({ minSeconds: 15, claimableAt: '2026-11-22T10:00:15.000Z', credits: 2, ad: { kind: 'text', title: 'Read the Bible with us' } });

      clock.advance(14_000);
      const early = await call(cookie, 'POST', `/api/credits/ad-views/${view.viewId}/claim`);
      expect(early.status).toBe(409);
      const earlyBody = (await early.json()) as { error: { code: string; message: string } };
      expect(earlyBody.error.code).toBe('credit_operation_blocked');
      expect(earlyBody.error.message).toContain(CREDIT_MESSAGES.validationMarker);

      clock.advance(1_000);
      const claimed = await call(cookie, 'POST', `/api/credits/ad-views/${view.viewId}/claim`);
      expect(claimed.status).toBe(200);
      expect(await claimed.json()).toMatchObject({ creditsAdded: 2, balance: { totalCredits: 22, adsRemainingToday: 1 } });

      const twice = await call(cookie, 'POST', `/api/credits/ad-views/${view.viewId}/claim`);
      expect(twice.status).toBe(409);
      expect(((await twice.json()) as { error: { message: string } }).error.message).toContain(CREDIT_MESSAGES.validationMarker);
      expect(await creditRow(userId)).toMatchObject({ total_credits: 22 });
      expect((await call(cookie, 'POST', '/api/credits/ad-views/no-such-view/claim')).status).toBe(404);
      await expectLedgerExplainsBalance(userId);
    });

    it('parallel claims of one finished view add its credits once', async () => {
      const { cookie, userId } = await signUp(harness.app, `adrace-${engine}@example.com`);
      const view = (await (await call(cookie, 'POST', '/api/credits/ad-views')).json()) as { viewId: string };
      clock.advance(15_000);
      const responses = await Promise.all(Array.from({ length: 10 }, () => call(cookie, 'POST', `/api/credits/ad-views/${view.viewId}/claim`)));
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(await creditRow(userId)).toMatchObject({ total_credits: 22 });
    });

    it('stops at the daily cap and opens again the next day', async () => {
      clock.set('2026-11-24T09:00:00.000Z');
      const { cookie } = await signUp(harness.app, `adcap-${engine}@example.com`);
      for (let index = 0; index < 2; index += 1) {
        const view = (await (await call(cookie, 'POST', '/api/credits/ad-views')).json()) as { viewId: string };
        clock.advance(15_000);
        expect((await call(cookie, 'POST', `/api/credits/ad-views/${view.viewId}/claim`)).status).toBe(200);
      }
      const refused = await call(cookie, 'POST', '/api/credits/ad-views');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { code: 'ad_daily_limit_reached' } });
      expect(await balanceOf(cookie)).toMatchObject({ adsRemainingToday: 0, totalCredits: 24 });
      clock.set('2026-11-25T09:00:00.000Z');
      expect((await call(cookie, 'POST', '/api/credits/ad-views')).status).toBe(201);
    });
  });

  describe('activity', () => {
    it('pages through the ledger, newest first', async () => {
      clock.set('2026-11-22T10:00:00.000Z');
      const { cookie, userId } = await signUp(harness.app, `activity-${engine}@example.com`);
      for (let index = 0; index < 4; index += 1) {
        await harness.credits.spend(userId);
        clock.advance(1_000);
      }
      const first = (await (await call(cookie, 'GET', '/api/credits/activity?limit=3')).json()) as { entries: Array<{ kind: string; id: string }>; nextCursor: string };
      expect(first.entries.map((entry) => entry.kind)).toEqual(['spend', 'spend', 'spend']);
      const second = (await (await call(cookie, 'GET', `/api/credits/activity?limit=3&before=${first.nextCursor}`)).json()) as { entries: Array<{ kind: string }>; nextCursor: string | null };
      expect(second.entries.map((entry) => entry.kind)).toEqual(['spend', 'grant']);
      expect(second.nextCursor).toBeNull();
      expect((await call(cookie, 'GET', '/api/credits/activity?limit=1000')).status).toBe(400);
    });
  });
});
