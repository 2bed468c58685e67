import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, ResolvedReference, SearchResponse } from '../../shared/schemas/bible.ts';
import { buildTestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

type Harness = ReturnType<typeof buildTestApp>;

describe('the Bible API', () => {
  let database: TestDatabase;
  let harness: Harness;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    harness = buildTestApp(database);
  });
  afterAll(() => database.destroy());

  const get = async <T>(path: string) => {
    const response = await harness.app.request(path);
    return { status: response.status, body: (await response.json()) as T };
  };

  it('lists the public-domain translations, KJV first, and no copyrighted RSV', async () => {
    const { body } = await get<Array<{ id: string; license: string }>>('/api/bible/translations');
    const ids = body.map((translation) => translation.id);
    expect(ids[0]).toBe('kjv');
    expect(ids).toEqual(expect.arrayContaining(['kjv', 'web', 'asv', 'ylt', 'darby', 'webster']));
    expect(ids).not.toContain('rsv');
  });

  it('lists 66 books, 39 in the Old Testament', async () => {
    const { body } = await get<Array<{ testament: string; chapters: number; name: string }>>('/api/bible/books');
    expect(body).toHaveLength(66);
    expect(body.filter((book) => book.testament === 'OT')).toHaveLength(39);
    expect(body.reduce((sum, book) => sum + book.chapters, 0)).toBe(1189);
    expect(body[18]?.name).toBe('Psalms');
  });

  it('reads a chapter with its neighbours', async () => {
    const { status, body } = await get<Chapter>('/api/bible/chapter?translation=kjv&book=43&chapter=3');
    expect(status).toBe(200);
    expect(body.verses).toHaveLength(36);
    expect(body.verses[15]).toEqual({
      verse: 16,
      text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    });
    expect(body.previous).toEqual({ book: 43, chapter: 2 });
    expect(body.next).toEqual({ book: 43, chapter: 4 });
    const last = await get<Chapter>('/api/bible/chapter?translation=web&book=66&chapter=22');
    expect(last.body.next).toBeNull();
    const first = await get<Chapter>('/api/bible/chapter?translation=web&book=1&chapter=1');
    expect(first.body.previous).toBeNull();
    const malachiToMatthew = await get<Chapter>('/api/bible/chapter?translation=kjv&book=40&chapter=1');
    expect(malachiToMatthew.body.previous).toEqual({ book: 39, chapter: 4 });
  });

  it('answers a chapter that does not exist with a 404 and a sentence', async () => {
    const { status, body } = await get<{ error: { message: string } }>('/api/bible/chapter?translation=kjv&book=43&chapter=99');
    expect(status).toBe(404);
    expect(body.error.message).toBe('John 99 does not exist.');
    expect((await get('/api/bible/chapter?translation=rsv&book=43&chapter=3')).status).toBe(400);
    expect((await get('/api/bible/chapter?translation=kjv&book=67&chapter=1')).status).toBe(400);
  });

  it.each([
    ['jn 3:16', { book: 43, chapter: 3, verseStart: 16, verseEnd: 16 }, 'John 3:16'],
    ['Psalm 23', { book: 19, chapter: 23, verseStart: null, verseEnd: null }, 'Psalms 23'],
    ['1 Cor 13:4-7', { book: 46, chapter: 13, verseStart: 4, verseEnd: 7 }, '1 Corinthians 13:4–7'],
    ['Jude 5', { book: 65, chapter: 1, verseStart: 5, verseEnd: 5 }, 'Jude 1:5'],
    ['gen 1', { book: 1, chapter: 1, verseStart: null, verseEnd: null }, 'Genesis 1'],
  ])('understands %j', async (query, location, label) => {
    const { body } = await get<ResolvedReference>(`/api/bible/resolve?q=${encodeURIComponent(query)}`);
    expect(body).toMatchObject({ kind: 'passage', location, label });
  });

  it('explains a place that does not exist and offers the nearest one', async () => {
    const chapter = await get<ResolvedReference>('/api/bible/resolve?q=John%2099');
    expect(chapter.body).toEqual({
      kind: 'invalid',
      query: 'John 99',
      problem: 'John has 21 chapters, so John 99 does not exist.',
      nearest: { label: 'John 21', location: { book: 43, chapter: 21, verseStart: null, verseEnd: null } },
    });
    const verse = await get<ResolvedReference>('/api/bible/resolve?q=John%203:99');
    expect(verse.body).toMatchObject({ kind: 'invalid', nearest: { label: 'John 3:36' } });
  });

  it('does not take ordinary words for a reference', async () => {
    for (const query of ['love one another', 'hello', '', '<script>']) {
      const { body } = await get<ResolvedReference>(`/api/bible/resolve?q=${encodeURIComponent(query)}`);
      expect(body.kind).toBe('none');
    }
  });

  const search = (query: string, extra = '') =>
    get<SearchResponse>(`/api/bible/search?translation=kjv&q=${encodeURIComponent(query)}${extra}`);

  it('ranks Psalm 23:1 on the first page for "the lord is my shepherd", with the words marked', async () => {
    const { body } = await search('the lord is my shepherd');
    if (body.kind !== 'results') throw new Error('expected results');
    const hit = body.results.find((result) => result.book === 19 && result.chapter === 23 && result.verse === 1);
    expect(hit).toBeDefined();
    expect(hit?.label).toBe('Psalms 23:1');
    expect(hit?.text.filter((part) => part.match).map((part) => part.text.toLowerCase())).toEqual(
      expect.arrayContaining(['lord', 'shepherd']),
    );
    expect(hit?.text.map((part) => part.text).join('')).toBe('The LORD is my shepherd; I shall not want.');
  });

  it('honours word order in a quoted phrase, and says so when it has to loosen it', async () => {
    const phrase = await search('"world without end"');
    const reversed = await search('"end without world"');
    if (phrase.body.kind !== 'results' || reversed.body.kind !== 'results') throw new Error('expected results');
    expect(phrase.body.total).toBe(2);
    expect(phrase.body.widened).toBeNull();
    for (const result of phrase.body.results) {
      expect(result.text.map((part) => part.text).join('').toLowerCase()).toContain('world without end');
    }
    expect(reversed.body.widened?.explanation).toContain('close together rather than word for word');
  });

  it('filters by testament and by book, and pages', async () => {
    const all = await search('love');
    const ot = await search('love', '&testament=OT');
    const nt = await search('love', '&testament=NT');
    const john = await search('love', '&book=43');
    if (all.body.kind !== 'results' || ot.body.kind !== 'results' || nt.body.kind !== 'results' || john.body.kind !== 'results') {
      throw new Error('expected results');
    }
    expect(ot.body.total + nt.body.total).toBe(all.body.total);
    expect(ot.body.results.every((result) => result.book <= 39)).toBe(true);
    expect(john.body.results.every((result) => result.book === 43)).toBe(true);
    const second = await search('love', '&page=2');
    if (second.body.kind !== 'results') throw new Error('expected results');
    expect(second.body.results[0]).not.toEqual(all.body.results[0]);
    expect(all.body.results).toHaveLength(all.body.pageSize);
  });

  it("widens today's words to older ones and says so", async () => {
    const { body } = await search('anxious');
    if (body.kind !== 'results') throw new Error('expected results');
    expect(body.widened?.explanation).toContain('anxious → careful');
    expect(body.results.some((result) => result.book === 50 && result.chapter === 4 && result.verse === 6)).toBe(true);
  });

  it('finds Philippians 4:7 for the half-remembered "peace that passeth"', async () => {
    const { body } = await search('"peace that passeth"');
    if (body.kind !== 'results') throw new Error('expected results');
    expect(body.widened).not.toBeNull();
    expect(body.results.some((result) => result.book === 50 && result.chapter === 4 && result.verse === 7)).toBe(true);
  });

  it('finds it without quotes too, leaving out the small words', async () => {
    const { body } = await search('peace that passeth');
    if (body.kind !== 'results') throw new Error('expected results');
    expect(body.widened?.explanation).toContain('leaving out small words');
    expect(body.results.some((result) => result.book === 50 && result.chapter === 4 && result.verse === 7)).toBe(true);
  });

  it('sends a typed reference straight to the reader', async () => {
    const { body } = await search('jn 3:16');
    expect(body).toMatchObject({ kind: 'reference', reference: { kind: 'passage', label: 'John 3:16' } });
  });

  it.each([
    ['an unbalanced quote', '"unbalanced quote', 200],
    ['FTS operators', 'NEAR(love, hate) OR title:* AND -x', 200],
    ['10,000 characters of one word', 'x'.repeat(10_000), 400],
    ['nearly 10,000 characters of words', 'grace '.repeat(1600), 200],
    ['more than 10,000 characters', 'grace '.repeat(1700), 400],
    ['emoji', '🙏🙏 love', 200],
    ['SQL', "'; DROP TABLE verses; --", 200],
    ['a lone quote', '"', 400],
    ['spaces', '   ', 400],
    ['punctuation only', '***', 400],
  ])('answers %s with results or a clear message, never a 500', async (_what, query, status) => {
    const response = await harness.app.request(`/api/bible/search?translation=kjv&q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error?: { message: string }; kind?: string };
    if (status === 400) expect(body.error?.message).toMatch(/^(Please enter words or a reference to search for\.|The request was not valid\.)/);
    else expect(body.kind).toBe('results');
  });

  it('says when a long search was shortened', async () => {
    const { body } = await search(`love ${'x'.repeat(500)}`);
    if (body.kind !== 'results') throw new Error('expected results');
    expect(body.notice).toContain('shortened');
  });

  it('gives the same verse of the day for a date and a different one the next day', async () => {
    const a = await get<{ label: string; text: string }>('/api/bible/verse-of-the-day?translation=kjv&date=2026-11-22');
    const b = await get<{ label: string; text: string }>('/api/bible/verse-of-the-day?translation=kjv&date=2026-11-22');
    const c = await get<{ label: string; text: string }>('/api/bible/verse-of-the-day?translation=kjv&date=2026-11-23');
    expect(a.body).toEqual(b.body);
    expect(c.body.label).not.toBe(a.body.label);
    expect(a.body.text.length).toBeGreaterThan(10);
  });
});
