import type { Book, PassageLocation } from '../../../shared/schemas/bible.ts';

/** A verse or a run of verses within one chapter. */
export interface VerseRange {
  start: number;
  end: number;
}

export interface ReaderPlace {
  version?: string | null | undefined;
  /** The book's OSIS id ('John', '1Cor', 'Ps'). */
  book: string;
  chapter: number;
  verses?: VerseRange | null | undefined;
  /** The second version of the side-by-side view. */
  compare?: string | null | undefined;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[\s._-]+/g, '');
}

/** A book from the `book` parameter: its OSIS id ('1Cor'), its name ('1 Corinthians') or its number. */
export function findBook(books: readonly Book[], param: string | null | undefined): Book | undefined {
  if (!param) return undefined;
  const wanted = squash(param);
  if (wanted === '') return undefined;
  if (/^\d+$/.test(wanted)) return books.find((book) => book.number === Number(wanted));
  return books.find((book) => squash(book.osis) === wanted) ?? books.find((book) => squash(book.name) === wanted);
}

export function bookByNumber(books: readonly Book[] | undefined, number: number): Book | undefined {
  return books?.find((book) => book.number === number);
}

/** A positive whole number from a parameter, or null. */
export function positiveInt(param: string | null | undefined): number | null {
  if (!param || !/^\d{1,4}$/.test(param.trim())) return null;
  const value = Number(param.trim());
  return value >= 1 ? value : null;
}

/** '16' → 16–16, '16-18' → 16–18 (either order); anything else → null. */
export function parseVerses(param: string | null | undefined): VerseRange | null {
  if (!param) return null;
  const match = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(param);
  if (!match?.[1]) return null;
  const a = Number(match[1]);
  const b = match[2] ? Number(match[2]) : a;
  if (a < 1 || b < 1) return null;
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

export function versesParam(verses: VerseRange): string {
  return verses.start === verses.end ? String(verses.start) : `${verses.start}-${verses.end}`;
}

/** The reader's search parameters, in a stable order. */
export function readerSearch({ version, book, chapter, verses, compare }: ReaderPlace): string {
  const params = new URLSearchParams();
  if (version) params.set('version', version);
  params.set('book', book);
  params.set('chapter', String(chapter));
  if (verses) params.set('verse', versesParam(verses));
  if (compare) params.set('compare', compare);
  return params.toString();
}

export function readerHref(place: ReaderPlace): string {
  return `/bible/read?${readerSearch(place)}`;
}

/** The reader at a passage from the API (a verse, a range or a whole chapter). */
export function passageHref(books: readonly Book[] | undefined, location: PassageLocation, version?: string | null): string {
  const book = bookByNumber(books, location.book);
  const verses =
    location.verseStart === null ? null : { start: location.verseStart, end: location.verseEnd ?? location.verseStart };
  return readerHref({ version, book: book?.osis ?? String(location.book), chapter: location.chapter, verses });
}

/** OSIS: 'John.3.16' or 'John.3.16-John.3.18'. */
export function osisReference(osis: string, chapter: number, verses: VerseRange): string {
  const first = `${osis}.${chapter}.${verses.start}`;
  return verses.start === verses.end ? first : `${first}-${osis}.${chapter}.${verses.end}`;
}

/** 'John 3:16' or 'John 3:16–18'. */
export function versesLabel(bookName: string, chapter: number, verses: VerseRange): string {
  return verses.start === verses.end ? `${bookName} ${chapter}:${verses.start}` : `${bookName} ${chapter}:${verses.start}–${verses.end}`;
}
