import type { Book } from '../../../shared/schemas/bible.ts';

export interface ChapterPlace {
  book: Book;
  chapter: number;
}

/** The chapters before and after, across book boundaries (Genesis 1 has none before, Revelation 22 none after). */
export function chapterNeighbours(books: readonly Book[], book: Book, chapter: number): { previous: ChapterPlace | null; next: ChapterPlace | null } {
  const index = books.findIndex((candidate) => candidate.number === book.number);
  const before = books[index - 1];
  const after = books[index + 1];
  const previous = chapter > 1 ? { book, chapter: chapter - 1 } : before ? { book: before, chapter: before.chapters } : null;
  const next = chapter < book.chapters ? { book, chapter: chapter + 1 } : after ? { book: after, chapter: 1 } : null;
  return { previous, next };
}
