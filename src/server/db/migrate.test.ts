import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { authOptions } from '../auth/auth.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(ENGINES)('migrations on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
  });
  afterAll(() => database.destroy());

  it('applies every migration once, and nothing on a second run', async () => {
    const first = await migrateToLatest(database.db, engine);
    expect(first.applied).toEqual(['0001-accounts-and-preferences', '0002-profiles-and-sign-in-protection', '0003-bible-library', '0004-credits', '0005-chat', '0006-search-folding', '0007-topic-order']);
    const second = await migrateToLatest(database.db, engine);
    expect(second.applied).toEqual([]);
  });

  it("leaves Better Auth nothing to create or add", async () => {
    const options = authOptions({
      config: testConfig(),
      db: database.db,
      engine,
      email: { send: async () => ({ ok: true }) },
      logger: pino({ level: 'silent' }),
    });
    const { toBeCreated, toBeAdded } = await getMigrations(options);
    expect(toBeCreated.map((table) => table.table)).toEqual([]);
    expect(toBeAdded.map((table) => `${table.table}: ${Object.keys(table.fields).join(', ')}`)).toEqual([]);
  });

  it('enforces foreign keys: deleting a user removes their preferences', async () => {
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({ id: 'u1', name: 'Ruth', email: 'ruth@example.com', email_verified: false, image: null, created_at: now, updated_at: now })
      .execute();
    await database.db
      .insertInto('user_preferences')
      .values({ user_id: 'u1', theme: 'dark', bubble_colors: '{}', current_session_id: null, updated_at: now })
      .execute();
    await expect(
      database.db
        .insertInto('user_preferences')
        .values({ user_id: 'nobody', theme: 'dark', bubble_colors: '{}', current_session_id: null, updated_at: now })
        .execute(),
    ).rejects.toThrow(/foreign key/i);

    await database.db.deleteFrom('users').where('id', '=', 'u1').execute();
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from user_preferences`.execute(database.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
