import Database from 'better-sqlite3';
import type { Testament } from './books.ts';
import type { TranslationMeta } from './integrity.ts';
import { verseCount as versificationVerseCount } from './versification.ts';

export interface Translation extends TranslationMeta {
  verseCount: number;
}

export interface Book {
  number: number;
  osis: string;
  name: string;
  testament: Testament;
  chapters: number;
}

export interface Verse {
  verse: number;
  text: string;
}

export interface ChapterHeading {
  beforeVerse: number;
  text: string;
}

/** The read-only Bible corpus (`bible.db`), with its statements prepared once. */
export interface Corpus {
  /** Served translations, in display order. */
  translations(): Translation[];
  books(): Book[];
  /** A chapter's verses and headings; undefined for an unknown translation or chapter. */
  chapter(translationId: string, book: number, chapter: number): { verses: Verse[]; headings: ChapterHeading[] } | undefined;
  /** Verses `from`…`to` (inclusive) of a chapter, in order; empty when none exist. */
  verses(translationId: string, book: number, chapter: number, from: number, to: number): Verse[];
  /** Verses in a chapter by the KJV versification every translation is stored in; undefined if no such chapter. */
  verseCount(book: number, chapter: number): number | undefined;
  /** For the search queries written elsewhere (FTS tables `fts_<id>` and `fts_stem_<id>`). */
  database: Database.Database;
  close(): void;
}

interface TranslationRow {
  id: string;
  abbreviation: string;
  name: string;
  language: string;
  license: string;
  source: string;
  verse_count: number;
}

interface BookRow {
  number: number;
  osis: string;
  name: string;
  testament: Testament;
  chapters: number;
}

/**
 * Opens the corpus read-only. Translations and books are read once (they never change while the file
 * is open); chapters and verses are read through prepared statements.
 */
export function openCorpus(file: string): Corpus {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  const translations = (
    database
      .prepare('SELECT id, abbreviation, name, language, license, source, verse_count FROM translations ORDER BY sort_order')
      .all() as TranslationRow[]
  ).map(
    (row): Translation => ({
      id: row.id,
      abbreviation: row.abbreviation,
      name: row.name,
      language: row.language,
      license: row.license,
      source: row.source,
      verseCount: row.verse_count,
    }),
  );
  const books = database.prepare('SELECT number, osis, name, testament, chapters FROM books ORDER BY number').all() as BookRow[];
  const translationIds = new Set(translations.map((translation) => translation.id));

  const chapterVerses = database.prepare<[string, number, number], Verse>(
    'SELECT verse, text FROM verses WHERE translation_id = ? AND book = ? AND chapter = ? ORDER BY verse',
  );
  const chapterHeadings = database.prepare<[string, number, number], ChapterHeading>(
    'SELECT before_verse AS beforeVerse, text FROM headings WHERE translation_id = ? AND book = ? AND chapter = ? ORDER BY before_verse, rowid',
  );
  const verseRange = database.prepare<[string, number, number, number, number], Verse>(
    'SELECT verse, text FROM verses WHERE translation_id = ? AND book = ? AND chapter = ? AND verse BETWEEN ? AND ? ORDER BY verse',
  );

  return {
    translations: () => translations.map((translation) => ({ ...translation })),
    books: () => books.map((book) => ({ ...book })),
    chapter(translationId, book, chapter) {
      if (!translationIds.has(translationId) || versificationVerseCount(book, chapter) === undefined) return undefined;
      const verses = chapterVerses.all(translationId, book, chapter);
      if (verses.length === 0) return undefined;
      return { verses, headings: chapterHeadings.all(translationId, book, chapter) };
    },
    verses(translationId, book, chapter, from, to) {
      if (!translationIds.has(translationId) || versificationVerseCount(book, chapter) === undefined) return [];
      return verseRange.all(translationId, book, chapter, from, to);
    },
    verseCount: versificationVerseCount,
    database,
    close: () => database.close(),
  };
}
