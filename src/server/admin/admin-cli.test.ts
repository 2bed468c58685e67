import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';
import { runAdmin } from './admin-cli.ts';

describe.each(ENGINES)('the operator CLI on %s', (engine) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof buildTestApp>;
  let userId: string;
  const email = `operator-target-${engine}@example.com`;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = buildTestApp(database);
    ({ userId } = await signUp(harness.app, email, 'Lydia'));
  });
  afterAll(() => database.destroy());

  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, { db: database.db, credits: harness.credits, out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const codeRow = (code: string) => database.db.selectFrom('gift_codes').selectAll().where('code', '=', code).executeTakeFirst();
  const creditRow = () => database.db.selectFrom('user_credits').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

  it('creates, lists, disables and enables gift codes', async () => {
    expect(await admin('gift-codes', 'create', ' easter26 ', '15', '--expires', '2027-04-30', '--max-redemptions', '100')).toMatchObject({ code: 0 });
    expect(await codeRow('EASTER26')).toMatchObject({ credits: 15, max_redemptions: 100 });
    const listed = await admin('gift-codes', 'list');
    expect(listed.out).toMatch(/EASTER26\s+15 credits\s+active\s+expires 2027-04-30\s+redeemed 0\/100/);
    expect((await admin('gift-codes', 'disable', 'easter26')).code).toBe(0);
    expect(Boolean((await codeRow('EASTER26'))?.active)).toBe(false);
    expect((await admin('gift-codes', 'enable', 'EASTER26')).code).toBe(0);
    expect(Boolean((await codeRow('EASTER26'))?.active)).toBe(true);
  });

  it('refuses a duplicate code, bad credits and an unknown code, storing nothing', async () => {
    expect(await admin('gift-codes', 'create', 'EASTER26', '5')).toMatchObject({ code: 1, err: 'The gift code EASTER26 exists already.' });
    expect(await admin('gift-codes', 'create', 'NEWONE', '0')).toMatchObject({ code: 1 });
    expect(await admin('gift-codes', 'create', 'BAD CODE!', '5')).toMatchObject({ code: 1 });
    expect(await codeRow('NEWONE')).toBeUndefined();
    expect(await admin('gift-codes', 'disable', 'NOPE')).toMatchObject({ code: 1, err: 'No gift code NOPE.' });
  });

  it('grants credits with a note in the ledger, and refuses to go below zero', async () => {
    const granted = await admin('credits', 'grant', email.toUpperCase(), '5', '--note', 'Welcome gift from the church');
    expect(granted).toMatchObject({ code: 0, out: 'Added 5 credits. Balance: 2 free, 25 total.' });
    const ledger = await database.db.selectFrom('credit_ledger').select(['kind', 'total_delta', 'note']).where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ledger).toEqual({ kind: 'admin', total_delta: 5, note: 'Welcome gift from the church' });
    expect(await admin('credits', 'grant', email, '-100')).toMatchObject({ code: 1, err: 'Refused: the total would go below zero.' });
    expect(await creditRow()).toMatchObject({ total_credits: 25 });
  });

  it('sets and clears unlimited credits, and shows a balance with its ledger', async () => {
    expect((await admin('credits', 'unlimited', email, 'on')).code).toBe(0);
    expect(Boolean((await creditRow()).has_unlimited_credits)).toBe(true);
    expect((await admin('credits', 'unlimited', email, 'off')).code).toBe(0);
    expect(Boolean((await creditRow()).has_unlimited_credits)).toBe(false);
    const shown = await admin('credits', 'show', email);
    expect(shown.out).toContain(`${email}: 2 free, 25 total`);
    expect(shown.out).toMatch(/admin\s+free\s+0\s+total\s+\+5\s+→ 2\/25\s+Welcome gift from the church/);
    expect(shown.out).toMatch(/grant\s+free\s+\+2\s+total\s+\+20/);
  });

  it('answers an unknown e-mail and an unknown command clearly', async () => {
    expect(await admin('credits', 'show', 'nobody@example.com')).toMatchObject({ code: 1, err: 'No account with the e-mail nobody@example.com.' });
    expect((await admin('frobnicate')).code).toBe(2);
    expect((await admin('help')).out).toContain('gift-codes create');
  });
});
