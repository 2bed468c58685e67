import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bookmark, FavoriteVerse, ReadingProgress } from '../../shared/schemas/bible.ts';
import { buildTestApp, signUp } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';

describe.each(ENGINES)('bookmarks, favourite verses and reading position on %s', (engine) => {
  let database: TestDatabase;
  let request: (method: string, path: string, body?: unknown) => Promise<Response>;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { app } = buildTestApp(database);
    const user = await signUp(app, 'berea@example.com', 'Berea');
    userId = user.userId;
    request = async (method, path, body) =>
      app.request(path, {
        method,
        headers: { cookie: user.cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
  });
  afterAll(() => database.destroy());

  it('adds bookmarks, lists them newest first, keeps one per place, and removes them', async () => {
    const first = await request('POST', '/api/bible/bookmarks', { reference: 'John.3.16' });
    expect(first.status).toBe(201);
    const bookmark = (await first.json()) as Bookmark;
    expect(bookmark).toMatchObject({ reference: 'John.3.16', label: 'John 3:16', location: { book: 43, chapter: 3, verseStart: 16 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await request('POST', '/api/bible/bookmarks', { reference: 'Ps.23' });
    const again = (await (await request('POST', '/api/bible/bookmarks', { reference: 'John.3.16' })).json()) as Bookmark;
    expect(again.id).toBe(bookmark.id);

    const list = (await (await request('GET', '/api/bible/bookmarks')).json()) as Bookmark[];
    expect(list.map((item) => item.label)).toEqual(['Psalms 23', 'John 3:16']);
    const rows = await database.db.selectFrom('bible_bookmarks').select(['reference']).where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(2);

    expect((await request('DELETE', `/api/bible/bookmarks/${bookmark.id}`)).status).toBe(204);
    expect((await request('DELETE', `/api/bible/bookmarks/${bookmark.id}`)).status).toBe(404);
    expect(((await (await request('GET', '/api/bible/bookmarks')).json()) as Bookmark[]).map((item) => item.label)).toEqual(['Psalms 23']);
  });

  it.each(['John.99.1', 'John.3.99', 'Nope.1.1', 'John.3.16-John.3.2', '<script>', ''])('refuses the reference %j', async (reference) => {
    const response = await request('POST', '/api/bible/bookmarks', { reference });
    expect(response.status).toBe(400);
  });

  it('saves a favourite verse with its words in the chosen version', async () => {
    const response = await request('POST', '/api/bible/favorite-verses', { reference: 'Phil.4.13', translation: 'kjv' });
    expect(response.status).toBe(201);
    const favorite = (await response.json()) as FavoriteVerse;
    expect(favorite).toMatchObject({ label: 'Philippians 4:13', translation: 'KJV', verseText: 'I can do all things through Christ which strengtheneth me.' });
    const range = (await (await request('POST', '/api/bible/favorite-verses', { reference: '1Cor.13.4-1Cor.13.5', translation: 'web' })).json()) as FavoriteVerse;
    expect(range.label).toBe('1 Corinthians 13:4–5');
    expect(range.verseText.length).toBeGreaterThan(60);
    const list = (await (await request('GET', '/api/bible/favorite-verses')).json()) as FavoriteVerse[];
    expect(list[0]?.id).toBe(range.id);
    expect((await request('POST', '/api/bible/favorite-verses', { reference: 'Phil.4.13', translation: 'rsv' })).status).toBe(400);
    expect((await request('DELETE', `/api/bible/favorite-verses/${favorite.id}`)).status).toBe(204);
  });

  it('remembers where you were reading', async () => {
    expect(await (await request('GET', '/api/bible/progress')).json()).toBeNull();
    const saved = await request('PUT', '/api/bible/progress', { translation: 'web', book: 19, chapter: 23, verse: 4 });
    expect(saved.status).toBe(200);
    await request('PUT', '/api/bible/progress', { translation: 'kjv', book: 43, chapter: 3, verse: null });
    expect(await (await request('GET', '/api/bible/progress')).json()).toMatchObject({ translation: 'kjv', book: 43, chapter: 3, verse: null } satisfies Partial<ReadingProgress>);
    expect((await request('PUT', '/api/bible/progress', { translation: 'kjv', book: 43, chapter: 22, verse: null })).status).toBe(400);
  });
});
