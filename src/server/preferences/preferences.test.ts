import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUBBLE_COLORS_DEFAULT, THEME_PREFERENCE_DEFAULT } from '../../shared/limits.ts';
import { buildTestApp, signUp } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';

describe.each(ENGINES)('preferences API on %s', (engine) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof buildTestApp>;
  let ruth: { cookie: string; userId: string };
  let boaz: { cookie: string; userId: string };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = buildTestApp(database);
    ruth = await signUp(harness.app, 'ruth@example.com', 'Ruth');
    boaz = await signUp(harness.app, 'boaz@example.com', 'Boaz');
  });
  afterAll(() => database.destroy());

  const get = (cookie?: string) =>
    harness.client.api.preferences.$get({}, { headers: cookie ? { cookie } : {} });
  const patch = (cookie: string, json: Record<string, unknown>) =>
    harness.client.api.preferences.$patch({ json: json as never }, { headers: { cookie } });

  it('refuses an anonymous visitor', async () => {
    const response = await get();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('gives the spec defaults before anything is saved, without writing a row', async () => {
    const response = await get(ruth.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      theme: THEME_PREFERENCE_DEFAULT,
      bubbleColors: BUBBLE_COLORS_DEFAULT,
      currentSessionId: null,
    });
    const rows = await database.db.selectFrom('user_preferences').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('saves a change, inserting the row the first time and updating it after', async () => {
    expect((await patch(ruth.cookie, { theme: 'dark' })).status).toBe(200);
    const second = await patch(ruth.cookie, { currentSessionId: 'session-1763784000000' });
    expect(await second.json()).toEqual({
      theme: 'dark',
      bubbleColors: BUBBLE_COLORS_DEFAULT,
      currentSessionId: 'session-1763784000000',
    });
    const rows = await database.db.selectFrom('user_preferences').selectAll().where('user_id', '=', ruth.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ theme: 'dark', current_session_id: 'session-1763784000000' });
    expect(JSON.parse(rows[0]?.bubble_colors ?? '')).toEqual(BUBBLE_COLORS_DEFAULT);
  });

  it('clears the current session with null', async () => {
    const response = await patch(ruth.cookie, { currentSessionId: null });
    expect(await response.json()).toMatchObject({ currentSessionId: null, theme: 'dark' });
  });

  it("never shows or changes another user's preferences", async () => {
    expect(await (await get(boaz.cookie)).json()).toMatchObject({ theme: THEME_PREFERENCE_DEFAULT });
    await patch(boaz.cookie, { theme: 'light', bubbleColors: { user: '#112233', bot: '#445566' } });
    expect(await (await get(ruth.cookie)).json()).toMatchObject({ theme: 'dark', bubbleColors: BUBBLE_COLORS_DEFAULT });
  });

  it.each([
    [{ theme: 'purple' }, 'theme'],
    [{ bubbleColors: { user: 'red', bot: '#445566' } }, 'bubbleColors.user'],
    [{ currentSessionId: '<script>alert(1)</script>' }, 'currentSessionId'],
    [{ userId: 'someone-else', theme: 'dark' }, '(body)'],
    [{}, '(body)'],
  ])('answers %j with a 400 naming the field, and changes nothing', async (body, field) => {
    const before = await (await get(ruth.cookie)).json();
    const response = await patch(ruth.cookie, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { message: string; issues: Array<{ path: string }> } };
    expect(answer.error.message).toMatch(/^The request was not valid\./);
    expect(answer.error.issues.map((issue) => issue.path)).toContain(field);
    expect(await (await get(ruth.cookie)).json()).toEqual(before);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await harness.app.request('/api/preferences', {
      method: 'PATCH',
      headers: { cookie: ruth.cookie, 'Content-Type': 'application/json' },
      body: '{"theme":',
    });
    expect(response.status).toBe(400);
  });

  it('keeps one row when two tabs save at the same moment', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => patch(boaz.cookie, { theme: i % 2 === 0 ? 'dark' : 'system' })),
    );
    expect(results.map((response) => response.status)).toEqual(Array(10).fill(200));
    const rows = await database.db.selectFrom('user_preferences').select('theme').where('user_id', '=', boaz.userId).execute();
    expect(rows).toHaveLength(1);
    expect(['dark', 'system']).toContain(rows[0]?.theme);
  });
});

describe.each(ENGINES)('preferences saved from two tabs at once on %s', (engine) => {
  it('keeps both changes when the tabs change different fields', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { app, client } = buildTestApp(database);
      const { cookie } = await signUp(app, 'naomi@example.com', 'Naomi');
      const colors = { user: '#101010', bot: '#202020' };
      await Promise.all([
        client.api.preferences.$patch({ json: { theme: 'dark' } }, { headers: { cookie } }),
        client.api.preferences.$patch({ json: { bubbleColors: colors } }, { headers: { cookie } }),
      ]);
      const saved = await (await client.api.preferences.$get({}, { headers: { cookie } })).json();
      expect(saved).toMatchObject({ theme: 'dark', bubbleColors: colors });
    } finally {
      await database.destroy();
    }
  });
});
