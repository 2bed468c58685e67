import { Navigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { bookByNumber, findBook, parseVerses, positiveInt, readerHref } from './bible-url.ts';
import { ChapterReader } from './chapter-reader.tsx';
import { useBooks } from './get-books.ts';
import { useReadingProgress } from './get-reading-progress.ts';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import { notFoundHref } from './reference-jump-box.tsx';
import { readRememberedVersion } from './remembered-version.ts';
import { useRememberedVersion } from './use-remembered-version.ts';

/** Where a new reader starts. */
const FIRST_PLACE = { book: 'Gen', chapter: 1 } as const;

/**
 * /bible/read?version=kjv&book=John&chapter=3&verse=16 (book by OSIS id or name; verse may be a
 * range, '16-18'; compare=web adds a second version). Without a book it reopens the last place.
 */
export function BibleReaderPage() {
  const [params] = useSearchParams();
  const books = useBooks();
  const remembered = useRememberedVersion();
  const bookParam = params.get('book');
  const versionParam = params.get('version')?.trim().toLowerCase() || null;
  const version = versionParam ?? remembered;

  if (!bookParam) return <ReturnToLastPlace />;
  if (books.isError) return <ReaderError message={errorMessage(books.error, 'The Bible could not be loaded.')} onRetry={() => void books.refetch()} />;
  if (books.isPending || version === null) return <PageSkeleton />;

  const book = findBook(books.data, bookParam);
  const chapter = positiveInt(params.get('chapter')) ?? 1;
  if (!book || chapter > book.chapters) return <Navigate replace to={notFoundHref(`${book?.name ?? bookParam} ${chapter}`)} />;

  const compare = params.get('compare')?.trim().toLowerCase() || null;
  return (
    <ChapterReader
      books={books.data}
      book={book}
      chapter={chapter}
      version={version}
      verses={parseVerses(params.get('verse'))}
      compare={compare === version ? null : compare}
    />
  );
}

/** /bible/read alone: the saved reading place (or this device's version at Genesis 1). */
function ReturnToLastPlace() {
  useDocumentTitle('Bible');
  const progress = useReadingProgress();
  const books = useBooks();
  if (progress.isPending || books.isPending) return <PageSkeleton />;
  const saved = progress.data;
  const book = saved ? bookByNumber(books.data, saved.book) : undefined;
  const target =
    saved && book
      ? readerHref({ version: saved.translation, book: book.osis, chapter: saved.chapter, verses: saved.verse ? { start: saved.verse, end: saved.verse } : null })
      : readerHref({ version: readRememberedVersion(), ...FIRST_PLACE });
  return <Navigate replace to={target} />;
}

function ReaderError({ message, onRetry }: { message: string; onRetry: () => void }) {
  useDocumentTitle('Bible');
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Bible</h1>
      <LoadError message={message} onRetry={onRetry} />
    </div>
  );
}
