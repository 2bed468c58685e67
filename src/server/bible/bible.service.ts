import { LRUCache } from 'lru-cache';
import type { Book, Chapter, PassageLocation, ResolvedReference, Translation, VerseOfTheDay } from '../../shared/schemas/bible.ts';
import type { Corpus } from './corpus/corpus.ts';
import { formatLabel, parseOsisReference, resolveReference, type Canon } from './references.ts';
import { BibleSearch, SEARCH_PAGE_SIZE, type SearchOptions, type SearchOutcome } from './search.ts';
import { verseOfTheDayFor } from './verse-of-the-day.ts';

/** Serialised chapters kept ready; a chapter is about 4 KB, so this is a few MB at most. */
const CHAPTER_CACHE_ENTRIES = 1500;
/** Passage texts kept ready: the AI engine quotes the same few hundred verses again and again. */
const PASSAGE_CACHE_ENTRIES = 5000;

/**
 * The Bible as the rest of the server sees it: the read-only corpus, reference handling and
 * search. Chapters are served pre-serialised from a small LRU cache, because turning the same
 * chapter into JSON on every request was the cost that mattered (DESIGN.md section 6).
 */
export class BibleService implements Canon {
  readonly #books: Book[];
  readonly #byOsis = new Map<string, Book>();
  readonly #byNumber = new Map<number, Book>();
  readonly #translations: Translation[];
  readonly #translationIds: Set<string>;
  readonly #chapterCache = new LRUCache<string, string>({ max: CHAPTER_CACHE_ENTRIES });
  readonly #passageCache = new LRUCache<string, string>({ max: PASSAGE_CACHE_ENTRIES });
  readonly #search: BibleSearch;

  constructor(private readonly corpus: Corpus) {
    this.#books = corpus.books().map(({ number, osis, name, testament, chapters }) => ({ number, osis, name, testament, chapters }));
    for (const book of this.#books) {
      this.#byOsis.set(book.osis.toLowerCase(), book);
      this.#byNumber.set(book.number, book);
    }
    this.#translations = corpus
      .translations()
      .map(({ id, abbreviation, name, language, license }) => ({ id, abbreviation, name, language, license }));
    this.#translationIds = new Set(this.#translations.map((translation) => translation.id));
    this.#search = new BibleSearch(corpus.database, this.#translationIds, (number) => this.bookByNumber(number));
  }

  translations(): Translation[] {
    return this.#translations;
  }

  hasTranslation(id: string): boolean {
    return this.#translationIds.has(id);
  }

  /** The translation used when none is chosen: the KJV when present. */
  defaultTranslation(): string {
    return this.#translationIds.has('kjv') ? 'kjv' : (this.#translations[0]?.id ?? 'kjv');
  }

  books(): Book[] {
    return this.#books;
  }

  bookByOsis(osis: string): Book | undefined {
    return this.#byOsis.get(osis.toLowerCase());
  }

  bookByNumber(number: number): Book | undefined {
    return this.#byNumber.get(number);
  }

  verseCount(book: number, chapter: number): number | undefined {
    return this.corpus.verseCount(book, chapter);
  }

  chapter(translationId: string, bookNumber: number, chapterNumber: number): Chapter | undefined {
    const translation = this.#translations.find((candidate) => candidate.id === translationId);
    const book = this.bookByNumber(bookNumber);
    if (!translation || !book) return undefined;
    const content = this.corpus.chapter(translationId, bookNumber, chapterNumber);
    if (!content || content.verses.length === 0) return undefined;
    return {
      translation,
      book,
      chapter: chapterNumber,
      verses: content.verses,
      headings: content.headings,
      previous: this.#neighbour(book, chapterNumber, -1),
      next: this.#neighbour(book, chapterNumber, 1),
    };
  }

  /** The chapter as JSON text, from the cache when it was asked for recently. */
  chapterJson(translationId: string, book: number, chapter: number): string | undefined {
    const key = `${translationId}:${book}:${chapter}`;
    const cached = this.#chapterCache.get(key);
    if (cached !== undefined) return cached;
    const found = this.chapter(translationId, book, chapter);
    if (!found) return undefined;
    const json = JSON.stringify(found);
    this.#chapterCache.set(key, json);
    return json;
  }

  #neighbour(book: Book, chapter: number, step: 1 | -1) {
    if (chapter + step >= 1 && chapter + step <= book.chapters) return { book: book.number, chapter: chapter + step };
    const other = this.bookByNumber(book.number + step);
    if (!other) return null;
    return { book: other.number, chapter: step === 1 ? 1 : other.chapters };
  }

  /** The words of a place in one translation, verses joined by a space. */
  passageText(translationId: string, location: PassageLocation): string {
    const last = this.verseCount(location.book, location.chapter) ?? 0;
    const from = location.verseStart ?? 1;
    const to = location.verseEnd ?? (location.verseStart === null ? last : from);
    const key = `${translationId}|${location.book}|${location.chapter}|${from}|${to}`;
    const cached = this.#passageCache.get(key);
    if (cached !== undefined) return cached;
    const text = this.corpus
      .verses(translationId, location.book, location.chapter, from, to)
      .map((verse) => verse.text)
      .join(' ');
    this.#passageCache.set(key, text);
    return text;
  }

  resolve(query: string): ResolvedReference {
    return resolveReference(this, query);
  }

  parseOsis(osis: string) {
    return parseOsisReference(this, osis);
  }

  search(query: string, options: SearchOptions): SearchOutcome | undefined {
    return this.#search.search(query, options);
  }

  /** The best-ranked verses for some words in one translation (no count or highlights). */
  bestMatches(query: string, translationId: string, limit: number): Array<{ book: number; chapter: number; verse: number }> {
    return this.#search.best(query, translationId, limit);
  }

  readonly searchPageSize = SEARCH_PAGE_SIZE;

  verseOfTheDay(date: string, translationId: string): VerseOfTheDay | undefined {
    const place = this.parseOsis(verseOfTheDayFor(date));
    if (!place) return undefined;
    const translation = this.#translations.find((candidate) => candidate.id === translationId);
    if (!translation) return undefined;
    return {
      date,
      label: formatLabel(place.book, place.location),
      location: place.location,
      text: this.passageText(translationId, place.location),
      translation: translation.abbreviation,
    };
  }
}
