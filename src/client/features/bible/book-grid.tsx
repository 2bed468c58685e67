import { ArrowLeft, Library } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Book } from '../../../shared/schemas/bible.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { haptics } from '../../lib/haptics.ts';
import { findBook, readerHref } from './bible-url.ts';
import { useBooks } from './get-books.ts';
import { HomeSection } from './home-section.tsx';
import { errorMessage, LoadError } from '../../components/load-error.tsx';

const tile =
  'flex items-center justify-center rounded-xl border border-slate-200 bg-white text-sm font-medium text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-700 dark:hover:bg-slate-800';

/** Every book as a button; a book opens its chapter grid (kept in the URL, so Back returns to the books). */
export function BookGrid() {
  const books = useBooks();
  const [params, setParams] = useSearchParams();
  const chosen = books.data ? findBook(books.data, params.get('book')) : undefined;

  const choose = (book: Book | null) => {
    haptics.selection();
    setParams(book ? { book: book.osis } : {}, { preventScrollReset: true });
  };

  return (
    <HomeSection title="Books of the Bible" Icon={Library}>
      {books.isError ? (
        <LoadError message={errorMessage(books.error, 'The list of books could not be loaded.')} onRetry={() => void books.refetch()} />
      ) : books.isPending ? (
        <div role="status" aria-live="polite" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <span className="sr-only">Loading the books…</span>
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} className="h-11" />
          ))}
        </div>
      ) : chosen ? (
        <ChapterGrid book={chosen} onBack={() => choose(null)} />
      ) : (
        <div className="space-y-5">
          <Testament title="Old Testament" books={books.data.filter((book) => book.testament === 'OT')} onChoose={choose} />
          <Testament title="New Testament" books={books.data.filter((book) => book.testament === 'NT')} onChoose={choose} />
        </div>
      )}
    </HomeSection>
  );
}

function Testament({ title, books, onChoose }: { title: string; books: Book[]; onChoose: (book: Book) => void }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{title}</h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {books.map((book) => (
          <li key={book.number}>
            <button type="button" onClick={() => onChoose(book)} className={`${tile} h-11 w-full px-2 text-center leading-tight`}>
              {book.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChapterGrid({ book, onBack }: { book: Book; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [book.number]);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={heading} tabIndex={-1} className="font-serif text-xl font-semibold focus:outline-none">
          {book.name} <span className="font-sans text-sm font-normal text-slate-600 dark:text-slate-300">— choose a chapter</span>
        </h3>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          All books
        </Button>
      </div>
      <ul className="grid grid-cols-5 gap-2 sm:grid-cols-8 lg:grid-cols-10" aria-label={`Chapters of ${book.name}`}>
        {Array.from({ length: book.chapters }, (_, index) => index + 1).map((chapter) => (
          <li key={chapter}>
            <Link
              to={readerHref({ book: book.osis, chapter })}
              aria-label={`${book.name} ${chapter}`}
              className={`${tile} h-11 tabular-nums`}
            >
              {chapter}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
