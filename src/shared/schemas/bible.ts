import { z } from 'zod';

/**
 * The Bible API's shapes, shared by the server (validation, OpenAPI) and the client (types).
 * Books are numbered 1–66 in the Protestant canon order; a reference is written in OSIS
 * ('John.3.16', 'Ps.23', '1Cor.13.4-1Cor.13.7').
 */

export const translationIdSchema = z.string().regex(/^[a-z0-9-]{2,20}$/, 'Unknown Bible version.');

export const translationSchema = z.object({
  id: z.string(),
  abbreviation: z.string(),
  name: z.string(),
  language: z.string(),
  license: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

export const bookSchema = z.object({
  number: z.number().int(),
  osis: z.string(),
  name: z.string(),
  testament: z.enum(['OT', 'NT']),
  chapters: z.number().int(),
});
export type Book = z.infer<typeof bookSchema>;

export const verseSchema = z.object({ verse: z.number().int(), text: z.string() });
export type Verse = z.infer<typeof verseSchema>;

export const chapterLocationSchema = z.object({ book: z.number().int(), chapter: z.number().int() });
export type ChapterLocation = z.infer<typeof chapterLocationSchema>;

export const chapterQuerySchema = z.object({
  translation: translationIdSchema,
  book: z.coerce.number().int().min(1).max(66),
  chapter: z.coerce.number().int().min(1).max(150),
});

export const chapterSchema = z.object({
  translation: translationSchema,
  book: bookSchema,
  chapter: z.number().int(),
  verses: z.array(verseSchema),
  headings: z.array(z.object({ beforeVerse: z.number().int(), text: z.string() })),
  previous: chapterLocationSchema.nullable(),
  next: chapterLocationSchema.nullable(),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** A place in the Bible: one verse, a range within a chapter, or a whole chapter (no verses). */
export const passageLocationSchema = z.object({
  book: z.number().int(),
  chapter: z.number().int(),
  verseStart: z.number().int().nullable(),
  verseEnd: z.number().int().nullable(),
});
export type PassageLocation = z.infer<typeof passageLocationSchema>;

export const resolvedReferenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('passage'),
    /** 'John 3:16', 'Psalms 23', '1 Corinthians 13:4–7'. */
    label: z.string(),
    osis: z.string(),
    location: passageLocationSchema,
    /** Set when the reference runs across chapters or books: the reader opens at its start. */
    spansChapters: z.boolean(),
  }),
  z.object({
    kind: z.literal('invalid'),
    query: z.string(),
    /** What was not found, in a sentence: 'John has 21 chapters, so John 99 does not exist.' */
    problem: z.string(),
    nearest: z.object({ label: z.string(), location: passageLocationSchema }),
  }),
  z.object({ kind: z.literal('none'), query: z.string() }),
]);
export type ResolvedReference = z.infer<typeof resolvedReferenceSchema>;

export const resolveQuerySchema = z.object({ q: z.string().max(10_000) });

export const searchQuerySchema = z.object({
  q: z.string().max(10_000),
  translation: translationIdSchema,
  testament: z.enum(['OT', 'NT']).optional(),
  book: z.coerce.number().int().min(1).max(66).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** Text split into plain and matched parts, so the client can highlight without any HTML. */
export const highlightedTextSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type HighlightedText = z.infer<typeof highlightedTextSchema>;

export const searchResultSchema = z.object({
  book: z.number().int(),
  bookName: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  label: z.string(),
  text: highlightedTextSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.discriminatedUnion('kind', [
  /** The query was a reference: the client opens the reader there. */
  z.object({ kind: z.literal('reference'), reference: resolvedReferenceSchema }),
  z.object({
    kind: z.literal('results'),
    query: z.string(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(searchResultSchema),
    /** Set when the exact words found little and the search was widened; says how, for the user. */
    widened: z.object({ explanation: z.string() }).nullable(),
    /** Set when the input had to be changed (cut to length, stray quotes ignored), for the user. */
    notice: z.string().nullable(),
  }),
]);
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const verseOfTheDaySchema = z.object({
  date: z.string(),
  label: z.string(),
  location: passageLocationSchema,
  text: z.string(),
  translation: z.string(),
});
export type VerseOfTheDay = z.infer<typeof verseOfTheDaySchema>;

export const referenceInputSchema = z.string().trim().min(1).max(60).regex(/^[0-9A-Za-z.-]+$/, 'must be an OSIS reference');

export const bookmarkSchema = z.object({
  id: z.string(),
  reference: z.string(),
  label: z.string(),
  location: passageLocationSchema,
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const createBookmarkSchema = z.object({ reference: referenceInputSchema }).strict();

export const favoriteVerseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  label: z.string(),
  location: passageLocationSchema,
  verseText: z.string(),
  translation: z.string(),
  createdAt: z.string(),
});
export type FavoriteVerse = z.infer<typeof favoriteVerseSchema>;

export const createFavoriteVerseSchema = z.object({ reference: referenceInputSchema, translation: translationIdSchema }).strict();

export const readingProgressSchema = z.object({
  translation: z.string(),
  book: z.number().int(),
  chapter: z.number().int(),
  verse: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type ReadingProgress = z.infer<typeof readingProgressSchema>;

export const saveReadingProgressSchema = z
  .object({
    translation: translationIdSchema,
    book: z.number().int().min(1).max(66),
    chapter: z.number().int().min(1).max(150),
    verse: z.number().int().min(1).max(200).nullable(),
  })
  .strict();
