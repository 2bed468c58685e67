import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { apiErrorSchema } from '../../shared/schemas/api.ts';
import {
  bookSchema,
  chapterQuerySchema,
  chapterSchema,
  resolvedReferenceSchema,
  resolveQuerySchema,
  searchQuerySchema,
  searchResponseSchema,
  translationIdSchema,
  translationSchema,
  verseOfTheDaySchema,
  type Chapter,
} from '../../shared/schemas/bible.ts';
import { errorBody, preSerializedJson, validationError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import type { AppEnv } from '../http/types.ts';
import type { BibleService } from './bible.service.ts';
import { isTypedReference } from './references.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const notFound = { description: 'Not found', content: json(apiErrorSchema) };
const badRequest = { description: 'Invalid request', content: json(apiErrorSchema) };

const translationsRoute = createRoute({
  method: 'get',
  path: '/translations',
  tags: ['bible'],
  summary: 'The Bible versions this site serves (public domain)',
  responses: { 200: { description: 'Translations', content: json(z.array(translationSchema)) } },
});

const booksRoute = createRoute({
  method: 'get',
  path: '/books',
  tags: ['bible'],
  summary: 'The 66 books with their testament and chapter count',
  responses: { 200: { description: 'Books in canonical order', content: json(z.array(bookSchema)) } },
});

const chapterRoute = createRoute({
  method: 'get',
  path: '/chapter',
  tags: ['bible'],
  summary: 'One chapter of one translation, with its headings and the chapters before and after',
  request: { query: chapterQuerySchema },
  responses: { 200: { description: 'The chapter', content: json(chapterSchema) }, 400: badRequest, 404: notFound },
});

const resolveRoute = createRoute({
  method: 'get',
  path: '/resolve',
  tags: ['bible'],
  summary: "Understand a typed reference ('jn 3:16', 'Psalm 23', '1 Cor 13:4-7')",
  request: { query: resolveQuerySchema },
  responses: { 200: { description: 'A passage, an invalid place with the nearest valid one, or none', content: json(resolvedReferenceSchema) } },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['bible'],
  summary: 'Ranked full-text search with highlights, phrases in quotes, testament and book filters',
  request: { query: searchQuerySchema },
  responses: { 200: { description: 'Results, or the reference the query named', content: json(searchResponseSchema) }, 400: badRequest },
});

const verseOfTheDayRoute = createRoute({
  method: 'get',
  path: '/verse-of-the-day',
  tags: ['bible'],
  summary: 'The verse of the day (the same for everyone on a date)',
  request: {
    query: z.object({
      translation: translationIdSchema.optional(),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-22').optional(),
    }),
  },
  responses: { 200: { description: 'The verse', content: json(verseOfTheDaySchema) }, 400: badRequest },
});

const EMPTY_SEARCH = 'Please enter words or a reference to search for.';
const UNKNOWN_VERSION = 'Unknown Bible version.';

/** The Bible text is public-domain and holds nothing of anyone's: these routes need no sign-in. */
/**
 * The chapter route is the hot path (every page turn), and parsing its query with zod on each
 * request cost a third of its throughput (bench/bible.ts). The same schema validates it, once per
 * distinct query string: readers ask for the same few thousand chapters over and over.
 */
const chapterQueries = new Map<string, ReturnType<typeof chapterQuerySchema.safeParse>>();
const CHAPTER_QUERY_MEMORY = 20_000;

type ChapterQuery = z.infer<typeof chapterQuerySchema>;
type ChapterQueryInput = { translation: string; book: string; chapter: string };

/** hono/validator would rebuild the whole query object first; this looks the raw string up. */
const validateChapterQuery = createMiddleware<AppEnv, string, { in: { query: ChapterQueryInput }; out: { query: ChapterQuery } }>(
  async (c, next) => {
    const url = c.req.url;
    const raw = url.slice(url.indexOf('?') + 1);
    let result = chapterQueries.get(raw);
    if (!result) {
      result = chapterQuerySchema.safeParse(c.req.query());
      if (chapterQueries.size >= CHAPTER_QUERY_MEMORY) chapterQueries.clear();
      chapterQueries.set(raw, result);
    }
    if (!result.success) return validationError(c, result.error);
    c.req.addValidatedData('query', result.data);
    await next();
  },
);

export function bibleRoutes(bible: BibleService) {
  const app = createRouter<AppEnv>();
  app.openAPIRegistry.registerPath(chapterRoute);
  return app
    .openapi(translationsRoute, (c) => c.json(bible.translations(), 200))
    .openapi(booksRoute, (c) => c.json(bible.books(), 200))
    .openapi(resolveRoute, (c) => c.json(bible.resolve(c.req.valid('query').q), 200))
    .openapi(searchRoute, (c) => {
      const { q, translation, testament, book, page } = c.req.valid('query');
      if (!bible.hasTranslation(translation)) return c.json(errorBody('unknown_translation', UNKNOWN_VERSION), 400);
      const reference = bible.resolve(q);
      if (isTypedReference(q, reference)) return c.json({ kind: 'reference' as const, reference }, 200);
      const outcome = bible.search(q, { translationId: translation, testament, book, page });
      if (!outcome) return c.json(errorBody('empty_query', EMPTY_SEARCH), 400);
      return c.json(
        {
          kind: 'results' as const,
          query: q.slice(0, 200),
          total: outcome.total,
          page,
          pageSize: bible.searchPageSize,
          results: outcome.results,
          widened: outcome.widened,
          notice: outcome.notices.length > 0 ? outcome.notices.join(' ') : null,
        },
        200,
      );
    })
    .openapi(verseOfTheDayRoute, (c) => {
      const { translation = bible.defaultTranslation(), date = new Date().toISOString().slice(0, 10) } = c.req.valid('query');
      const verse = bible.hasTranslation(translation) ? bible.verseOfTheDay(date, translation) : undefined;
      if (!verse) return c.json(errorBody('unknown_translation', UNKNOWN_VERSION), 400);
      return c.json(verse, 200);
    })
    .get('/chapter', validateChapterQuery, (c) => {
      const { translation, book, chapter } = c.req.valid('query');
      if (!bible.hasTranslation(translation)) return c.json(errorBody('unknown_translation', UNKNOWN_VERSION), 400);
      const text = bible.chapterJson(translation, book, chapter);
      if (text === undefined) {
        const name = bible.bookByNumber(book)?.name ?? `Book ${book}`;
        return c.json(errorBody('not_found', `${name} ${chapter} does not exist.`), 404);
      }
      return preSerializedJson<Chapter>(c, text, { 'Cache-Control': 'public, max-age=3600' });
    });
}
