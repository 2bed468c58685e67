import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import type { Book, PassageLocation, ResolvedReference } from '../../shared/schemas/bible.ts';

/** What reference handling needs from the corpus. */
export interface Canon {
  bookByOsis(osis: string): Book | undefined;
  bookByNumber(number: number): Book | undefined;
  verseCount(book: number, chapter: number): number | undefined;
}

const parser = new bcv_parser(english);
parser.set_options({
  invalid_passage_strategy: 'include',
  book_alone_strategy: 'first_chapter',
  consecutive_combination_strategy: 'separate',
});

interface ParsedEnd {
  b: string;
  c: number;
  v?: number;
}

/** 'John 3:16', 'John 3:16–18', 'Psalms 23', 'John 3:16–4:2'. */
export function formatLabel(book: Book, location: PassageLocation, end?: { book: Book; chapter: number; verse: number | null }): string {
  const start = `${book.name} ${location.chapter}${location.verseStart === null ? '' : `:${location.verseStart}`}`;
  if (end && (end.book.number !== book.number || end.chapter !== location.chapter)) {
    const endBook = end.book.number === book.number ? '' : `${end.book.name} `;
    return `${start}–${endBook}${end.chapter}${end.verse === null ? '' : `:${end.verse}`}`;
  }
  if (location.verseEnd !== null && location.verseEnd !== location.verseStart) return `${start}–${location.verseEnd}`;
  return start;
}

function nearestPlace(canon: Canon, book: Book, chapter: number, verse: number | undefined): PassageLocation {
  const safeChapter = Math.min(Math.max(chapter, 1), book.chapters);
  const lastVerse = canon.verseCount(book.number, safeChapter) ?? 1;
  const safeVerse = verse === undefined ? null : Math.min(Math.max(verse, 1), lastVerse);
  return { book: book.number, chapter: safeChapter, verseStart: safeVerse, verseEnd: safeVerse };
}

/**
 * Understands a typed reference ('jn 3:16', 'Psalm 23', '1 Cor 13:4-7') with
 * bible-passage-reference-parser. Only a query that is a reference as a whole counts, so that
 * 'love one another' stays a search. A reference to a place that does not exist ('John 99') comes
 * back as `invalid`, with the nearest place that does.
 */
export function resolveReference(canon: Canon, rawQuery: string): ResolvedReference {
  const query = rawQuery.trim().slice(0, 200);
  const entity = parser.parse(query).parsed_entities()[0];
  const passage = entity && 'start' in entity ? entity : entity?.entities[0];
  if (!entity || !passage || !('start' in passage)) return { kind: 'none', query };
  const [from, to] = entity.indices;
  const covered = query.slice(from, to).trim();
  const uncovered = (query.slice(0, from) + query.slice(to)).replace(/[\s.,;:()]+/g, '');
  if (uncovered.length > 0 || covered.length === 0) return { kind: 'none', query };

  const start = passage.start as ParsedEnd;
  const end = passage.end as ParsedEnd;
  const book = canon.bookByOsis(start.b);
  if (!book) return { kind: 'none', query };
  const validity = passage.entities?.[0]?.valid as { valid: boolean } | undefined;
  // The parser fills in verses for a chapter ('Ps 23' starts at verse 1); its OSIS says what was
  // asked: 'Ps.23' is a chapter, 'Jude.1.5' a verse.
  const firstOsis = (passage.osis || entity.osis).split('-')[0] ?? '';
  const wholeChapter = start.v === undefined || (firstOsis !== '' && firstOsis.split('.').length < 3);

  if (validity && !validity.valid) {
    const location = nearestPlace(canon, book, start.c, start.v);
    const nearestLabel = formatLabel(book, location);
    const chapterMissing = start.c > book.chapters || start.c < 1;
    const asked = `${book.name} ${start.c}${start.v === undefined ? '' : `:${start.v}`}`;
    const problem = chapterMissing
      ? `${book.name} has ${book.chapters} chapter${book.chapters === 1 ? '' : 's'}, so ${asked} does not exist.`
      : `${book.name} ${start.c} has ${canon.verseCount(book.number, start.c) ?? 0} verses, so ${asked} does not exist.`;
    return { kind: 'invalid', query, problem, nearest: { label: nearestLabel, location } };
  }

  const endBook = canon.bookByOsis(end.b) ?? book;
  const sameChapter = endBook.number === book.number && end.c === start.c;
  const location: PassageLocation = wholeChapter
    ? { book: book.number, chapter: start.c, verseStart: null, verseEnd: null }
    : { book: book.number, chapter: start.c, verseStart: start.v ?? 1, verseEnd: sameChapter ? (end.v ?? start.v ?? 1) : null };
  const endPlace = sameChapter ? undefined : { book: endBook, chapter: end.c, verse: wholeChapter ? null : (end.v ?? null) };
  return { kind: 'passage', label: formatLabel(book, location, endPlace), osis: entity.osis || passage.osis, location, spansChapters: !sameChapter };
}

/** A search box query that should open the reader: a reference with a chapter or verse number. */
export function isTypedReference(query: string, resolved: ResolvedReference): boolean {
  return resolved.kind !== 'none' && /\d/.test(query);
}

/** Parses our stored form ('John.3.16', 'John.3.16-John.3.18', 'Ps.23') into a place, or undefined. */
export function parseOsisReference(canon: Canon, osis: string): { book: Book; location: PassageLocation; label: string } | undefined {
  const match = /^([1-3]?[A-Za-z]+)\.(\d{1,3})(?:\.(\d{1,3}))?(?:-([1-3]?[A-Za-z]+)\.(\d{1,3})\.(\d{1,3}))?$/.exec(osis);
  if (!match) return undefined;
  const book = canon.bookByOsis(match[1] ?? '');
  const chapter = Number(match[2]);
  if (!book || chapter < 1 || chapter > book.chapters) return undefined;
  if (match[4] !== undefined && (match[4] !== match[1] || Number(match[5]) !== chapter)) return undefined;
  const verses = canon.verseCount(book.number, chapter) ?? 0;
  const verseStart = match[3] === undefined ? null : Number(match[3]);
  const verseEnd = match[6] === undefined ? verseStart : Number(match[6]);
  if (verseStart !== null && (verseStart < 1 || verseStart > verses)) return undefined;
  if (verseEnd !== null && verseStart !== null && (verseEnd < verseStart || verseEnd > verses)) return undefined;
  const location = { book: book.number, chapter, verseStart, verseEnd };
  return { book, location, label: formatLabel(book, location) };
}

/** The stored form of a place. */
export function toOsis(book: Book, location: PassageLocation): string {
  const start = `${book.osis}.${location.chapter}${location.verseStart === null ? '' : `.${location.verseStart}`}`;
  if (location.verseStart !== null && location.verseEnd !== null && location.verseEnd !== location.verseStart) {
    return `${start}-${book.osis}.${location.chapter}.${location.verseEnd}`;
  }
  return start;
}
